import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { repairFile, unchangedFile, type RepairInput, type RepairResult } from './repair';

export type Repair = (input: RepairInput) => Promise<RepairResult>;
export type RepairRunner = {
  repair: Repair;
  close(): Promise<void>;
  /** Threads started so far, whether one is alive now, and repairs waiting for a thread (for tests and logs). */
  stats(): { workersStarted: number; running: boolean; queued: number };
};

/**
 * The timers the per-repair budget uses. Real ones by default (unref'd, so they never hold the process); tests
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

const TOO_LONG = { fr: 'l’analyse a pris trop de temps.', en: 'the analysis took too long.' };
const STOPPED = { fr: 'l’analyseur s’est arrêté.', en: 'the analyser stopped.' };

/**
 * Runs repairs in a Piscina pool of worker threads (repair-worker.js), so the server keeps answering while
 * TypeScript loads (≈ 0.8 s on the first fix) and while a large file is searched (up to ≈ 1.2 s). Each repair
 * has `timeoutMs` from its request (time waiting for a thread included): past it, its AbortSignal fires, Piscina
 * ends the thread running it (or drops it from the queue), and the answer is the unchanged file with an
 * explanation. A thread idle for `idleMs` ends, giving its memory back; the next repair starts another.
 * See docs/decisions/043-ai-repair-and-free-first-fix.md and 156-repair-pool-with-piscina.md.
 */
export function createRepairRunner(opts: { workerFile: string; timeoutMs?: number; idleMs?: number; maxThreads?: number; timers?: RunnerTimers }): RepairRunner {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const timers = opts.timers ?? realTimers;
  const pool = new Piscina<RepairInput, RepairResult>({
    filename: opts.workerFile,
    minThreads: 0,
    // One thread by default: the server runs on small machines (2 cores) and a repair is CPU-bound.
    maxThreads: opts.maxThreads ?? 1,
    idleTimeout: opts.idleMs ?? 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  let workersStarted = 0;
  pool.on('workerCreate', () => workersStarted++);
  // A thread that fails outside a task: its task (if any) is answered below; nothing else to do.
  pool.on('error', () => {});

  return {
    async repair(input) {
      const budget = new AbortController();
      const timer = timers.setTimeout(() => budget.abort(), timeoutMs);
      try {
        return await pool.run(input, { signal: budget.signal });
      } catch {
        return unchangedFile(input, budget.signal.aborted ? TOO_LONG : STOPPED);
      } finally {
        timers.clearTimeout(timer);
      }
    },
    stats: () => ({ workersStarted, running: pool.threads.length > 0, queued: pool.queueSize }),
    close: () => pool.destroy(),
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
