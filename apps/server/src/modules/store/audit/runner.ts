import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { analyseProject, unfinishedAnalysis, type AnalyseInput, type Analysis } from './analyse';

export type Analyse = (input: AnalyseInput) => Promise<Analysis>;
export type AuditRunner = { analyse: Analyse; close(): Promise<void>; stats(): { workersStarted: number; queued: number } };
export type RunnerTimers = { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };

const realTimers: RunnerTimers = {
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

/**
 * Audits in a Piscina pool (audit-worker.js), as the offline repairs do (ai/offline/repair-runner.ts, decision 156).
 * The audit keeps its own budget between files; past `budgetMs + graceMs` (a single huge file, a thread that
 * hangs) the thread is ended and the answer is an incomplete report listing every file as not audited.
 */
export function createAuditRunner(opts: { workerFile: string; graceMs?: number; idleMs?: number; maxThreads?: number; timers?: RunnerTimers }): AuditRunner {
  const timers = opts.timers ?? realTimers;
  const pool = new Piscina<AnalyseInput, Analysis>({
    filename: opts.workerFile,
    minThreads: 0,
    maxThreads: opts.maxThreads ?? 1,
    idleTimeout: opts.idleMs ?? 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  let workersStarted = 0;
  pool.on('workerCreate', () => workersStarted++);
  pool.on('error', () => {});
  return {
    async analyse(input) {
      const stop = new AbortController();
      const timer = timers.setTimeout(() => stop.abort(), input.budgetMs + (opts.graceMs ?? 5_000));
      try {
        return await pool.run(input, { signal: stop.signal });
      } catch {
        return unfinishedAnalysis(input);
      } finally {
        timers.clearTimeout(timer);
      }
    },
    stats: () => ({ workersStarted, queued: pool.queueSize }),
    close: () => pool.destroy(),
  };
}

/**
 * The built server (dist/main.js) audits in dist/audit-worker.js (apps/server/build.mjs); from the TypeScript
 * sources (tests, `npm run dev`) there is no compiled worker and the audit runs in-process.
 */
export function defaultAnalyse(moduleUrl: string): Analyse {
  const file = fileURLToPath(new URL('./audit-worker.js', moduleUrl));
  if (!moduleUrl.endsWith('.js') || !existsSync(file)) {
    return async (input) => analyseProject(input.files, { ms: input.budgetMs, now: () => performance.now() });
  }
  let runner: AuditRunner | null = null;
  return (input) => (runner ??= createAuditRunner({ workerFile: file })).analyse(input);
}
