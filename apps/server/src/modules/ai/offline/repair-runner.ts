import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { repairFile, unchangedFile, type RepairInput, type RepairResult } from './repair';

export type Repair = (input: RepairInput) => Promise<RepairResult>;
export type RepairRunner = {
  repair: Repair;
  close(): Promise<void>;
  /** How many worker threads this runner has started, and whether one is running now (for tests and logs). */
  stats(): { workersStarted: number; running: boolean };
};

/**
 * The timers the runner's budgets use. Real ones by default (unref'd, so they never hold the process); tests
 * pass manual ones and fire them, so no test depends on how fast the machine is (issue 14, finding 3).
 */
export type RunnerTimers = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const realTimers: RunnerTimers = {
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

type Pending = { id: number; input: RepairInput; resolve: (r: RepairResult) => void };

/**
 * Runs repairs in one worker thread (repair-worker.js), one at a time, so the server keeps answering while
 * TypeScript loads (≈ 0.8 s on the first fix) and while a large file is searched (up to ≈ 1.2 s). A repair
 * that takes longer than `timeoutMs` ends the worker and answers the file unchanged with an explanation;
 * the next repair starts a new worker. An idle worker ends after `idleMs`, giving its memory back.
 * See docs/decisions/043-ai-repair-and-free-first-fix.md.
 */
export function createRepairRunner(opts: { workerFile: string; timeoutMs?: number; idleMs?: number; timers?: RunnerTimers }): RepairRunner {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const idleMs = opts.idleMs ?? 60_000;
  const timers = opts.timers ?? realTimers;
  let worker: Worker | null = null;
  let workersStarted = 0;
  let idleTimer: unknown = null;
  let nextId = 1;
  const queue: Pending[] = [];
  let current: { job: Pending; timer: unknown } | null = null;

  function stopWorker() {
    const w = worker;
    worker = null;
    if (w) void w.terminate();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = new Worker(opts.workerFile, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    workersStarted++;
    w.unref();
    w.on('message', (msg: { id: number; result: RepairResult }) => {
      if (!current || current.job.id !== msg.id) return;
      timers.clearTimeout(current.timer);
      const { job } = current;
      current = null;
      job.resolve(msg.result);
      pump();
    });
    const fail = () => {
      if (worker !== w) return;
      worker = null;
      if (current) {
        timers.clearTimeout(current.timer);
        const { job } = current;
        current = null;
        job.resolve(unchangedFile(job.input, { fr: 'l’analyseur s’est arrêté.', en: 'the analyser stopped.' }));
      }
      pump();
    };
    w.on('error', fail);
    w.on('exit', fail);
    worker = w;
    return w;
  }

  function pump() {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      if (idleTimer) timers.clearTimeout(idleTimer);
      idleTimer = timers.setTimeout(stopWorker, idleMs);
      return;
    }
    if (idleTimer) timers.clearTimeout(idleTimer);
    idleTimer = null;
    const w = ensureWorker();
    const timer = timers.setTimeout(() => {
      if (current?.job !== job) return;
      current = null;
      stopWorker();
      job.resolve(unchangedFile(job.input, { fr: 'l’analyse a pris trop de temps.', en: 'the analysis took too long.' }));
      pump();
    }, timeoutMs);
    current = { job, timer };
    w.postMessage({ id: job.id, input: job.input });
  }

  return {
    repair(input) {
      return new Promise<RepairResult>((resolve) => {
        queue.push({ id: nextId++, input, resolve });
        pump();
      });
    },
    stats: () => ({ workersStarted, running: worker !== null }),
    async close() {
      if (idleTimer) timers.clearTimeout(idleTimer);
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * The built server (dist/main.js) runs repairs in dist/repair-worker.js (apps/server/build.mjs); from the
 * TypeScript sources (tests, `npm run dev`) there is no compiled worker and repairs run in-process.
 */
export function defaultRepair(moduleUrl: string): Repair {
  const file = fileURLToPath(new URL('./repair-worker.js', moduleUrl));
  if (!moduleUrl.endsWith('.js') || !existsSync(file)) return repairFile;
  let runner: RepairRunner | null = null;
  return (input) => (runner ??= createRepairRunner({ workerFile: file })).repair(input);
}
