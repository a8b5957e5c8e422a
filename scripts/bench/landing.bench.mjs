#!/usr/bin/env node
// Landing page benchmark (DESIGN §9): JS shipped on first load (gzip), proof that no editor code loads,
// LCP in headless Chromium, and Lighthouse mobile scores (performance ≥ 95, accessibility 100).
// Runs the built server (builds first when dist is missing, or with LANDING_BENCH_BUILD=1) on a free
// port with a temporary DATA_DIR, and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
/* global window, document */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('../..', import.meta.url).pathname;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LANDING_BENCH_RUNS ?? 3);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.env.LANDING_BENCH_BUILD === '1' || !existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(join(root, 'apps/server/dist/main.js'))) {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const port = await new Promise((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'landing-bench-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret', NODE_ENV: 'production', RATE_LIMIT_DISABLED: '1' },
});
const base = `http://127.0.0.1:${port}`;
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 120) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

// 1. JS on first load: every script the page fetches until the network is idle, gzip-compressed here
//    (level 9 like `vite build`'s report), split into "before load" and "after load" (idle prefetches).
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
const loads = [];
for (let run = 0; run < RUNS; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fr-FR' });
  const page = await ctx.newPage();
  const scripts = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', async (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    const phase = loaded ? 'after-load' : 'before-load';
    try {
      const body = await res.body();
      scripts.push({ url: url.replace(base, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, phase });
    } catch {
      // redirects / aborted
    }
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  const h1 = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
  loads.push({ scripts, lcp, h1 });
  await ctx.close();
}
await browser.close();

const first = loads[0];
const total = first.scripts.reduce((s, x) => s + x.gzip, 0);
const before = first.scripts.filter((x) => x.phase === 'before-load').reduce((s, x) => s + x.gzip, 0);
const editorish = first.scripts.filter((x) => /monaco|esbuild|editor|bundler|worker|preview/i.test(x.url));
console.log(`landing h1: ${first.h1}`);
console.log(`landing JS (gzip -9): ${kb(total)} in ${first.scripts.length} files (${kb(before)} before the load event) — target ≤ 120 KB (DESIGN §9)`);
for (const s of [...first.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.phase.padEnd(11)} ${s.url}`);
console.log(`editor/preview code on the landing: ${editorish.length ? editorish.map((s) => s.url).join(', ') : 'none'}`);
console.log(`LCP (Chromium, no throttling, median of ${RUNS}): ${median(loads.map((l) => l.lcp)).toFixed(0)} ms`);

// 2. Lighthouse, default mobile config (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown).
if (process.env.LANDING_BENCH_LIGHTHOUSE === '0') {
  console.log('lighthouse: skipped (LANDING_BENCH_LIGHTHOUSE=0)');
  process.exit(0);
}
let lighthouse;
let launch;
try {
  lighthouse = (await import('lighthouse')).default;
  ({ launch } = await import('chrome-launcher'));
} catch {
  console.log('lighthouse: not installed (npm i -D lighthouse@^12), skipped');
  process.exit(0);
}
const results = [];
const noMetrics = [];
// DESIGN §9 reads the median of 5 Lighthouse runs.
const LH_RUNS = Number(process.env.LANDING_BENCH_LH_RUNS ?? 5);
for (let run = 0; run < LH_RUNS; run++) {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const r = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = r.lhr;
    const a = lhr.audits;
    // A run Lighthouse could not measure (a trace it could not read, on a loaded machine) has no metrics: it is
    // counted apart, never as a score of 0 in the median.
    if (lhr.runtimeError || lhr.categories.performance.score === null || a['total-blocking-time']?.numericValue === undefined) {
      noMetrics.push(lhr.runtimeError?.code ?? 'no metrics');
      continue;
    }
    results.push({
      perf: Math.round(lhr.categories.performance.score * 100),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      si: a['speed-index'].numericValue,
      failedA11y: Object.values(a).filter((x) => x.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === x.id)).map((x) => x.id),
    });
  } finally {
    await chrome.kill();
  }
}
if (noMetrics.length) console.log(`lighthouse: ${noMetrics.length} of ${LH_RUNS} runs returned no metrics (${noMetrics.join(', ')}); not counted`);
if (!results.length) {
  console.log('lighthouse: no run returned metrics');
  process.exit(0);
}
const m = (k) => median(results.map((r) => r[k]));
console.log(`lighthouse mobile, ${results.length} runs: performance ${results.map((r) => r.perf).join(', ')} (median ${m('perf')}, target 100 with TBT ≤ 50 ms); accessibility ${results.map((r) => r.a11y).join(', ')} (target 100)`);
console.log(`  median FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, Speed Index ${(m('si') / 1000).toFixed(2)} s`);
const failed = [...new Set(results.flatMap((r) => r.failedA11y))];
if (failed.length) console.log(`  failing accessibility audits: ${failed.join(', ')}`);
process.exit(0);
