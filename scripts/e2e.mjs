#!/usr/bin/env node
// Builds the app (unless E2E_SKIP_BUILD=1), picks a free port and a fresh data dir,
// then runs the Playwright journeys in e2e/ against the real server.
import { spawnSync } from 'node:child_process';
import { rmSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  return r.status ?? 1;
};

const specs = existsSync(join(root, 'e2e')) ? readdirSync(join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts')) : [];
if (specs.length === 0) {
  console.log('e2e: no journeys yet');
  process.exit(0);
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const code = run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const port = await new Promise((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
});
const dataDir = join(root, `.data-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const code = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  // Sample store listings off unless asked for (decision 174).
  STORE_SEED: process.env.STORE_SEED ?? '0',
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
