// The Piscina task that audits a project (runner.ts): ESLint and the parser are CPU-bound for up to about a second
// on a large app, which must not stop the server's event loop. The budget runs on this thread's clock.
import { performance } from 'node:perf_hooks';
import { staticFacts } from '../compliance/static';
import { analyseProject, type AnalyseInput, type Analysis } from './analyse';
import { eslintModule, tsParserModule } from './lint';

// Loaded with the thread, before any task starts: the audit's budget is not spent loading ESLint and TypeScript
// (lint.ts loads them on first use so that the server's main thread does not, decision 242).
eslintModule();
tsParserModule();

export default function analyse(input: AnalyseInput): Analysis {
  const started = performance.now();
  const analysis = analyseProject(input.files, { ms: input.budgetMs, now: () => performance.now() });
  // The compliance check's RGPD facts, read here with the ESLint already loaded (decision 265). They cost about what
  // the audit's own pass did, so they are read only when the audit used at most half its budget: the task then ends
  // well before the pool's limit (budget + grace) and is never stopped for them. Otherwise the check reads them itself.
  if (input.facts && analysis.report.complete && performance.now() - started <= input.budgetMs / 2) return { ...analysis, facts: staticFacts(input.files) };
  return analysis;
}
