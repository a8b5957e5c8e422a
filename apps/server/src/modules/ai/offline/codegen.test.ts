import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { transformSync } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { typeErrors } from '../testing/type-errors';
import { CHROMIUM } from './eval/runner';
import { generateApp, generateCode } from './index';

/*
 * sentinel-codegen and the plain HTML/CSS/JS project go through understand → AppSpec → generate (issue 15 point 8):
 * the code compiles, holds what was asked (the records and their fields) and speaks the prompt's language.
 */

const ACCESS = "Une liste de contrôle d'accès avec badge et heure";
const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('sentinel-codegen writes the records the prompt names', () => {
  it('TypeScript: one React component that type-checks, with the fields asked for, in French', () => {
    const r = generateCode(ACCESS, 'typescript');
    expect(r.language).toBe('typescript');
    expect(r.chargeable).toBeUndefined();
    expect(r.code).toMatch(/export function \w+List\(/);
    for (const label of ['"label": "Badge"', '"label": "Heure"', '"save": "Enregistrer"', '"lang": "fr"']) expect(r.code).toContain(label);
    expect(r.explanation).toMatch(/^Code typescript pour « Liste de contrôle d'accès » .*Badge, Heure/);
    expect(typeErrors([{ path: 'src/Component.tsx', content: r.code }])).toEqual([]);
  }, 60_000);

  it('TypeScript in English for an English prompt, and the editor’s file context is not read as the request', () => {
    const prompt = 'An access log with badge number and entry time\n\n```src/App.tsx\nexport const inventaire = "munitions, stocks, seuils";\n```';
    const r = generateCode(prompt, 'ts');
    expect(r.code).toContain('"save": "Save"');
    expect(r.code).not.toMatch(/munition/i);
    expect(r.explanation).toMatch(/^typescript code for "/);
    expect(typeErrors([{ path: 'src/Component.tsx', content: r.code }])).toEqual([]);
  }, 60_000);

  it('JavaScript: the plain app script, which parses, builds the DOM with textContent only and names the fields', () => {
    const r = generateCode(ACCESS, 'javascript');
    expect(r.language).toBe('javascript');
    expect(() => transformSync(r.code, { loader: 'js' })).not.toThrow();
    expect(r.code).not.toMatch(/innerHTML/);
    expect(r.code).toContain('"label": "Badge"');
  });

  it('SQL: a table per record with a typed column per field, sample rows and a parameterised search that run in PostgreSQL', async () => {
    const r = generateCode('registre des capteurs', 'sql');
    expect(r.code).toMatch(/CREATE TABLE capteurs \(/);
    expect(r.code).toMatch(/identifiant\s+text NOT NULL/);
    expect(r.securityAnalysis).toMatch(/Requêtes paramétrées/);
    const db = new PGlite();
    try {
      const [ddl, select] = r.code.split(/^-- Search:.*$/m);
      await db.exec(ddl!);
      const all = await db.query(select!, [null]);
      expect(all.rows.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);

  it.runIf(hasPython)('Python: a dataclass per record with its fields, sample rows and search(), which runs', () => {
    const r = generateCode('inventory of spare parts with name, reference and quantity', 'python');
    expect(r.language).toBe('python');
    expect(r.code).toContain('def search(');
    expect(r.code).toMatch(/quantity: float/);
    const run = spawnSync('python3', ['-c', r.code], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('a vague request or a tool writes nothing to charge and says what to ask, in the prompt’s language', () => {
    const vague = generateCode('fais un truc cool', 'typescript');
    expect(vague.chargeable).toBe(false);
    expect(vague.explanation).toMatch(/trop vague/);
    expect(vague.code.split('\n').filter(Boolean).every((l) => l.startsWith('// '))).toBe(true);
    const tool = generateCode('A stopwatch with laps', 'python');
    expect(tool.chargeable).toBe(false);
    expect(tool.explanation).toMatch(/Create App/);
    expect(tool.code.startsWith('# ')).toBe(true);
  });

  it('keeps the prompt out of code: quotes and script tags only reach JSON strings', () => {
    const r = generateCode('Registre des visiteurs "x" </script><script>alert(1)</script> ${process.exit()} `y` avec nom et badge', 'javascript');
    expect(() => transformSync(r.code, { loader: 'js' })).not.toThrow();
    const html = generateCode('Registre des visiteurs </title><script>alert(1)</script> avec nom', 'html').code;
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('a plain HTML/CSS/JS project (the request’s language is html, css or javascript)', () => {
  const app = generateApp('Une page HTML simple en JavaScript pur pour lister les caméras avec nom, zone et date d’installation', { plain: true });
  const file = (p: string) => app.files.find((f) => f.path === p)!.content;

  it('is index.html, style.css, script.js and README.md, in French, and keeps no spec (it is not regenerated by instruction)', () => {
    expect(app.files.map((f) => f.path).sort()).toEqual(['README.md', 'index.html', 'script.js', 'style.css']);
    expect(file('index.html')).toContain('<html lang="fr">');
    expect(file('script.js')).not.toMatch(/innerHTML/);
    expect(app.appType).toBe('html');
    expect(app.spec).toBeUndefined();
    expect(app.summary).toMatch(/^✅ J’ai créé/);
  });

  it('claims only what the plain app does, says what it left out, and shows the marking', () => {
    const asked = generateApp('Tableau de bord HTML des incidents de sécurité, diffusion restreinte, avec graphiques, tri et modification', { plain: true });
    const features = asked.summary.split('**Fonctionnalités**')[1]!.split('\n\n')[0]!;
    expect(features).toMatch(/recherche/);
    expect(features).not.toMatch(/\btri\b|modification|graphique|tableau de bord/i);
    expect(asked.summary).toMatch(/non inclus : .*tableau de bord/);
    expect(asked.files.find((f) => f.path === 'script.js')!.content).toContain('"classification": "DIFFUSION RESTREINTE"');
  });

  it.skipIf(!existsSync(CHROMIUM))('runs in Chromium: the fields are the columns and the form adds a record', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const html = file('index.html')
        .replace('<link rel="stylesheet" href="style.css" />', () => `<style>${file('style.css')}</style>`)
        .replace('<script src="script.js"></script>', () => `<script>${file('script.js')}</script>`);
      await page.setContent(html);
      const headers = await page.locator('th').allTextContents();
      expect(headers).toEqual(expect.arrayContaining(['Nom', 'Zone']));
      const before = await page.locator('tbody tr').count();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/erreurs/);
      const samples: Record<string, string> = { date: '2026-11-25', time: '08:30', number: '3', email: 'a@example.org', url: 'https://example.org', text: 'Caméra du hall' };
      for (const input of await page.locator('form [aria-invalid="true"]').all()) {
        if ((await input.evaluate((n) => n.tagName)) === 'SELECT') await input.selectOption({ index: 1 });
        else await input.fill(samples[(await input.getAttribute('type')) ?? 'text'] ?? 'Caméra du hall');
      }
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(() => page.locator('tbody tr').count()).toBe(before + 1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
