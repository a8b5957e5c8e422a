#!/usr/bin/env node
// Runs the unit suite (vitest) beside a CPU hog, to prove no test depends on how fast the machine is (issue 14).
// The hog is one busy process per core by default (HOG_WORKERS), at normal priority, and is bounded: it stops
// when the suite ends, or after HOG_MAX_SECONDS (default 1800) whatever happens. Extra arguments go to vitest
// (e.g. `npm run test:loaded -- apps/server`). Exits with vitest's code and prints the load it ran under.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const workers = Number(process.env.HOG_WORKERS ?? availableParallelism());
const maxSeconds = Number(process.env.HOG_MAX_SECONDS ?? 1800);
const HOG = `const end = Date.now() + ${maxSeconds * 1000}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i++) x = (x * 31 + i) | 0; }`;

const hogs = Array.from({ length: workers }, () => spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }));
const stopHogs = () => {
  for (const h of hogs) if (h.exitCode === null && h.signalCode === null) h.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stopHogs(), process.exit(130)));

const loads = [];
const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000);
const started = Date.now();
console.log(`test:loaded: ${workers} CPU hog process(es) beside the unit suite (at most ${maxSeconds} s)`);
const vitest = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
vitest.on('exit', (code, signal) => {
  clearInterval(sampler);
  stopHogs();
  const peak = loads.length ? Math.max(...loads).toFixed(1) : loadavg()[0].toFixed(1);
  const mean = loads.length ? (loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1) : peak;
  console.log(`test:loaded: vitest exited ${code ?? signal} after ${Math.round((Date.now() - started) / 1000)} s; 1-minute load average mean ${mean}, peak ${peak}`);
  process.exit(code ?? 1);
});
