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

/** Characters of code in a list of files. */
export const codeSize = (files) => files.reduce((s, f) => s + f.content.length, 0);

/**
 * The largest app (characters of code) the offline generator makes from its prompt corpus, plain or not: what the
 * store-audit and store-compliance benches measure. Takes the bundle's `generateApp` and `PROMPT_CORPUS`.
 */
export function largestSampleApp(generateApp, corpus) {
  let largest = { prompt: '', files: [] };
  for (const prompt of corpus)
    for (const plain of [false, true]) {
      const app = generateApp(prompt, { plain });
      if (codeSize(app.files) > codeSize(largest.files)) largest = { prompt, files: app.files };
    }
  return largest;
}
