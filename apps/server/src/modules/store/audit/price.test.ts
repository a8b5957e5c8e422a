import { describe, expect, it } from 'vitest';
import { generateApp, PROMPT_CORPUS } from '../../ai';
import { analyseProject } from './analyse';
import { measure, type Metrics } from './metrics';
import { PRICE_MIN, PRICE_STEP, suggestPrice } from './price';

const tiny: Metrics = { files: 1, lines: 3, components: 0, complexity: 0, features: [], imports: [] };

describe('complexity and the suggested price', () => {
  it('measures files, lines, components, a cyclomatic estimate and features from the syntax tree', () => {
    const m = measure([
      { path: 'src/App.tsx', content: 'import { BarChart } from "recharts";\nexport function App() {\n  if (a && b) return <form onSubmit={go}><table /></form>;\n  return <BarChart />;\n}\n\nfunction go() {}\n' },
      { path: 'README.md', content: '# x\n' },
    ]);
    expect(m).toEqual({ files: 1, lines: 6, components: 1, complexity: 4, features: ['charts', 'forms', 'tables'], imports: ['recharts'] });
  });

  it('measures the same from the audit’s own syntax trees as from a parse of its own, unparsable files included', () => {
    const files = [...generateApp(PROMPT_CORPUS[2]!).files, { path: 'src/Broken.tsx', content: 'export const A = () => <div>;\n' }];
    expect(analyseProject(files, { ms: Number.POSITIVE_INFINITY, now: () => 0 }).metrics).toEqual(measure(files));
  });

  it('a tiny app costs the minimum; amounts are always on the step; the rationale adds up', () => {
    expect(suggestPrice(tiny, 'other', 'private').amount).toBe(Math.max(PRICE_MIN, 2000));
    const app = measure(generateApp(PROMPT_CORPUS[0]!).files);
    for (const cat of ['security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other'] as const)
      for (const buyers of ['government', 'private', 'both'] as const) {
        const p = suggestPrice(app, cat, buyers);
        expect(p.amount % PRICE_STEP).toBe(0);
        expect(p.amount).toBeGreaterThanOrEqual(PRICE_MIN);
        const sum = p.rationale.reduce((s, l) => s + ('amount' in l ? l.amount : 0), 0);
        const factor = p.rationale.reduce((f, l) => f * ('factor' in l ? l.factor : 1), 1);
        expect(p.amount).toBe(Math.max(PRICE_MIN, Math.round((sum * factor) / PRICE_STEP) * PRICE_STEP));
        for (const l of p.rationale) expect(l.label.fr.length * l.label.en.length).toBeGreaterThan(0);
      }
  });

  it('more code, features, a defense category and public buyers cost more', () => {
    const small = suggestPrice({ ...tiny, lines: 300 }, 'productivity', 'private').amount;
    const big = suggestPrice({ ...tiny, lines: 3000, components: 10, complexity: 300, features: ['charts', 'maps'] }, 'productivity', 'private').amount;
    expect(big).toBeGreaterThan(small);
    expect(suggestPrice({ ...tiny, lines: 3000 }, 'defense', 'government').amount).toBeGreaterThan(suggestPrice({ ...tiny, lines: 3000 }, 'other', 'private').amount);
    expect(suggestPrice({ ...tiny, lines: 3000 }, 'defense', 'government').rationale.map((l) => l.label.fr)).toContain('Catégorie défense : × 1,4');
  });
});
