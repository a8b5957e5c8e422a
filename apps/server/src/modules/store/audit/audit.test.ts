import { describe, expect, it } from 'vitest';
import { generateApp, PROMPT_CORPUS } from '../../ai';
import { auditProject } from './audit';
import { CATALOGUE } from './catalogue';
import { SAMPLES } from './fixtures/corpus';

const unlimited = { ms: Number.POSITIVE_INFINITY, now: () => 0 };
const rulesOf = (path: string, content: string) => [...new Set(auditProject([{ path, content }], unlimited).findings.map((f) => f.rule))].sort();

describe('the audit on the fixture corpus (known-bad and known-good samples)', () => {
  it('holds at least 30 samples, good and bad, and exercises every rule of the catalogue', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(30);
    expect(SAMPLES.filter((s) => s.rules.length === 0).length).toBeGreaterThanOrEqual(8);
    const exercised = new Set(SAMPLES.flatMap((s) => s.rules));
    const ours = Object.keys(CATALOGUE).filter((r) => r.startsWith('ov/') || r.startsWith('no-unsanitized/'));
    expect(ours.filter((r) => !exercised.has(r))).toEqual([]);
  });

  it.each(SAMPLES.map((s) => [s.name, s] as const))('%s', (_name, sample) => {
    expect(rulesOf(sample.path, sample.content)).toEqual([...sample.rules].sort());
  });
});

describe('a finding', () => {
  it('has its place, an excerpt, advice in French and English, and a stable id that survives unrelated lines moving', () => {
    const code = 'const a = 1;\nexport const run = (s: string) => eval(s);\n';
    const [f] = auditProject([{ path: 'src/run.ts', content: code }], unlimited).findings;
    expect(f).toMatchObject({ rule: 'ov/no-eval', severity: 'high', file: 'src/run.ts', line: 2, column: 35, excerpt: 'export const run = (s: string) => eval(s);' });
    expect(f!.id).toMatch(/^[0-9a-f]{16}$/);
    expect(f!.advice.fr).toMatch(/fonction/);
    expect(f!.advice.en).toMatch(/function/);
    const moved = auditProject([{ path: 'src/run.ts', content: `// a comment\n\n${code}` }], unlimited).findings[0]!;
    expect(moved.line).toBe(4);
    expect(moved.id).toBe(f!.id);
  });

  it('two identical lines get two ids; a key format is critical and its excerpt does not repeat the secret', () => {
    const key = ['AKIA', 'Z3QX7B2LMN4P5R6T'].join('');
    const r = auditProject([{ path: 'a.js', content: `eval(x);\neval(x);\nconst k = "${key}";\n` }], unlimited);
    const evals = r.findings.filter((f) => f.rule === 'ov/no-eval');
    expect(new Set(evals.map((f) => f.id)).size).toBe(2);
    const secret = r.findings.find((f) => f.rule === 'ov/hardcoded-secret')!;
    expect(secret.severity).toBe('critical');
    expect(secret.excerpt).not.toContain(key);
    expect(r.findings[0]!.severity).toBe('critical');
  });

  it('an unparsable file is a finding with the parser’s message, and the other files are still audited', () => {
    const r = auditProject([{ path: 'src/bad.tsx', content: 'export const A = () => <div>\n' }, { path: 'src/ok.ts', content: 'eval(s);\n' }], unlimited);
    expect(r.complete).toBe(true);
    expect(r.filesAudited).toBe(2);
    expect(r.findings.map((f) => f.rule).sort()).toEqual(['ov/no-eval', 'ov/parse-error']);
    expect(r.findings.find((f) => f.rule === 'ov/parse-error')!.excerpt).toMatch(/Parsing error/);
  });
});

describe('the time budget (an injected clock, never the wall clock)', () => {
  it('stops before the next file once the budget is spent and says which files were not audited', () => {
    let t = 0;
    const clock = { ms: 150, now: () => t };
    const files = ['c.ts', 'a.ts', 'b.ts', 'readme.md'].map((path) => ({ path, content: 'eval(s);\n' }));
    // the start reads 0, then each reading advances 60: a.ts is checked at 60, b.ts at 120, c.ts at 180 (past 150)
    const r = auditProject(files, { ...clock, now: () => (t += 60) - 60 });
    expect(r.complete).toBe(false);
    expect(r.filesAudited).toBe(2);
    expect(r.notAudited).toEqual(['c.ts']);
    expect(r.findings.map((f) => f.file)).toEqual(['a.ts', 'b.ts']);
    expect(r.budgetMs).toBe(150);
  });

  it('a budget of 0 audits nothing and says so', () => {
    const r = auditProject([{ path: 'a.ts', content: 'eval(s)' }], { ms: 0, now: () => 0 });
    expect(r).toMatchObject({ complete: false, filesAudited: 0, notAudited: ['a.ts'], findings: [] });
  });
});

describe('the offline generator’s own apps (no false positive)', () => {
  const prompts = PROMPT_CORPUS.filter((_p, i) => i % 4 === 0).slice(0, 6);
  it.each(prompts.flatMap((p) => [[p, false], [p, true]] as const))('%s (plain: %s) has no high or critical finding', (prompt, plain) => {
    const app = generateApp(prompt, { plain });
    expect(app.files.length).toBeGreaterThan(0);
    const r = auditProject(app.files, unlimited);
    expect(r.complete).toBe(true);
    expect(r.findings.filter((f) => f.severity === 'critical' || f.severity === 'high')).toEqual([]);
    expect(r.findings.filter((f) => f.rule === 'ov/import-outside-runtime' || f.rule === 'ov/parse-error')).toEqual([]);
  });

  it('is deterministic: the same files give the same report', () => {
    const app = generateApp(PROMPT_CORPUS[0]!);
    expect(JSON.stringify(auditProject(app.files, unlimited))).toBe(JSON.stringify(auditProject([...app.files].reverse(), unlimited)));
  });
});
