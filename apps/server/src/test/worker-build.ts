import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * For the enclosing describe: a worker entry (`<name>.ts`) built before its tests as the server build makes it
 * (apps/server/build.mjs), written under apps/server/node_modules so the packages it leaves out resolve. After the
 * tests, every pool given to `track` is closed and the built worker deleted. `file` is where the worker lands.
 */
export function useTestWorker(entry: URL, name: string, leaveOut: Pick<BuildOptions, 'external' | 'packages'>) {
  const outDir = join(serverRoot, 'node_modules', `.${name}-test`);
  const file = join(outDir, `${name}.js`);
  const pools: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    await build({ entryPoints: [fileURLToPath(entry)], outfile: file, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error', ...leaveOut });
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    rmSync(outDir, { recursive: true, force: true });
  });
  return {
    file,
    track<P extends { close(): Promise<void> }>(pool: P): P {
      pools.push(pool);
      return pool;
    },
  };
}
