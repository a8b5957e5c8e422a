// Bundles server TypeScript modules with esbuild for a bench script, and imports the bundle.
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../../', import.meta.url).pathname;

/** `contents`: the export lines of a virtual entry, paths relative to the repository root. */
// inside node_modules so the bundle resolves its external packages
const dirOf = (name) => join(root, `node_modules/.cache/ov-${name}-bench`);

export async function bundleServer(name, contents) {
  const dir = dirOf(name);
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${name}.mjs`);
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    packages: 'external',
    // A directory, not index.ts: deep imports (@ov/shared/qsim/…) resolve under it too.
    alias: { '@ov/shared': join(root, 'packages/shared/src') },
    logLevel: 'warning',
  });
  return import(out);
}

/** Removes the bundle once the bench is done. */
export const removeBundle = (name) => rmSync(dirOf(name), { recursive: true, force: true });
