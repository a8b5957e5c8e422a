#!/usr/bin/env node
// The store's compliance validation (issue 16 §5, decisions 176–179): the largest app the offline generator makes
// from its prompt corpus, built on the server (esbuild) and checked — RGPD from the syntax tree and the rendered
// page, axe-core WCAG 2.1 AA in headless Chromium (when /usr/bin/chromium exists) and in jsdom, ANSSI measures from
// the audit. Times the build alone, then the whole check per engine: a cold run and the median of the next runs.
// Measured, not asserted.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { bundleServer, codeSize as size, largestSampleApp, removeBundle, root } from './bundle-server.mjs';

const { buildApp, checkCompliance, generateApp, PROMPT_CORPUS } = await bundleServer('store-compliance', `export { buildApp, checkCompliance } from './apps/server/src/modules/store/index.ts';
export { generateApp, PROMPT_CORPUS } from './apps/server/src/modules/ai/index.ts';`);

const runtimeDir = join(root, 'apps/web/public/runtime');
if (!existsSync(join(runtimeDir, 'react.js'))) execFileSync(process.execPath, [join(root, 'apps/web/scripts/build-runtime.mjs')], { stdio: 'ignore' });

const largest = largestSampleApp(generateApp, PROMPT_CORPUS);
const now = () => performance.now();
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const f = (x) => x.toFixed(0);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const builds = [];
for (let i = 0; i < 6; i++) {
  const t0 = now();
  const r = await buildApp(largest.files, { budgetMs: 60_000, now });
  if (!r.ok) throw new Error('build failed: ' + JSON.stringify(r.errors));
  builds.push(now() - t0);
}
console.log(`largest sample app ("${largest.prompt}", ${largest.files.length} files, ${size(largest.files)} chars)`);
console.log(`server build (esbuild): cold ${f(builds[0])} ms, median of 5 ${f(median(builds.slice(1)))} ms`);

const ROUNDS = 3;
for (const [engine, chromiumPath] of [['chromium', '/usr/bin/chromium'], ['jsdom', null]]) {
  if (chromiumPath && !existsSync(chromiumPath)) {
    console.log(`${engine}: not installed, skipped`);
    continue;
  }
  const runs = [];
  for (let i = 0; i <= ROUNDS; i++) {
    const t0 = now();
    const c0 = cpuMs();
    const r = await checkCompliance(largest.files, { budgetMs: 120_000, now, chromiumPath, runtimeDir });
    if (r.accessibility_engine !== engine) throw new Error(`expected ${engine}, got ${r.accessibility_engine}: ${JSON.stringify(r.limits)}`);
    const failed = r.controls.filter((c) => c.status === 'fail').map((c) => c.id);
    runs.push({ wall: now() - t0, cpu: cpuMs() - c0, failed });
  }
  const [cold, ...rest] = runs;
  console.log(
    `compliance (${engine}): wall cold ${f(cold.wall)} ms, median of ${ROUNDS} ${f(median(rest.map((r) => r.wall)))} ms, max ${f(Math.max(...rest.map((r) => r.wall)))} ms; ` +
      `this process's CPU median ${f(median(rest.map((r) => r.cpu)))} ms (the browser or jsdom child not counted); failed controls: ${cold.failed.join(', ') || 'none'}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
}
removeBundle('store-compliance');
