import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';

// @monaco-editor/loader keeps a content-delivery-network URL as its default path; we always pass our bundled
// monaco (loader.config({ monaco })), so that URL is dead code: remove it so no such address ships (air-gapped).
const stripMonacoCdn: Plugin = {
  name: 'ov-strip-monaco-cdn',
  transform(code, id) {
    if (!id.includes('@monaco-editor/loader')) return null;
    const out = code.replace(/https:\/\/[\w.-]+\/npm\/monaco-editor@[^'"]*/g, '');
    return out === code ? null : { code: out, map: null };
  },
};

// Sucrase checks its options against generated type descriptions (ts-interface-checker, ~40 KB) when its module is
// evaluated and on every call: in the preview worker that is script to fetch and compile, and code run, before the
// first preview, for options that are constants (utils/fast-transform.ts; the unit tests, built without this plugin,
// still check them). Sucrase's entry gets a `validateOptions` that does nothing. If Sucrase's layout changes, nothing
// matches and the checks stay. Decision 287; scripts/bench/preview.bench.mjs builds its worker with the same plugin.
const sucraseWithoutOptionChecks: Plugin = {
  name: 'ov-sucrase-without-option-checks',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './Options' || !importer || !/[\\/]sucrase[\\/]dist[\\/]esm[\\/]index\.js$/.test(importer)) return null;
    return '\0sucrase-options';
  },
  load(id) {
    return id === '\0sucrase-options' ? 'export function validateOptions() {}\n' : null;
  },
};

// The landing page's first load in two chunks (docs/performance.md, Landing, third round) instead of ~55: each small chunk adds
// import/export glue that compresses badly on its own (measured: the 52 small first-load files gzip to 48.8 KB one by
// one, 39.1 KB together). `core`: what every page's providers and shell use (React, i18next and the eager catalogs,
// lib/, the shared UI kit, the public header and footer, the landing's icons); `landing`: the landing page itself,
// which no other page imports. Other pages' code keeps the default splitting.
const LANDING_ICONS =
  'arrow-right|at-sign|badge-check|bot|building-complex|check|circle|download|file-code-corner|globe|landmark|layout-dashboard|loader-circle|lock|mail|megaphone|message-square|moon|rocket|shield-check|shield|sparkles|star|store|sun|trending-up|users|wand-sparkles|x';
const CORE = new RegExp(
  [
    String.raw`node_modules/(react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|clsx|class-variance-authority|@radix-ui/react-slot|@radix-ui/react-compose-refs)/`,
    String.raw`node_modules/lucide-react/dist/esm/(Icon|context|createLucideIcon|shared/.*)\.mjs$`,
    String.raw`node_modules/lucide-react/dist/esm/icons/(${LANDING_ICONS})\.mjs$`,
    String.raw`/src/lib/(utils|i18n|language|theme|storage|auth|session|api-client|errors|toast|consent|pending|query-cache|nav)\.tsx?$`,
    String.raw`/src/app/(app|providers)\.tsx$`,
    String.raw`/src/app/layouts/(root-parts|public-layout|brand|controls|site-footer)\.tsx$`,
    String.raw`/src/components/(consent-prompt|pressed-group|page-meta)\.tsx$`,
    String.raw`/src/components/ui/(button|spinner|card|badge|styled)\.tsx$`,
    String.raw`/src/config/(paths|env)\.ts$`,
    String.raw`/src/locales/\w+/(common|errors)\.json$`,
    String.raw`/packages/shared/src/constants\.ts$`,
  ].join('|'),
);
const LANDING = /\/src\/(features\/landing\/|app\/landing-shell\.tsx$|app\/routes\/landing\.tsx$)|\/packages\/shared\/src\/marketplace-seed\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), stripMonacoCdn],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The preview engine runs esbuild-wasm in a module worker.
  worker: { format: 'es', plugins: () => [sucraseWithoutOptionChecks] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/runtime': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'core', test: (id: string) => CORE.test(id.replaceAll('\\', '/')) },
            { name: 'landing', test: (id: string) => LANDING.test(id.replaceAll('\\', '/')) },
          ],
        },
      },
    },
  },
});
