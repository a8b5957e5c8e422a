import { describe, expect, it } from 'vitest';
import { transformSync } from 'esbuild';
import { analyze, detectLang } from './analyze';
import { composeReactApp } from './compose';
import { generateApp, generateCode } from './index';

describe('prompt analysis', () => {
  it.each([
    ['Crée un tableau de bord de surveillance des drones', 'fr'],
    ['Build a fleet dashboard', 'en'],
    ['What does GDPR say about breach notification?', 'en'],
    ['Quelles obligations pour un organisme public ?', 'fr'],
    ['drones', 'fr'],
  ])('language of %j is %s', (prompt, lang) => {
    expect(detectLang(prompt)).toBe(lang);
  });

  it.each([
    ['Alert monitor for intrusion detection', 'alerts'],
    ["Gestion de l'inventaire des munitions", 'inventory'],
    ['Formulaire de demande de permis en plusieurs étapes', 'wizard'],
    ["Contrôle d'accès et habilitations", 'access'],
    ['Secure messaging for patrols', 'messaging'],
    ['Suivi budgétaire avec graphiques', 'budget'],
    ['Weekly intelligence report with export', 'reports'],
    ['Carte des zones frontalières', 'map'],
    ['Kanban des missions', 'tracker'],
    ['Fleet of armored vehicles', 'assets'],
  ])('recognises %j as %s', (prompt, kind) => {
    expect(analyze(prompt).modules).toContain(kind);
  });

  it('matches whole words only: "logistique" is not a log, "formation" is not a form', () => {
    expect(analyze('Application logistique des bases').modules).not.toContain('reports');
    expect(analyze('Plan de formation des agents').modules).not.toContain('wizard');
    expect(analyze('Track shipments for the port').entity.key).not.toBe('ship');
  });

  it('takes an unknown domain noun from the prompt for labels and sample names', () => {
    const fr = analyze('Suivi des colis postaux');
    expect(fr.entity.fr).toEqual({ one: 'colis', many: 'colis' });
    const app = composeReactApp(fr);
    expect(app.files.find((f) => f.path === 'src/i18n.ts')!.content).toContain('Colis suivis');
    expect(app.files.find((f) => f.path === 'src/data.ts')!.content).toContain('"name": "Colis-01 Alpha"');
    expect(analyze('Inventory of spare batteries').entity.en).toEqual({ one: 'battery', many: 'batteries' });
  });

  it('puts the dashboard first, names the domain entity and keeps the title readable', () => {
    const a = analyze('Crée un tableau de bord de surveillance des drones avec alertes, carte des zones et inventaire des pièces détachées');
    expect(a.modules[0]).toBe('dashboard');
    expect(a.entity.key).toBe('drone');
    expect(a.title.length).toBeLessThanOrEqual(60);
    expect(a.title.endsWith(' ')).toBe(false);
    expect(a.title).toMatch(/^Tableau de bord de surveillance des drones/);
  });

  it('detects a plain HTML request and answers with index.html, style.css and script.js', () => {
    expect(analyze('Une page HTML simple en JavaScript pur pour lister les caméras').plain).toBe(true);
    // the provider asks for it when the request's language is html/css/javascript
    const app = generateApp('Une page HTML simple en JavaScript pur pour lister les caméras', { forcePlain: true });
    expect(app.analysis!.plain).toBe(true);
    expect(app.files.map((f) => f.path).sort()).toEqual(['README.md', 'index.html', 'script.js', 'style.css']);
    expect(app.files.find((f) => f.path === 'script.js')!.content).not.toMatch(/innerHTML/);
  });

  it('names sample data after the prompt and writes labels in both languages', () => {
    const app = composeReactApp(analyze('Registre des navires de patrouille'));
    const data = app.files.find((f) => f.path === 'src/data.ts')!.content;
    expect(data).toMatch(/Patrouilleur|Vedette|Frégate|Aviso/);
    const i18n = app.files.find((f) => f.path === 'src/i18n.ts')!.content;
    expect(i18n).toContain("DEFAULT_LANG: Lang = 'fr'");
    expect(i18n).toContain('Registre des navires');
    expect(i18n).toContain('Ships register');
  });

  it('keeps the prompt out of code: quotes, braces and script tags only reach JSON or escaped HTML', () => {
    const app = generateApp('Registre des visiteurs "x" </script><script>alert(1)</script> ${process.exit()} `y` avec nom et badge');
    const html = app.files.find((f) => f.path === 'index.html')!.content;
    expect(html).not.toContain('<script>alert(1)');
    // every source still parses: the prompt reached code only as JSON strings
    for (const f of app.files.filter((x) => /\.tsx?$/.test(x.path))) expect(() => transformSync(f.content, { loader: 'tsx' }), f.path).not.toThrow();
  });

  it('codegen writes python, sql and typescript with a security analysis', () => {
    const py = generateCode('inventory of spare parts', 'python', 'code');
    expect(py.language).toBe('python');
    expect(py.code).toContain('def search(');
    const sql = generateCode('registre des capteurs', 'sql', 'code');
    expect(sql.code).toContain('CREATE TABLE sensors');
    expect(sql.securityAnalysis).toMatch(/Requêtes paramétrées/);
    const ts = generateCode('alert monitor', 'ts', 'web');
    expect(ts.language).toBe('typescript');
    expect(ts.code).toContain('export function AlertMonitor');
  });
});
