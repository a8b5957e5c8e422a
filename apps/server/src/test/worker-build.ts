import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A worker entry (`<name>.ts`) built as the server build makes it (apps/server/build.mjs), written under
 * apps/server/node_modules so the packages it leaves out resolve. `file` is where it lands; `build()` writes it,
 * `remove()` deletes it.
 */
export function testWorkerBuild(entry: URL, name: string, leaveOut: Pick<BuildOptions, 'external' | 'packages'>) {
  const outDir = join(serverRoot, 'node_modules', `.${name}-test`);
  const file = join(outDir, `${name}.js`);
  return {
    file,
    async build() {
      mkdirSync(outDir, { recursive: true });
      await build({ entryPoints: [fileURLToPath(entry)], outfile: file, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error', ...leaveOut });
    },
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
