import { createBudgetPool, workerOrInProcess, type RunnerTimers } from '../../../platform/workers/budget-pool';
import { repairFile, unchangedFile, type RepairInput, type RepairResult } from './repair';

export type Repair = (input: RepairInput) => Promise<RepairResult>;
export type RepairRunner = {
  repair: Repair;
  close(): Promise<void>;
  /** Threads started so far, whether one is alive now, and repairs waiting for a thread (for tests and logs). */
  stats(): { workersStarted: number; running: boolean; queued: number };
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
  const pool = createBudgetPool<RepairInput, RepairResult>(opts);
  return {
    repair: (input) => pool.run(input, timeoutMs, (aborted) => unchangedFile(input, aborted ? TOO_LONG : STOPPED)),
    stats: pool.stats,
    close: pool.close,
  };
}

/**
 * The built server (dist/main.js) runs repairs in dist/repair-worker.js (apps/server/build.mjs); from the
 * TypeScript sources (tests, `npm run dev`) there is no compiled worker and repairs run in-process.
 */
export const defaultRepair = (moduleUrl: string): Repair =>
  workerOrInProcess(moduleUrl, 'repair-worker.js', repairFile, (workerFile) => createRepairRunner({ workerFile }).repair);
