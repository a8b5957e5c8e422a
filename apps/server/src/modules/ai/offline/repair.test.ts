import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateApp } from './index';
import { editDistance, repairFile, type RepairError } from './repair';

// A dashboard App.tsx as the first offline generator wrote it (fixtures/): the repair cases below are written against
// its lines, so they do not move when the generator changes. The last case runs on what the generator writes now.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const APP = fixture('dashboard-app.fr.tsx.txt');
const APP_EN = fixture('dashboard-app.en.tsx.txt');

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
const runtime = (message: string, line?: number): RepairError => ({ kind: 'runtime', message, ...(line ? { line } : {}) });
const build = (message: string, line?: number): RepairError => ({ kind: 'build', message, ...(line ? { line } : {}) });

/** The e2e journey's typo (e2e/editor-done-when.spec.ts, withTypo). */
function withTypo(code: string) {
  const lines = code.split('\n');
  const index = lines.findIndex((l) => l.includes('useState(SECTIONS'));
  lines[index] = lines[index]!.replace('useState(SECTIONS', 'useStat(SECTIONS');
  return { code: lines.join('\n'), line: index + 1 };
}

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('useStat', 'useState')).toBe(1);
    expect(editDistance('Buton', 'Button')).toBe(1);
    expect(editDistance('useSatte', 'useState')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
  });
});

describe('repairFile: misspelled names', () => {
  for (const [lang, app] of [['fr', APP], ['en', APP_EN]] as const) {
    it(`gives back the generated App.tsx from the e2e typo (${lang})`, async () => {
      const broken = withTypo(app);
      expect(broken.code).not.toBe(app);
      const r = await repairFile({ path: 'src/App.tsx', content: broken.code, error: runtime('useStat is not defined', broken.line), lang });
      expect(r.changed).toBe(true);
      expect(r.content).toBe(app);
      expect(r.explanation).toContain(lang === 'fr' ? '« useStat » remplacé par « useState »' : '"useStat" replaced by "useState"');
    });
  }

  it('gives back the App.tsx the generator writes now, from a misspelled hook', async () => {
    const app = generateApp('Registre des visiteurs du ministère avec nom, badge et heure d’entrée').files.find((f) => f.path === 'src/App.tsx')!.content;
    const lines = app.split('\n');
    const index = lines.findIndex((l) => /\buseState\b/.test(l) && !l.startsWith('import'));
    expect(index).toBeGreaterThan(0);
    lines[index] = lines[index]!.replace(/\buseState\b/, 'useStat');
    const r = await repairFile({ path: 'src/App.tsx', content: lines.join('\n'), error: runtime('useStat is not defined', index + 1), lang: 'fr' });
    expect(r.changed).toBe(true);
    expect(r.content).toBe(app);
  });

  it('fixes the typo from the TypeScript wording and from a build error without a name', async () => {
    const broken = withTypo(APP);
    const a = await repairFile({ path: 'src/App.tsx', content: broken.code, error: build("Cannot find name 'useStat'.", broken.line), lang: 'en' });
    expect(a.content).toBe(APP);
    const b = await repairFile({ path: 'src/App.tsx', content: broken.code, error: runtime('Something failed', broken.line), lang: 'en' });
    expect(b.content).toBe(APP);
  });

  it('fixes a misspelled JSX component (opening and closing tags) and a misspelled icon', async () => {
    const src = `import { Button } from './Button';\nimport { Shield } from 'lucide-react';\n\nexport function Panel() {\n  return (\n    <div>\n      <Buton onClick={() => {}}>OK</Buton>\n      <Sheild size={12} />\n    </div>\n  );\n}\n`;
    const good = src.replace(/Buton/g, 'Button').replace('Sheild', 'Shield');
    const r = await repairFile({ path: 'src/Panel.tsx', content: src, error: runtime('Buton is not defined', 7), lang: 'fr' });
    expect(r.content).toBe(src.replace(/Buton/g, 'Button'));
    const r2 = await repairFile({ path: 'src/Panel.tsx', content: r.content, error: runtime('Sheild is not defined', 8), lang: 'fr' });
    expect(r2.content).toBe(good);
  });

  it('adds a missing React hook import to the existing react import', async () => {
    const src = `import { useState } from 'react';\n\nexport function Clock() {\n  const [n, setN] = useState(0);\n  useEffect(() => {\n    const id = setInterval(() => setN((x) => x + 1), 1000);\n    return () => clearInterval(id);\n  }, []);\n  return <p>{n}</p>;\n}\n`;
    const r = await repairFile({ path: 'src/Clock.tsx', content: src, error: runtime('useEffect is not defined', 5), lang: 'en' });
    expect(r.changed).toBe(true);
    expect(r.content).toBe(src.replace("import { useState } from 'react';", "import { useState, useEffect } from 'react';"));
    expect(r.explanation).toContain('Added the import of "useEffect" from "react"');
  });

  it('adds a missing import line for a lucide icon and for a misspelled hook without any react import', async () => {
    const src = `export function Alarm() {\n  const [on] = useStte(false);\n  return <span>{on ? <BellRing size={14} /> : null}</span>;\n}\n`;
    const r1 = await repairFile({ path: 'src/Alarm.tsx', content: src, error: runtime('useStte is not defined', 2), lang: 'en' });
    expect(r1.content).toBe(`import { useState } from 'react';\n` + src.replace('useStte', 'useState'));
    const r2 = await repairFile({ path: 'src/Alarm.tsx', content: r1.content, error: runtime('BellRing is not defined', 4), lang: 'en' });
    expect(r2.content.split('\n').slice(0, 2)).toEqual([`import { useState } from 'react';`, `import { BellRing } from 'lucide-react';`]);
  });
});

describe('repairFile: syntax slips', () => {
  it('closes a parenthesis at the reported line', async () => {
    const good = APP;
    const broken = good.replace("const section = SECTIONS.find((s) => s.id === active) ?? SECTIONS[0]!;", "const section = SECTIONS.find((s) => s.id === active ?? SECTIONS[0]!;");
    expect(broken).not.toBe(good);
    const r = await repairFile({ path: 'src/App.tsx', content: broken, error: build('Expected ")" but found ";"', lineOf(broken, 'const section')), lang: 'fr' });
    expect(r.changed).toBe(true);
    expect(r.explanation).toContain('« ) » manquant ajouté');
    // syntactically valid again; the parenthesis closes the call
    expect(r.content).toContain("const section = SECTIONS.find((s) => s.id === active ?? SECTIONS[0]!);");
  });

  it('closes an unclosed JSX tag before its parent closes', async () => {
    const good = APP;
    const broken = good.replace('<footer className="muted">{t(\'app_footer\')}</footer>', '<footer className="muted">{t(\'app_footer\')}');
    const r = await repairFile({ path: 'src/App.tsx', content: broken, error: build("Unexpected closing \"div\" tag does not match opening \"footer\" tag", lineOf(broken, '<footer')), lang: 'en' });
    expect(r.content).toContain('<footer className="muted">{t(\'app_footer\')}');
    expect(r.content).toMatch(/<footer className="muted">\{t\('app_footer'\)\}\s*<\/footer>\s*<\/div>/);
  });

  it('closes an inline JSX tag', async () => {
    const src = `export function A() {\n  return <div><p>hi</div>;\n}\n`;
    const r = await repairFile({ path: 'src/A.tsx', content: src, error: build('Unexpected closing "div" tag does not match opening "p" tag', 2), lang: 'en' });
    expect(r.content).toBe(`export function A() {\n  return <div><p>hi</p></div>;\n}\n`);
  });

  it('adds a missing comma between object properties and a missing semicolon between statements', async () => {
    const src = `const LIMITS = {\n  low: 10\n  high: 90,\n};\nexport const range = LIMITS.high - LIMITS.low const label = 'x';\n`;
    const r = await repairFile({ path: 'src/limits.ts', content: src, error: build('Expected "}" but found "high"', 3), lang: 'en' });
    expect(r.content).toBe(`const LIMITS = {\n  low: 10,\n  high: 90,\n};\nexport const range = LIMITS.high - LIMITS.low; const label = 'x';\n`);
  });

  it('terminates an unterminated string before the line’s closing punctuation', async () => {
    const src = `export const title = 'Centre opérationnel;\nexport const label = t('menu);\nfunction t(k: string) { return k; }\n`;
    const r = await repairFile({ path: 'src/strings.ts', content: src, error: build('Unterminated string literal', 1), lang: 'fr' });
    expect(r.content).toBe(`export const title = 'Centre opérationnel';\nexport const label = t('menu');\nfunction t(k: string) { return k; }\n`);
  });

  it('adds a missing closing brace at the end of a function', async () => {
    const src = `export function sum(xs: number[]) {\n  let s = 0;\n  for (const x of xs) {\n    s += x;\n  }\n  return s;\n`;
    const r = await repairFile({ path: 'src/sum.ts', content: src, error: build('Unexpected end of file', 7), lang: 'en' });
    expect(r.changed).toBe(true);
    expect(r.content.trimEnd().endsWith('}')).toBe(true);
  });
});

describe('repairFile: runtime reads of undefined', () => {
  it("guards .map on undefined with an empty list at the reported line", async () => {
    const src = `type P = { items?: string[] };\nexport function List({ items }: P) {\n  return <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;\n}\n`;
    const r = await repairFile({ path: 'src/List.tsx', content: src, error: runtime("Cannot read properties of undefined (reading 'map')", 3), lang: 'fr' });
    expect(r.content).toBe(src.replace('{items.map(', '{(items ?? []).map('));
    expect(r.explanation).toContain('une liste vide est utilisée par défaut');
  });

  it('guards a property read with optional chaining', async () => {
    const src = `export function Name({ user }: { user?: { name: string } }) {\n  return <b>{user.name}</b>;\n}\n`;
    const r = await repairFile({ path: 'src/Name.tsx', content: src, error: runtime("Cannot read properties of undefined (reading 'name')", 2), lang: 'en' });
    expect(r.content).toBe(src.replace('{user.name}', '{user?.name}'));
  });
});

describe('repairFile: what it must NOT change', () => {
  it('leaves a name with no close match unchanged and explains it (fr and en)', async () => {
    const src = `export function A() {\n  return <p>{computeRiskScore(3)}</p>;\n}\n`;
    const fr = await repairFile({ path: 'src/A.tsx', content: src, error: runtime('computeRiskScore is not defined', 2), lang: 'fr' });
    expect(fr.changed).toBe(false);
    expect(fr.content).toBe(src);
    expect(fr.explanation).toContain("« computeRiskScore » n'est déclaré nulle part");
    const en = await repairFile({ path: 'src/A.tsx', content: src, error: runtime('computeRiskScore is not defined', 2), lang: 'en' });
    expect(en.content).toBe(src);
    expect(en.explanation).toContain('"computeRiskScore" is not declared');
  });

  it('does not pick between two equally close names', async () => {
    const src = `const cat = 1;\nconst car = 2;\nexport const x = cab + 1;\n`;
    const r = await repairFile({ path: 'src/x.ts', content: src, error: runtime('cab is not defined', 3), lang: 'en' });
    expect(r.changed).toBe(false);
    expect(r.content).toBe(src);
  });

  it('does not rename browser globals or names on other lines', async () => {
    const src = `const sett = new Set<string>();\nexport const n = sett.size + Math.max(1, 2);\nconsole.log(documnt);\n`;
    const r = await repairFile({ path: 'src/x.ts', content: src, error: runtime('Something else broke', 2), lang: 'en' });
    expect(r.changed).toBe(false);
    expect(r.content).toBe(src);
  });

  it('leaves a correct file, a non-code file and an unknown runtime error unchanged with an explanation', async () => {
    const ok = await repairFile({ path: 'src/App.tsx', content: APP, error: runtime("x is not a function", 3), lang: 'en' });
    expect(ok.changed).toBe(false);
    expect(ok.content).toBe(APP);
    expect(ok.explanation).toContain('A value called as a function is not one');
    const css = await repairFile({ path: 'src/styles.css', content: 'a { color: red }', error: build('Unexpected "}"', 1), lang: 'fr' });
    expect(css.content).toBe('a { color: red }');
    expect(css.explanation).toContain("n'est pas du TypeScript");
    const py = await repairFile({ path: 'main.py', content: 'print(1', error: build('SyntaxError', 1), lang: 'en' });
    expect(py.changed).toBe(false);
  });

  it('returns hopelessly broken syntax unchanged', async () => {
    const src = `export function A( {{{ <div <<< ))) '\n`;
    const r = await repairFile({ path: 'src/A.tsx', content: src, error: build('Unexpected', 1), lang: 'en' });
    expect(r.changed).toBe(false);
    expect(r.content).toBe(src);
  });
});
