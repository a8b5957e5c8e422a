import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain, type MainProcess } from '../../../test/main-process';

// The real entry point with STORE_SEED=1 on a file-backed PGlite: the samples come after "listening", readiness does
// not wait for them, SIGTERM waits for the seed and its audits, and a restart adds nothing (decision 174).
const JWT_SECRET = 'store-main-secret-store-main-secret-01';

describe('main: store sample listings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ov-store-main-'));
  let server: MainProcess | undefined;
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds after listening, is ready at once, drains on SIGTERM, and a restart adds nothing', async () => {
    server = await startMain({ DATA_DIR: dataDir, JWT_SECRET, STORE_SEED: '1' });
    const ready = await fetch(`${server.base}/api/health`);
    expect(ready.status).toBe(200);
    const out = server.output;
    await server.waitFor(() => out().includes('"store samples"'));
    expect(out().indexOf('"listening"')).toBeLessThan(out().indexOf('"store samples"'));
    const list = (await (await fetch(`${server.base}/api/store/apps`)).json()) as { items: { slug: string; status: string }[] };
    expect(list.items.map((i) => `${i.slug}:${i.status}`).sort()).toEqual(['borderwatch:featured', 'cybershield-soc:featured', 'govvault:approved']);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    server = await startMain({ DATA_DIR: dataDir, JWT_SECRET, STORE_SEED: '1' });
    const again = (await (await fetch(`${server.base}/api/store/apps`)).json()) as { total: number };
    expect(again.total).toBe(3);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('"store samples"');
  }, 240_000);
});
