#!/usr/bin/env node
// Preview engine benchmark (DESIGN §9): in headless Chromium, cold time to first preview of the default
// sample project, and edit → preview updated for a 10-file and a 200-file project (median of several runs),
// side by side with native esbuild bundling the same files through the same VFS plugin.
// Targets (DESIGN §9): cold ≤ 400 ms; edit ≤ 16 ms median (10 files), ≤ 40 ms (200 files).
/* global window */
import { build as esbuildBuild } from 'esbuild';
import * as esbuildNative from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const RUNS = Number(process.env.PREVIEW_BENCH_RUNS ?? 7);
const COLD_RUNS = Number(process.env.PREVIEW_BENCH_COLD_RUNS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'preview-bench-'));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => `${ms.toFixed(0)} ms`;

// 1. Runtime libraries and the harness page (the real PreviewFrame, worker and wasm, built by Vite).
if (!existsSync(join(web, 'public/runtime/manifest.json'))) {
  spawnSync(process.execPath, [join(web, 'scripts/build-runtime.mjs')], { stdio: 'inherit' });
}
const req = createRequire(join(web, 'package.json'));
const { build: viteBuild } = await import(pathToFileURL(req.resolve('vite')).href);
const react = (await import(pathToFileURL(req.resolve('@vitejs/plugin-react')).href)).default;
// As apps/web/vite.config.ts builds the worker: Sucrase without its option checks (decision 287).
const sucraseWithoutOptionChecks = {
  name: 'ov-sucrase-without-option-checks',
  enforce: 'pre',
  resolveId: (source, importer) => (source === './Options' && importer && /[\\/]sucrase[\\/]dist[\\/]esm[\\/]index\.js$/.test(importer) ? '\0sucrase-options' : null),
  load: (id) => (id === '\0sucrase-options' ? 'export function validateOptions() {}\n' : null),
};
const dist = join(work, 'dist');
await viteBuild({
  configFile: false,
  root: web,
  logLevel: 'error',
  plugins: [react()],
  resolve: { alias: { '@': join(web, 'src') } },
  worker: { format: 'es', plugins: () => [sucraseWithoutOptionChecks] },
  build: { outDir: dist, emptyOutDir: true, rolldownOptions: { input: join(web, 'src/features/preview/bench/index.html') } },
});

// 2. The same bundler core on native esbuild (compiled from the TypeScript source).
const coreFile = join(work, 'core.mjs');
await esbuildBuild({
  stdin: {
    contents: `export { ProjectBundler } from './utils/project-bundler';\nexport { DEFAULT_SAMPLE_PROJECT } from './samples/default-project';`,
    resolveDir: join(web, 'src/features/preview'),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: coreFile,
  logLevel: 'error',
});
const { ProjectBundler, DEFAULT_SAMPLE_PROJECT } = await import(pathToFileURL(coreFile).href);

// 3. Projects. A probe logs `bench:<mark>` after each commit, through the preview's console bridge.
const probe = (mark) => `import { useEffect } from 'react';\nexport function Probe() {\n  useEffect(() => { console.log('bench:${mark}'); });\n  return <span data-mark="${mark}">${mark}</span>;\n}\n`;
function defaultSample(mark) {
  return DEFAULT_SAMPLE_PROJECT.map((f) =>
    f.path === 'src/App.tsx'
      ? { ...f, content: `import { Probe } from './Probe';\n${f.content.replace('<h1>', '<Probe />\n      <h1>')}` }
      : f,
  ).concat({ path: 'src/Probe.tsx', content: probe(mark) });
}
function synthetic(n, mark) {
  const files = [
    { path: 'index.html', content: '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>' },
    { path: 'src/main.tsx', content: `import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './index.css';\ncreateRoot(document.getElementById('root')!).render(<App />);\n` },
    { path: 'src/index.css', content: 'body { font-family: sans-serif; }\n.item { padding: 2px; }\n' },
  ];
  const comps = n - files.length - 2; // App + Probe
  const imports = [];
  const uses = [];
  for (let i = 0; i < comps; i++) {
    files.push({
      path: `src/components/Widget${i}.tsx`,
      content: `import { useState } from 'react';\nimport type { ReactNode } from 'react';\n\ntype Props = { label: string; children?: ReactNode };\n\nexport function Widget${i}({ label, children }: Props) {\n  const [count, setCount] = useState(${i});\n  const total = Array.from({ length: 5 }, (_, k) => k * ${i}).reduce((a, b) => a + b, 0);\n  return (\n    <div className="item" onClick={() => setCount((c) => c + 1)}>\n      <strong>{label}</strong> #{count} / {total}\n      {children}\n    </div>\n  );\n}\n`,
    });
    imports.push(`import { Widget${i} } from '@/components/Widget${i}';`);
    uses.push(`      <Widget${i} label="w${i}" />`);
  }
  files.push({ path: 'src/App.tsx', content: `import { Probe } from './Probe';\n${imports.join('\n')}\n\nexport default function App() {\n  return (\n    <main>\n      <Probe />\n${uses.join('\n')}\n    </main>\n  );\n}\n` });
  files.push({ path: 'src/Probe.tsx', content: probe(mark) });
  return files;
}
const withMark = (files, mark) => files.map((f) => (f.path === 'src/Probe.tsx' ? { ...f, content: probe(mark) } : f));

// 4. A static server like ours: /runtime/ with CORS * and a long cache, wasm with its MIME type.
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml' };
let initialFiles = null;
const server = createServer((reqst, res) => {
  const url = new URL(reqst.url, 'http://x');
  if (url.pathname.endsWith('/bench/initial.js')) {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    res.end(initialFiles ? `window.__previewInitial = ${JSON.stringify(initialFiles)};` : '');
    return;
  }
  const file = normalize(join(dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
  if (url.pathname.startsWith('/runtime/')) Object.assign(headers, { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=3600' });
  // As the server does (apps/server/src/platform/http/security-headers.ts): the SPA's CSP forbids inline
  // scripts; HTML under /runtime/ is sandboxed with its own CSP.
  if (extname(file) === '.html') {
    headers['content-security-policy'] = url.pathname.startsWith('/runtime/')
      ? "sandbox allow-scripts; default-src 'self' blob: data:; script-src 'self' 'unsafe-inline' blob: data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'"
      : "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; frame-src 'self' blob: data:; style-src 'self' 'unsafe-inline'";
  }
  else if (url.pathname.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const page = `${base}/src/features/preview/bench/index.html`;

const { chromium } = await import('@playwright/test');
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
const results = {};
try {
  // Cold: a fresh browser context (empty cache) per run; time from navigation start to the first commit.
  const cold = [];
  const phases = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    initialFiles = defaultSample(`cold${i}`);
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(page, { waitUntil: 'domcontentloaded' });
    cold.push(await p.evaluate((m) => window.__preview.waitFor(m), `bench:cold${i}`));
    // Where the time went: page scripts, the worker's start (its thread, its script fetched, compiled and evaluated),
    // the warm-up and the first build (Sucrase in the worker; esbuild.wasm loads after it), the frame. The worker's own
    // marks (bundler.worker.ts) are read in the worker and moved to the page's time origin.
    const inPage = await p.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const script = performance.getEntriesByType('resource').find((r) => r.name.includes('bundler.worker'));
      return {
        origin: performance.timeOrigin,
        domContentLoaded: nav?.domContentLoadedEventEnd ?? 0,
        workerCreated: performance.getEntriesByName('preview:worker-created')[0]?.startTime ?? 0,
        workerScriptFetch: script?.startTime ?? 0,
        firstBuildMs: window.__preview.ready[0]?.durationMs ?? 0,
        frameRan: window.__preview.ready[0]?.at ?? 0,
      };
    });
    const bundler = p.workers().find((w) => w.url().includes('bundler.worker'));
    const inWorker = bundler
      ? await bundler.evaluate(() => {
          const at = (name, end) => {
            const e = performance.getEntriesByName(name)[0];
            return e ? e.startTime + (end ? e.duration : 0) : null;
          };
          return { origin: performance.timeOrigin, evaluated: at('preview-worker:evaluated'), warmUpEnd: at('preview-worker:warm-up', true), buildStart: at('preview-worker:first-build'), buildEnd: at('preview-worker:first-build', true) };
        })
      : null;
    // The frame's shell (sandbox.html, then React and the project's icons from /runtime/, decision 261), in parallel.
    const frame = p.frames().find((f) => f !== p.mainFrame());
    const inFrame = frame
      ? await frame
          .evaluate(() => ({
            origin: performance.timeOrigin,
            runtimeLoaded: Math.max(0, ...performance.getEntriesByType('resource').filter((r) => r.name.includes('/runtime/')).map((r) => r.responseEnd)),
          }))
          .catch(() => null)
      : null;
    const shift = inWorker ? inWorker.origin - inPage.origin : 0;
    const moved = (t) => (inWorker && t !== null ? t + shift : NaN);
    phases.push({
      ...inPage,
      workerStarted: inWorker ? shift : NaN,
      workerEvaluated: moved(inWorker?.evaluated ?? null),
      warmUpEnd: moved(inWorker?.warmUpEnd ?? null),
      buildStart: moved(inWorker?.buildStart ?? null),
      buildEnd: moved(inWorker?.buildEnd ?? null),
      frameStarted: inFrame ? inFrame.origin - inPage.origin : NaN,
      runtimeLoaded: inFrame ? inFrame.origin - inPage.origin + inFrame.runtimeLoaded : NaN,
    });
    await ctx.close();
  }
  initialFiles = null;
  const nativeCold = { dev: [], bundle: [] };
  for (const mode of ['dev', 'bundle']) {
    for (let i = 0; i < COLD_RUNS; i++) {
      const b = new ProjectBundler(async () => esbuildNative, 'fr');
      const t = performance.now();
      const r = await b.bundle(defaultSample(`n${i}`), mode);
      nativeCold[mode].push(performance.now() - t);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      await b.dispose();
    }
  }
  results.cold = { browser: median(cold), native: median(nativeCold.dev), nativeBundle: median(nativeCold.bundle), runs: cold };
  const ph = (k) => median(phases.map((x) => x[k])).toFixed(0);
  results.coldPhases = `page DOMContentLoaded ${ph('domContentLoaded')} ms; worker created ${ph('workerCreated')}, its thread started ${ph('workerStarted')}, its script fetched from ${ph('workerScriptFetch')}, evaluated ${ph('workerEvaluated')}, warm-up done ${ph('warmUpEnd')}, first build ${ph('buildStart')}–${ph('buildEnd')} (${ph('firstBuildMs')} ms: Sucrase transforms, esbuild.wasm not needed; decision 065); meanwhile the frame's page started ${ph('frameStarted')}, its runtime files (React, icons) loaded ${ph('runtimeLoaded')}; code ran in the frame ${ph('frameRan')} ms`;

  for (const n of [10, 200]) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(page);
    await p.evaluate(async ({ files }) => {
      window.__preview.setFiles(files);
      await window.__preview.waitFor('bench:warm', 60_000).catch((e) => {
        throw new Error(`${e.message}; events: ${JSON.stringify(window.__preview.events.slice(-8))}; ready: ${JSON.stringify(window.__preview.ready)}`);
      });
    }, { files: synthetic(n, 'warm') });
    const edits = [];
    const bundles = [];
    for (let i = 0; i < RUNS; i++) {
      const files = withMark(synthetic(n, 'warm'), `e${n}-${i}`);
      const r = await p.evaluate(async ({ files, mark }) => {
        const t0 = performance.now();
        window.__preview.setFiles(files);
        const t1 = await window.__preview.waitFor(mark).catch((e) => {
          throw new Error(`${e.message}; events: ${JSON.stringify(window.__preview.events.slice(-8))}`);
        });
        const last = window.__preview.events.length;
        return { total: t1 - t0, last };
      }, { files, mark: `bench:e${n}-${i}` });
      edits.push(r.total);
    }
    // The worker's build time alone for the same edits (incremental esbuild-wasm).
    // The worker's build time alone for the same edits: fast path (dev) and a full esbuild-wasm bundle.
    const wasmBundle = [];
    for (const [mode, into] of [['dev', bundles], ['bundle', wasmBundle]]) {
      for (let i = 0; i < RUNS; i++) {
        const ms = await p.evaluate(async ({ files, mode }) => (await window.__preview.bundleProject(files, { mode })).durationMs, { files: withMark(synthetic(n, 'warm'), `b${mode}${n}-${i}`), mode });
        into.push(ms);
      }
    }
    await ctx.close();
    const native = { dev: [], bundle: [] };
    for (const mode of ['dev', 'bundle']) {
      const nb = new ProjectBundler(async () => esbuildNative, 'fr');
      await nb.bundle(synthetic(n, 'warm'), mode);
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await nb.bundle(withMark(synthetic(n, 'warm'), `n${n}-${i}`), mode);
        native[mode].push(performance.now() - t);
      }
      await nb.dispose();
    }
    results[`edit${n}`] = { browser: median(edits), wasmBuild: median(bundles), wasmBundle: median(wasmBundle), native: median(native.dev), nativeBundle: median(native.bundle), runs: edits };
  }
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
  await esbuildNative.stop?.();
}

const target = { cold: 400, edit10: 16, edit200: 40 }; // DESIGN §9
const line = (name, r, t, extra = '') =>
  `${name.padEnd(34)} ${fmt(r.browser).padStart(8)}  (target ≤ ${t} ms: ${r.browser <= t ? 'met' : 'MISSED'})  native esbuild, same files: fast path (esbuild transforms) ${fmt(r.native)}, full bundle ${fmt(r.nativeBundle)}${extra}`;
const runs = (r) => `  [runs: ${r.runs.map((x) => x.toFixed(0)).join(', ')}]`;
console.log(`preview (median of ${COLD_RUNS} cold / ${RUNS} edit runs, headless Chromium; load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores)`);
console.log(line('cold first preview, default sample', results.cold, target.cold, runs(results.cold)));
console.log(`  cold phases (median, from navigation start): ${results.coldPhases}`);
for (const n of [10, 200]) {
  const r = results[`edit${n}`];
  console.log(line(`edit → preview updated, ${n} files`, r, target[`edit${n}`], `; the worker's build alone: fast path (Sucrase) ${fmt(r.wasmBuild)}, full esbuild-wasm bundle ${fmt(r.wasmBundle)}${runs(r)}`));
}
