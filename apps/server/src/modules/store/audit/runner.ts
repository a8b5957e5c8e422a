import { performance } from 'node:perf_hooks';
import { createBudgetPool, workerFileOf, type RunnerTimers } from '../../../platform/workers/budget-pool';
import { analyseProject, unfinishedAnalysis, type AnalyseInput, type Analysis } from './analyse';

export type Analyse = (input: AnalyseInput) => Promise<Analysis>;
export type AuditRunner = { analyse: Analyse; release(): Promise<boolean>; close(): Promise<void>; stats(): { workersStarted: number; running: boolean; queued: number } };
export type { RunnerTimers };

/**
 * Audits in a Piscina pool (audit-worker.js), as the offline repairs do (ai/offline/repair-runner.ts, decision 156).
 * The audit keeps its own budget between files; past `budgetMs + graceMs` (a single huge file, a thread that
 * hangs) the thread is ended and the answer is an incomplete report listing every file as not audited.
 */
export function createAuditRunner(opts: { workerFile: string; graceMs?: number; idleMs?: number; maxThreads?: number; timers?: RunnerTimers }): AuditRunner {
  const pool = createBudgetPool<AnalyseInput, Analysis>(opts);
  return {
    analyse: (input) => pool.run(input, input.budgetMs + (opts.graceMs ?? 5_000), () => unfinishedAnalysis(input)),
    stats: pool.stats,
    release: pool.release,
    close: pool.close,
  };
}

/** What the store service audits with: `release` ends the audit's thread at once (after the sample seed, decision 265). */
export type AuditWorker = { analyse: Analyse; release(): Promise<boolean> };

/**
 * The built server (dist/main.js) audits in dist/audit-worker.js (apps/server/build.mjs); from the TypeScript
 * sources (tests, `npm run dev`) there is no compiled worker and the audit runs in-process.
 */
export function defaultAuditWorker(moduleUrl: string): AuditWorker {
  const file = workerFileOf(moduleUrl, 'audit-worker.js');
  if (!file) return { analyse: async (input) => analyseProject(input.files, { ms: input.budgetMs, now: () => performance.now() }), release: async () => true };
  let runner: AuditRunner | null = null;
  return { analyse: (input) => (runner ??= createAuditRunner({ workerFile: file })).analyse(input), release: async () => (runner ? runner.release() : true) };
}

export const defaultAnalyse = (moduleUrl: string): Analyse => defaultAuditWorker(moduleUrl).analyse;
