import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROMPT_CORPUS } from './corpus';
import { CHROMIUM, loadPrompts, runEval } from './eval/runner';
import { generateApp } from './index';
import { isProjectPath } from '@ov/shared';

describe('offline generator corpus: deterministic, safe paths, runtime imports only', () => {
  it('has at least 40 prompts', () => {
    expect(PROMPT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PROMPT_CORPUS.map((p) => [p]))('%s', (prompt) => {
    const a = generateApp(prompt);
    const b = generateApp(prompt);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    if (a.proposals) {
      // too vague: three proposals, no files, nothing charged
      expect(a.proposals).toHaveLength(3);
      expect(a.files).toEqual([]);
      expect(a.chargeable).toBe(false);
      return;
    }
    expect(a.spec).toBeDefined();
    const paths = a.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['index.html', 'src/main.tsx', 'src/App.tsx']));
    for (const f of a.files) {
      expect(isProjectPath(f.path), f.path).toBe(true);
      expect(f.content.length).toBeGreaterThan(0);
    }
    for (const f of a.files.filter((x) => /\.tsx?$/.test(x.path))) {
      for (const m of f.content.matchAll(/from '([^'.][^']*)'/g)) {
        expect(['react', 'react-dom/client', 'react/jsx-runtime', 'lucide-react', 'recharts']).toContain(m[1]);
      }
    }
  });
});

/**
 * The CI's share of the evaluation (npm run eval:ai runs all of it): 20 prompts of eval/prompts.json, both languages
 * and every category, built, rendered and used in Chromium. Relevance, not just rendering: together the apps show at
 * least 90 % of the nouns and fields their prompts named (none less than half), in the prompt's language, with no
 * serious accessibility violation, and their controls work.
 */
const CI_PROMPTS = ['fr-gov-01', 'fr-gov-06', 'fr-def-01', 'fr-def-05', 'fr-def-10', 'fr-sec-02', 'fr-civ-02', 'fr-civ-09', 'fr-multi-01', 'en-gov-01', 'en-def-03', 'en-def-06', 'en-sec-03', 'en-civ-06', 'en-multi-02', 'fr-tool-01', 'en-tool-02', 'fr-vague-01', 'fr-long-01', 'en-long-03'];

describe.skipIf(!existsSync(CHROMIUM))('offline AI evaluation, CI share: the app asked for, in its language, working', () => {
  it('builds, renders and exercises 20 prompts', async () => {
    const prompts = loadPrompts().filter((p) => CI_PROMPTS.includes(p.id));
    expect(prompts).toHaveLength(20);
    const results = await runEval(prompts, (prompt) => {
      const r = generateApp(prompt);
      return { files: r.files, response: r.summary, proposals: r.proposals, chargeable: r.chargeable };
    });
    for (const r of results) {
      if (r.expectedKind === 'vague') {
        expect(r.vagueOk, r.id).toBe(true);
        continue;
      }
      expect(r.errors, r.id).toEqual([]);
      expect(r.rendered, r.id).toBe(true);
      expect(r.a11y, r.id).toEqual([]);
      // no app entirely beside the request (the 90 % target is over the whole set, as in the issue)
      expect(r.found.length / (r.found.length + r.missing.length), `${r.id} missing ${r.missing.join(', ')}`).toBeGreaterThanOrEqual(0.5);
      expect(r.uiLang, r.id).toBe(r.lang);
      expect(r.answerLang, r.id).toBe(r.lang);
      expect(r.interactions.length, r.id).toBeGreaterThan(0);
      expect(r.interactions.filter((i) => !i.ok), r.id).toEqual([]);
    }
    const apps = results.filter((r) => r.expectedKind !== 'vague');
    const found = apps.reduce((n, r) => n + r.found.length, 0);
    const expected = apps.reduce((n, r) => n + r.found.length + r.missing.length, 0);
    expect(found / expected, apps.filter((r) => r.missing.length).map((r) => `${r.id}: ${r.missing.join(', ')}`).join('; ')).toBeGreaterThanOrEqual(0.9);
  }, 600_000);
});
