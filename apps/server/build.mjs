// Bundles src/main.ts into dist/main.js: @ov/shared is bundled (TypeScript source), real npm
// dependencies stay external. Migrations are read at run time from ../migrations relative to the bundle.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => d !== '@ov/shared');

await build({
  // pglite-setup: the worker that creates the embedded database (src/platform/db/pglite.ts).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'pglite-setup': new URL('./src/platform/db/pglite-setup.ts', import.meta.url).pathname,
    // repair-worker: the Piscina task (default export) that runs offline AI repairs in the pool of
    // src/modules/ai/offline/repair-runner.ts; dist/main.js finds it beside itself (defaultRepair).
    'repair-worker': new URL('./src/modules/ai/offline/repair-worker.ts', import.meta.url).pathname,
    // audit-worker: the Piscina task of the store's security audit (src/modules/store/audit/runner.ts);
    // dist/main.js finds it beside itself (defaultAnalyse). eslint, its plugins and parse5 stay external.
    'audit-worker': new URL('./src/modules/store/audit/audit-worker.ts', import.meta.url).pathname,
    // render-chromium: the child process that drives Chromium for the compliance check's rendering
    // (src/modules/store/compliance/render.ts, decision 268); dist/main.js finds it beside itself. playwright-core stays external.
    'render-chromium': new URL('./src/modules/store/compliance/render-chromium.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js, dist/pglite-setup.js, dist/repair-worker.js, dist/audit-worker.js, dist/render-chromium.js');
