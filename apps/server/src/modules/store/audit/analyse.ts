import { auditProject, isAudited } from './audit';
import { measure, type Metrics, type Tree } from './metrics';
import type { StaticFacts } from '../compliance/static';
import type { AuditBudget, AuditReport, ProjectFile } from './types';

/**
 * `facts`: the audit's thread also reads the compliance check's RGPD facts (compliance/static.ts), with the ESLint
 * and TypeScript it has loaded, so that the server's main thread never loads them (decision 265).
 */
export type AnalyseInput = { files: ProjectFile[]; budgetMs: number; facts?: boolean };
/** `facts` is there when asked for and read (see audit-worker.ts); otherwise the compliance check reads them itself. */
export type Analysis = { report: AuditReport; metrics: Metrics; facts?: StaticFacts };

/** The audit and the measures a listing version needs, in one pass over the files (what the worker runs). */
export function analyseProject(files: readonly ProjectFile[], budget: AuditBudget): Analysis {
  const trees = new Map<string, Tree | null>();
  const report = auditProject(files, budget, (path, tree) => trees.set(path, tree));
  return { report, metrics: measure(files, trees) };
}

/** The answer when the audit could not finish at all (its thread was stopped): nothing audited, said so. */
export function unfinishedAnalysis(input: AnalyseInput, tools: AuditReport['tools'] = []): Analysis {
  const notAudited = input.files.map((f) => f.path).filter(isAudited).sort();
  return {
    report: { version: 1, findings: [], filesAudited: 0, complete: false, notAudited, budgetMs: input.budgetMs, tools },
    metrics: measure([]),
  };
}
