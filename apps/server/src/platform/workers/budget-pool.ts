import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as PiscinaModule from 'piscina';
import type { Piscina } from 'piscina';
import { lazyRequire } from '../lazy-require';

// Piscina is read when the first pool is made (the first audit or repair), not at start (decision 267).
const piscina = lazyRequire<typeof PiscinaModule>('piscina', import.meta.url);

/**
 * CPU-bound work off the event loop (the AI repairs, the store's audit): a Piscina pool of worker threads in which
 * every task has a time budget. Past it the task's AbortSignal fires, Piscina ends the thread running it (or drops
 * it from the queue) and the caller's `onFail` answers instead. A thread idle for `idleMs` ends, giving its memory
 * back (5 s by default: the thread holds ESLint or TypeScript, tens of MB; decision 242); the next task starts
 * another. Decision 156.
 */

/**
 * The timers the budget uses. Real ones by default (unref'd, so they never hold the process); tests pass manual
 * ones and fire them, so no test depends on how fast the machine is (decision 093).
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

export type PoolOptions = { workerFile: string; idleMs?: number; maxThreads?: number; timers?: RunnerTimers };

export type BudgetPool<I, O> = {
  /** Runs `input` in a thread; past `budgetMs` (time waiting for a thread included), or if the thread fails, `onFail(aborted)`. */
  run(input: I, budgetMs: number, onFail: (aborted: boolean) => O): Promise<O>;
  /** Threads started so far, whether one is alive now, and tasks waiting for a thread (for tests and logs). */
  stats(): { workersStarted: number; running: boolean; queued: number };
  /**
   * Ends the threads now instead of after `idleMs` when no task is running or waiting (false otherwise): after a
   * known batch (the store's sample seed) nothing more is expected. The next task starts a thread as usual.
   */
  release(): Promise<boolean>;
  close(): Promise<void>;
};

export function createBudgetPool<I, O>(opts: PoolOptions): BudgetPool<I, O> {
  const timers = opts.timers ?? realTimers;
  let workersStarted = 0;
  let active = 0;
  const create = () => {
    const p = new (piscina().Piscina)<I, O>({
      filename: opts.workerFile,
      minThreads: 0,
      // One thread by default: the server runs on small machines (2 cores) and the work is CPU-bound.
      maxThreads: opts.maxThreads ?? 1,
      idleTimeout: opts.idleMs ?? 5_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    p.on('workerCreate', () => workersStarted++);
    // A thread that fails outside a task: its task (if any) is answered by onFail; nothing else to do.
    p.on('error', () => {});
    return p;
  };
  // Made on the first task, and again after release().
  let pool: Piscina<I, O> | null = null;

  return {
    async run(input, budgetMs, onFail) {
      const budget = new AbortController();
      const timer = timers.setTimeout(() => budget.abort(), budgetMs);
      active++;
      try {
        return await (pool ??= create()).run(input, { signal: budget.signal });
      } catch {
        return onFail(budget.signal.aborted);
      } finally {
        active--;
        timers.clearTimeout(timer);
      }
    },
    stats: () => ({ workersStarted, running: (pool?.threads.length ?? 0) > 0, queued: pool?.queueSize ?? 0 }),
    async release() {
      if (active > 0) return false;
      if (!pool) return true;
      const p = pool;
      pool = null;
      await p.destroy();
      return true;
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}

/** The compiled worker `workerName` beside the built server's `moduleUrl`, or null from the TypeScript sources. */
export function workerFileOf(moduleUrl: string, workerName: string): string | null {
  const file = fileURLToPath(new URL(`./${workerName}`, moduleUrl));
  return moduleUrl.endsWith('.js') && existsSync(file) ? file : null;
}

/**
 * The built server (dist/main.js) runs `workerName` (emitted next to it by apps/server/build.mjs) in a pool made by
 * `makeRunner`; from the TypeScript sources (tests, `npm run dev`) there is no compiled worker and `inProcess` runs.
 */
export function workerOrInProcess<I, O>(moduleUrl: string, workerName: string, inProcess: (input: I) => Promise<O>, makeRunner: (workerFile: string) => (input: I) => Promise<O>): (input: I) => Promise<O> {
  const file = workerFileOf(moduleUrl, workerName);
  if (!file) return inProcess;
  let run: ((input: I) => Promise<O>) | null = null;
  return (input) => (run ??= makeRunner(file))(input);
}
