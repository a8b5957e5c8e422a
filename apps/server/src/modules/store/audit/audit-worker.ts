// The Piscina task that audits a project (runner.ts): ESLint and the parser are CPU-bound for up to about a second
// on a large app, which must not stop the server's event loop. The budget runs on this thread's clock.
import { performance } from 'node:perf_hooks';
import { analyseProject, type AnalyseInput, type Analysis } from './analyse';
import { eslintModule, tsParserModule } from './lint';

// Loaded with the thread, before any task starts: the audit's budget is not spent loading ESLint and TypeScript
// (lint.ts loads them on first use so that the server's main thread does not, decision 242).
eslintModule();
tsParserModule();

export default function analyse(input: AnalyseInput): Analysis {
  return analyseProject(input.files, { ms: input.budgetMs, now: () => performance.now() });
}
