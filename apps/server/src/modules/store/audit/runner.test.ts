import { describe, expect, it } from 'vitest';
import { generateApp, PROMPT_CORPUS } from '../../ai';
import { staticFacts } from '../compliance/static';
import { analyseProject } from './analyse';
import { createAuditRunner, defaultAnalyse } from './runner';
import { manualTimers, until } from '../../../test/manual-timers';
import { useTestWorker } from '../../../test/worker-build';

const files = generateApp(PROMPT_CORPUS[1]!).files;
const BUDGET = 60_000;

describe('the audit in a worker thread (Piscina pool)', () => {
  // The worker as the server build makes it, its packages (eslint & co.) left out (resolved from apps/server).
  const worker = useTestWorker(new URL('./audit-worker.ts', import.meta.url), 'audit-worker', { packages: 'external' });
  const runner = () => {
    const timers = manualTimers();
    return { r: worker.track(createAuditRunner({ workerFile: worker.file, graceMs: 1000, timers })), timers };
  };

  it('answers what the in-process audit answers', async () => {
    const { r } = runner();
    const inProcess = analyseProject(files, { ms: BUDGET, now: () => 0 });
    const answered = await r.analyse({ files, budgetMs: BUDGET });
    expect(answered).toEqual(inProcess);
    expect(r.stats().workersStarted).toBe(1);
  });

  it('asked for them, the thread also reads the compliance check\'s RGPD facts, the same as the main thread reads them', async () => {
    const { r } = runner();
    const app = [...files, { path: 'src/track.ts', content: "if (ok) localStorage.setItem('k', '1'); fetch('https://cdn.example.com/x.js');" }];
    const answered = await r.analyse({ files: app, budgetMs: BUDGET, facts: true });
    expect(answered.facts).toEqual(staticFacts(app));
    expect(answered.facts?.storage.map((s) => s.api)).toEqual(['localStorage.setItem']);
    expect(answered.facts?.requests.map((q) => q.url)).toEqual(['https://cdn.example.com/x.js']);
    const { facts: _facts, ...rest } = answered;
    expect(rest).toEqual(analyseProject(app, { ms: BUDGET, now: () => 0 }));
    // not asked for: no facts (the compliance check reads them itself)
    expect((await r.analyse({ files: app, budgetMs: BUDGET })).facts).toBeUndefined();
  });

  it('release ends the thread at once when it is idle; the next audit starts another', async () => {
    const { r } = runner();
    await r.analyse({ files, budgetMs: BUDGET });
    expect(r.stats()).toMatchObject({ workersStarted: 1 });
    expect(await r.release()).toBe(true);
    expect(r.stats()).toMatchObject({ running: false, queued: 0 });
    expect((await r.analyse({ files: [{ path: 'a.js', content: 'eval(s)' }], budgetMs: BUDGET })).report.findings.map((f) => f.rule)).toEqual(['ov/no-eval']);
    expect(r.stats().workersStarted).toBe(2);
  });

  it('past its budget and grace the thread is stopped and the report says nothing was audited', async () => {
    const { r, timers } = runner();
    const slow = r.analyse({ files, budgetMs: BUDGET });
    expect(timers.pending()).toEqual([BUDGET + 1000]);
    await until(() => r.stats().workersStarted === 1 && r.stats().queued === 0, 'a thread runs the audit', 1_000_000);
    expect(timers.fire()).toBe(1);
    const answered = await slow;
    expect(answered.report.complete).toBe(false);
    expect(answered.report.findings).toEqual([]);
    expect(answered.report.notAudited.length).toBe(files.filter((f) => /\.(tsx?|jsx?|html?)$/.test(f.path)).length);
  });

  it('from the TypeScript sources (no compiled worker) the audit runs in-process', async () => {
    const analyse = defaultAnalyse(import.meta.url);
    expect((await analyse({ files: [{ path: 'a.js', content: 'eval(s)' }], budgetMs: BUDGET })).report.findings.map((f) => f.rule)).toEqual(['ov/no-eval']);
  });
});
