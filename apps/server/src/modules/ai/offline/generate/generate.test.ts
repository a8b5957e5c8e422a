import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AppField, AppSpec, GeneratedFile } from '@ov/shared';
import { evaluate } from './app-src/tools/calc';
import { combine, computeFormula, formatResult, FORMULAS, initialText } from './app-src/tools/formulas';
import { convert } from './app-src/tools/units';
import { clampInput, randomBelow } from './app-src/tools/random';
import { toCsv, parseCsv } from './app-src/lib/csv';
import { parseField, patternRegex } from './app-src/lib/validate';
import { formatValue } from './app-src/lib/format';
import { ALERTS, CALC, CHESS, FLEET, FUEL, TRAVEL, VISITORS, spec } from './fixtures';
import { FORMULA_IDS, FORMULA_KEYS } from '../understand/formulas';
import { generateFromSpec, summaryOf } from './index';
import { sampleRows } from './sample';
import { understandPrompt } from '../understand';
import { readAppSources, renderSourcesModule } from './sources';
import { entityText, enArticle, UI } from './strings';
import { CHROMIUM, runEval, type EvalPrompt } from '../eval/runner';
import { typeErrors } from '../../testing/type-errors';

const file = (files: GeneratedFile[], path: string) => files.find((f) => f.path === path)?.content ?? '';

describe('generation from an AppSpec', () => {
  it('sources.generated.ts matches app-src/ (run: npx tsx apps/server/src/modules/ai/offline/generate/build-sources.ts)', () => {
    const dir = fileURLToPath(new URL('./app-src', import.meta.url));
    expect(readFileSync(new URL('./sources.generated.ts', import.meta.url), 'utf8')).toBe(renderSourcesModule(readAppSources(dir)));
  });

  it('keeps every other sample value when an instruction adds a field, so hand edits to sample rows merge (decision 115)', () => {
    const rowsOf = (sp: AppSpec) => {
      const data = file(generateFromSpec(sp).files, 'src/data/visitor.ts');
      return JSON.parse(data.slice(data.indexOf('Rows: VisitorRecord[] = ') + 'Rows: VisitorRecord[] = '.length).replace(/;\s*$/, '')) as Record<string, unknown>[];
    };
    const before = rowsOf(VISITORS);
    const entity = VISITORS.entities[0]!;
    const added: AppSpec = { ...VISITORS, entities: [{ ...entity, fields: [entity.fields[0]!, { key: 'department', label: 'Service visité', type: 'text', required: false }, ...entity.fields.slice(1)] }] };
    const after = rowsOf(added);
    expect(after.map(({ department: _d, ...rest }) => rest)).toEqual(before);
    expect(after.every((r) => typeof r.department === 'string' && r.department.length > 0)).toBe(true);
  });

  it('is deterministic for a spec', () => {
    for (const s of [VISITORS, ALERTS, FLEET, CHESS, CALC]) expect(JSON.stringify(generateFromSpec(s))).toBe(JSON.stringify(generateFromSpec(s)));
  });

  it('builds the visitor register that was asked for: its columns, form fields, CSV headers and sample data', () => {
    const { files } = generateFromSpec(VISITORS);
    const data = file(files, 'src/data/visitor.ts');
    for (const label of ['"Nom"', '"Badge"', '"Heure d’entrée"', '"Heure de sortie"']) expect(data).toContain(`"label": ${label}`);
    expect(data).toContain('badge: string;');
    expect(data).toContain('exitTime?: string;');
    expect(data).toContain('"add": "Nouveau visiteur"');
    expect(data).toContain('"empty": "Aucun visiteur"');
    const rows = JSON.parse(data.slice(data.indexOf('Rows: VisitorRecord[] = ') + 'Rows: VisitorRecord[] = '.length).replace(/;\s*$/, '')) as Record<string, string>[];
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.badge).toMatch(/^BDG-\d{4}$/);
      expect(r.entryTime).toMatch(/^\d{2}:\d{2}$/);
      if (r.exitTime) expect(r.exitTime > r.entryTime!).toBe(true);
      expect(r.name).toMatch(/^\S+ \S+/);
    }
    // no classification banner for a civil register; French interface
    expect(file(files, 'src/i18n.ts')).toContain('"classification": ""');
    expect(file(files, 'src/i18n.ts')).toContain('"exportCsv": "Exporter CSV"');
    expect(file(files, 'index.html')).toContain('<html lang="fr">');
    expect(file(files, 'index.html')).toContain('<title>Registre des visiteurs du ministère</title>');
  });

  it('two specs with different fields give different apps; a field added appears in the type, the table, the form and the CSV', () => {
    const more = spec({ ...VISITORS, entities: [{ ...VISITORS.entities[0]!, fields: [...VISITORS.entities[0]!.fields, { key: 'visitedDepartment', label: 'Service visité', type: 'text', required: false }] }] });
    const a = generateFromSpec(VISITORS).files;
    const b = generateFromSpec(more).files;
    expect(file(a, 'src/data/visitor.ts')).not.toBe(file(b, 'src/data/visitor.ts'));
    expect(file(b, 'src/data/visitor.ts')).toContain('"label": "Service visité"');
    expect(file(b, 'src/data/visitor.ts')).toContain('visitedDepartment?: string;');
    // the building blocks stay the same files: a hand edit to them merges cleanly
    expect(file(a, 'src/components/RecordsPage.tsx')).toBe(file(b, 'src/components/RecordsPage.tsx'));
    const fleet = generateFromSpec(FLEET).files;
    expect(file(fleet, 'src/App.tsx')).not.toBe(file(a, 'src/App.tsx'));
  });

  it('puts the banner only on classified work, in the app language', () => {
    expect(file(generateFromSpec(ALERTS).files, 'src/i18n.ts')).toContain('"classification": "DIFFUSION RESTREINTE"');
    expect(file(generateFromSpec(CHESS).files, 'src/App.tsx')).toContain('"classification": ""');
    expect(file(generateFromSpec(spec({ ...FLEET, classification: 'confidentiel' })).files, 'src/i18n.ts')).toContain('"classification": "CONFIDENTIAL"');
  });

  it('gives a mark on a written scale ("score out of 100", "note sur 20") values on that scale (probe 2026-11-26)', () => {
    for (const [prompt, label, max] of [
      ['Training records for the battalion: soldier name, course, instructor, completion date, score out of 100', 'Score out of 100', 100],
      ['Registre des exercices d’évacuation : date, bâtiment, nombre de participants, note sur 20', 'Note sur 20', 20],
    ] as const) {
      const u = understandPrompt(prompt);
      if (u.kind !== 'spec') throw new Error(`vague: ${prompt}`);
      const entity = u.spec.entities[0]!;
      const key = entity.fields.find((f) => f.label === label)!.key;
      const values = sampleRows(entity, u.spec.lang, u.spec.seed, 0, {}).map((r) => r[key] as number);
      expect(values.every((v) => v >= max * 0.4 && v <= max), `${prompt}: ${values.join(', ')}`).toBe(true);
    }
  });

  it('orders sample dates as the prompt lists them and gives a condition field condition values, not a workflow status', () => {
    for (const [prompt, lang] of [
      ['Je voudrais une appli pour gérer les prêts de matériel radio dans une compagnie : numéro de série du poste, emprunteur, date de sortie, date de retour prévue, état au retour', 'fr'],
      ['Tool loans for the workshop: tool name, borrower, loan date, return date, condition on return', 'en'],
    ] as const) {
      const u = understandPrompt(prompt);
      if (u.kind !== 'spec') throw new Error(`vague: ${prompt}`);
      const entity = u.spec.entities[0]!;
      const dates = entity.fields.filter((f) => f.type === 'date');
      expect(dates.length, prompt).toBe(2);
      const condition = entity.fields.find((f) => /état|condition/i.test(f.label))!;
      expect(condition.type, prompt).toBe('enum');
      expect(condition.options, prompt).toEqual(lang === 'fr' ? ['Bon état', 'Usure normale', 'Endommagé', 'Hors service'] : ['Good', 'Normal wear', 'Damaged', 'Out of service']);
      const rows = sampleRows(entity, lang, u.spec.seed, 0, {});
      const both = rows.filter((r) => r[dates[0]!.key] && r[dates[1]!.key]);
      expect(both.length, prompt).toBeGreaterThan(5);
      for (const r of both) expect(String(r[dates[1]!.key]) > String(r[dates[0]!.key]), `${prompt}: ${JSON.stringify(r)}`).toBe(true);
    }
    // a shift ends after it starts, date and time
    const roster = understandPrompt('A duty roster for the fire station: firefighter, shift start, shift end, vehicle assigned, remarks');
    if (roster.kind !== 'spec') throw new Error('vague');
    const [start, end] = roster.spec.entities[0]!.fields.filter((f) => f.type === 'datetime');
    expect(start && end).toBeTruthy();
    const shifts = sampleRows(roster.spec.entities[0]!, 'en', roster.spec.seed, 0, {}).filter((r) => r[start!.key] && r[end!.key]);
    expect(shifts.length).toBeGreaterThan(5);
    for (const r of shifts) expect(String(r[end!.key]) > String(r[start!.key]), JSON.stringify(r)).toBe(true);
    // a clearance expires months after its request, not the next day
    const u = understandPrompt("Suivi des habilitations : nom, niveau d'habilitation, date de dépôt du dossier, date d'expiration");
    if (u.kind !== 'spec') throw new Error('vague');
    const clearanceDates = u.spec.entities[0]!.fields.filter((f) => f.type === 'date');
    expect(clearanceDates.map((f) => f.label)).toEqual(['Date de dépôt du dossier', "Date d'expiration"]);
    const [filed, expires] = clearanceDates as [AppField, AppField];
    const clearanceRows = sampleRows(u.spec.entities[0]!, 'fr', u.spec.seed, 0, {}).filter((r) => r[filed.key] && r[expires.key]);
    // enough rows hold both dates for the check below to mean something
    expect(clearanceRows.length).toBeGreaterThan(5);
    for (const r of clearanceRows) {
      const gap = Date.parse(String(r[expires.key])) - Date.parse(String(r[filed.key]));
      expect(gap, JSON.stringify(r)).toBeGreaterThanOrEqual(180 * 86_400_000);
    }
  });

  it('fills a field it has no word list for with its own noun and a code, and an assigned soldier with a name', () => {
    const u = understandPrompt('I need a small app for our armoury: weapon serial number, type, assigned soldier, date issued, date returned, storage rack');
    if (u.kind !== 'spec') throw new Error('vague');
    const entity = u.spec.entities[0]!;
    expect(entity.fields.find((f) => f.label === 'Assigned soldier')?.type).toBe('person');
    const rack = entity.fields.find((f) => f.label === 'Storage rack')!;
    const rows = sampleRows(entity, 'en', u.spec.seed, 0, {}, true);
    for (const r of rows) expect(String(r[rack.key])).toMatch(/^Rack [A-H]\d{1,2}$/);
  });

  it('names places inside a site as people do: a building is "Bâtiment C", a sector has a side, a gate a number, never a city', () => {
    const u = understandPrompt("Un outil de suivi des exercices d'évacuation : date de l'exercice, bâtiment, secteur, porte de sortie et nombre de personnes évacuées");
    if (u.kind !== 'spec') throw new Error('vague');
    const entity = u.spec.entities[0]!;
    const key = (re: RegExp) => entity.fields.find((f) => re.test(f.label.toLowerCase()))!.key;
    const rows = sampleRows(entity, 'fr', u.spec.seed, 0, {});
    for (const r of rows) {
      expect(String(r[key(/bâtiment/)])).toMatch(/^Bâtiment [A-H]$/);
      expect(String(r[key(/secteur/)])).toMatch(/^Secteur (nord|sud|est|ouest)$/);
      expect(String(r[key(/porte/)])).toMatch(/^Porte [1-6]$/);
    }
    // a spokesperson is a person, not a door
    const press = understandPrompt('Registre des communiqués : titre, porte-parole, date de diffusion');
    if (press.kind !== 'spec') throw new Error('vague');
    expect(press.spec.entities[0]!.fields.find((f) => f.label === 'Porte-parole')!.type).not.toBe('place');
    const en = understandPrompt('A fire drill log: drill date, building, floor, people evacuated');
    if (en.kind !== 'spec') throw new Error('vague');
    const e = en.spec.entities[0]!;
    const enRows = sampleRows(e, 'en', en.spec.seed, 0, {});
    const building = e.fields.find((f) => f.label === 'Building')!.key;
    const floor = e.fields.find((f) => f.label === 'Floor')!;
    expect(floor.type).toBe('number');
    for (const r of enRows) {
      expect(String(r[building])).toMatch(/^Building [A-H]$/);
      expect(r[floor.key]).toBeGreaterThanOrEqual(0);
      expect(r[floor.key]).toBeLessThanOrEqual(8);
    }
  });

  it('reads a quantity with its unit as a number in that unit, and puts a last revision in the past and a next one in the future', () => {
    const REF = '2026-11-25';
    const fr = understandPrompt("Un registre de maintenance des groupes électrogènes d'une base aérienne : numéro de série, puissance en kVA, date de la dernière révision et technicien responsable");
    if (fr.kind !== 'spec') throw new Error('vague');
    const e = fr.spec.entities[0]!;
    const power = e.fields.find((f) => f.label === 'Puissance en kVA')!;
    expect(power).toMatchObject({ type: 'number', unit: 'kVA' });
    const last = e.fields.find((f) => /dernière révision/.test(f.label))!;
    expect(last.type).toBe('date');
    const rows = sampleRows(e, 'fr', fr.spec.seed, 0, {});
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(typeof r[power.key]).toBe('number');
      expect(r[power.key]).toBeGreaterThanOrEqual(10);
      expect(r[power.key]).toBeLessThanOrEqual(2000);
      expect(String(r[last.key]) < REF, `last revision ${String(r[last.key])} before ${REF}`).toBe(true);
    }
    // the summary keeps the unit as written
    expect(fr.spec.summary).toContain('puissance en kVA');
    // a unit that heads the name is what it counts ("litres délivrés", found in the walk: "Litres G6")
    const fuel = understandPrompt('Suivi des dotations en carburant de la brigade : immatriculation, date, litres délivrés, agent');
    if (fuel.kind !== 'spec') throw new Error('vague');
    const litres = fuel.spec.entities[0]!.fields.find((f) => f.label === 'Litres délivrés')!;
    expect(litres).toMatchObject({ type: 'number', unit: 'L' });
    for (const r of sampleRows(fuel.spec.entities[0]!, 'fr', fuel.spec.seed, 0, {})) expect(typeof r[litres.key]).toBe('number');

    const en = understandPrompt('Fuel bowser log for the airfield: tank capacity (litres), pump pressure in bar, next inspection date, operator');
    if (en.kind !== 'spec') throw new Error('vague');
    const b = en.spec.entities[0]!;
    const capacity = b.fields.find((f) => /capacity/i.test(f.label))!;
    const pressure = b.fields.find((f) => /pressure/i.test(f.label))!;
    const next = b.fields.find((f) => /next inspection/i.test(f.label))!;
    expect(capacity).toMatchObject({ type: 'number', unit: 'litres' });
    expect(pressure).toMatchObject({ type: 'number', unit: 'bar' });
    for (const r of sampleRows(b, 'en', en.spec.seed, 0, {})) {
      expect(r[capacity.key]).toBeGreaterThanOrEqual(5);
      expect(r[pressure.key]).toBeLessThanOrEqual(300);
      expect(String(r[next.key]) > REF, `next inspection ${String(r[next.key])} after ${REF}`).toBe(true);
    }
  });

  it.each([
    ["un outil de suivi des demandes d'habilitation avec le niveau demandé, le service, la date de la demande et l'avis de l'officier de sécurité", /date de la demande/i, 'fr'],
    ['Registre des signalements : date du signalement, lieu, description', /date du signalement/i, 'fr'],
    ['Leave requests: employee, request date, number of days', /request date/i, 'en'],
    ['Complaints log: complainant, date received, summary', /date received/i, 'en'],
  ] as const)('puts the date a request or report was made (%j) in the past, not days ahead', (prompt, label, lang) => {
    const u = understandPrompt(prompt);
    if (u.kind !== 'spec') throw new Error('vague');
    const e = u.spec.entities[0]!;
    const date = e.fields.find((f) => label.test(f.label))!;
    expect(date.type).toBe('date');
    const rows = sampleRows(e, lang, u.spec.seed, 0, {});
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(String(r[date.key]) <= '2026-11-25', `${date.label} ${String(r[date.key])}`).toBe(true);
  });

  it('fills fields found in untuned walks with values of their kind: ministries, attack vectors, systems, analysts, checkpoints, findings, photos, hours, pass or fail', () => {
    const cyber = understandPrompt('An app for tracking cyber incidents reported by ministries: ministry, date reported, attack vector, affected systems, severity and analyst assigned');
    if (cyber.kind !== 'spec') throw new Error('vague');
    const c = cyber.spec.entities[0]!;
    const field = (e: typeof c, re: RegExp) => e.fields.find((x) => re.test(x.label))!;
    expect(field(c, /Analyst/).type).toBe('person');
    expect(field(c, /Attack vector/)).toMatchObject({ type: 'enum', options: expect.arrayContaining(['Phishing', 'Ransomware']) });
    for (const row of sampleRows(c, 'en', cyber.spec.seed, 0, {})) {
      expect(String(row[field(c, /Ministry/).key])).toMatch(/^Ministry of /);
      expect(String(row[field(c, /Affected systems/).key])).not.toMatch(/^Systems [A-H]\d/);
    }
    const rounds = understandPrompt("Je veux une application pour gérer les rondes de sécurité d'un site sensible : agent, heure de passage, point de contrôle, anomalies constatées et photo");
    if (rounds.kind !== 'spec') throw new Error('vague');
    const r = rounds.spec.entities[0]!;
    for (const row of sampleRows(r, 'fr', rounds.spec.seed, 0, {})) {
      // "contrôle" holds "rôle" and "anomalies" holds "nom": neither is a job or a meeting
      expect(String(row[field(r, /Point de contrôle/).key])).toMatch(/^Point de contrôle \d+$/);
      expect(String(row[field(r, /Anomalies/).key])).not.toMatch(/Réunion|Formation|Rendez-vous|Chef/);
      expect(String(row[field(r, /Photo/).key])).toMatch(/\.jpg$/);
    }
    const pilots = understandPrompt('Training course registry for pilots: pilot, aircraft type, hours flown, instructor, pass or fail');
    if (pilots.kind !== 'spec') throw new Error('vague');
    const p = pilots.spec.entities[0]!;
    expect(field(p, /Hours flown/).type).toBe('number');
    expect(field(p, /Pass or fail/)).toMatchObject({ type: 'enum', options: ['Pass', 'Fail'] });
    expect(field(p, /Aircraft type/).options).toContain('A400M Atlas');
    const drills = understandPrompt("Outil pour recenser les exercices de crise de la préfecture : intitulé, scénario, date, services participants, retour d'expérience");
    if (drills.kind !== 'spec') throw new Error('vague');
    expect(field(drills.spec.entities[0]!, /Retour d'expérience/).type).toBe('longtext');
  });

  it('builds medical check-ups, not visitors: the soldier each is about, fitness, blood group, a past visit and the next one months later', () => {
    const fr = understandPrompt("Application pour le service de santé d'un régiment : suivi des visites médicales des soldats avec aptitude, date de la visite, médecin et prochaine visite");
    if (fr.kind !== 'spec') throw new Error('vague');
    const e = fr.spec.entities[0]!;
    expect(e).toMatchObject({ singular: 'visite médicale', plural: 'visites médicales' });
    const field = (re: RegExp, x = e) => x.fields.find((f) => re.test(f.label))!;
    expect(field(/^Soldat$/).type).toBe('person');
    expect(field(/Aptitude/)).toMatchObject({ type: 'enum', options: ['Apte', 'Apte avec restrictions', 'Inapte temporaire', 'Inapte définitif'] });
    expect(field(/Prochaine visite/).type).toBe('date');
    for (const row of sampleRows(e, 'fr', fr.spec.seed, 0, {})) {
      const visit = String(row[field(/Date de la visite/).key]);
      const next = String(row[field(/Prochaine visite/).key]);
      expect(visit <= '2026-11-25', `visit ${visit}`).toBe(true);
      expect(next > visit, `next ${next} after ${visit}`).toBe(true);
    }
    const en = understandPrompt('Medical check-ups of the battalion: soldier, date of the check-up, doctor, fitness, blood type, next check-up');
    if (en.kind !== 'spec') throw new Error('vague');
    const m = en.spec.entities[0]!;
    expect(field(/Fitness/, m).options).toEqual(['Fit', 'Fit with restrictions', 'Temporarily unfit', 'Permanently unfit']);
    expect(field(/Blood type/, m).options).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    expect(field(/Next check-up/, m).type).toBe('date');
    // the person a record is about is added only when the list forgot them
    const leave = understandPrompt('Track the leave requests of the officers: start date, end date, reason');
    if (leave.kind !== 'spec') throw new Error('vague');
    expect(leave.spec.entities[0]!.fields.map((f) => [f.label, f.type])).toEqual([['Officer', 'person'], ['Start date', 'date'], ['End date', 'date'], ['Reason', 'text']]);
    // its medical fields get medical values, not "Allergies A22" or "Treatment H32"
    const care = understandPrompt('Medical check-ups of the battalion: soldier, date of the check-up, doctor, allergies, diagnosis, treatment');
    if (care.kind !== 'spec') throw new Error('vague');
    const c = care.spec.entities[0]!;
    for (const row of sampleRows(c, 'en', care.spec.seed, 0, {})) {
      for (const label of [/Allergies/, /Diagnosis/, /Treatment/]) expect(String(row[field(label, c).key])).not.toMatch(/^(Allergies|Diagnosis|Treatment) [A-H]\d/);
    }
    const weapons = understandPrompt('Gestion des armes des gendarmes : numéro de série, modèle, nom du gendarme');
    if (weapons.kind !== 'spec') throw new Error('vague');
    expect(weapons.spec.entities[0]!.fields.map((f) => f.label)).toEqual(['Numéro de série', 'Modèle', 'Nom du gendarme']);
  });

  it('fills defence registers with values of their trade: call signs, weapons, units, models, offices, weapon categories, issue dates past', () => {
    const radio = understandPrompt('A radio inventory for the signals platoon: call sign, frequency in MHz, battery charge, assigned to, condition');
    if (radio.kind !== 'spec') throw new Error('vague');
    const r = radio.spec.entities[0]!;
    const field = (e: typeof r, re: RegExp) => e.fields.find((f) => re.test(f.label))!;
    expect(field(r, /Assigned to/).type).toBe('person');
    expect(field(r, /Battery charge/).type).toBe('percent');
    const rows = sampleRows(r, 'en', radio.spec.seed, 0, {}, true);
    for (const row of rows) expect(String(row[field(r, /Call sign/).key])).toMatch(/^[A-Z][a-z]+ \d{1,2}$/);

    const guard = understandPrompt("Gestion des gardes d'une compagnie de gendarmerie : nom du gendarme, poste occupé, armement perçu, affectation");
    if (guard.kind !== 'spec') throw new Error('vague');
    const g = guard.spec.entities[0]!;
    const gRows = sampleRows(g, 'fr', guard.spec.seed, 0, {}, true);
    for (const row of gRows) {
      expect(String(row[field(g, /Armement/).key])).toMatch(/Pistolet|Fusil|FAMAS/);
      expect(String(row[field(g, /Affectation/).key])).toMatch(/compagnie|escadron|État-major|Section|Peloton/i);
      expect(String(row[field(g, /Poste occupé/).key])).not.toMatch(/\b(national|principal|interactions|identité)\b/);
    }

    const permit = understandPrompt("Registre des permis de port d'arme : titulaire, numéro du permis, catégorie d'arme, date de délivrance, préfecture");
    if (permit.kind !== 'spec') throw new Error('vague');
    const p = permit.spec.entities[0]!;
    expect(field(p, /Catégorie d'arme/).options).toEqual(['Catégorie A', 'Catégorie B', 'Catégorie C', 'Catégorie D']);
    for (const row of sampleRows(p, 'fr', permit.spec.seed, 0, {}, true)) {
      expect(String(row[field(p, /Préfecture/).key])).toMatch(/^Préfecture de \p{Lu}/u);
      expect(String(row[field(p, /délivrance/).key]) < '2026-11-25').toBe(true);
    }

    const fleet = understandPrompt('Suivi des véhicules blindés du régiment : immatriculation, modèle, kilométrage');
    if (fleet.kind !== 'spec') throw new Error('vague');
    const v = fleet.spec.entities[0]!;
    for (const row of sampleRows(v, 'fr', fleet.spec.seed, 0, {}, true)) {
      expect(['VAB', 'VBCI', 'Griffon', 'Serval', 'PVP', 'Jaguar', 'VBL', 'Leclerc']).toContain(row[field(v, /Modèle/).key]);
      expect(row[field(v, /Kilométrage/).key]).toBeGreaterThanOrEqual(1000);
    }
  });

  it('keeps a field that starts with a feature word, heads English names past a participle, and names stores, weeks and sizes', () => {
    const cbrn = understandPrompt('A tracker for CBRN protective equipment: mask size, filter expiry date, issued to, storage location, search by name');
    if (cbrn.kind !== 'spec') throw new Error('vague');
    const e = cbrn.spec.entities[0]!;
    expect(e.fields.map((f) => [f.label, f.type])).toEqual([['Mask size', 'text'], ['Filter expiry date', 'date'], ['Issued to', 'person'], ['Storage location', 'place']]);
    for (const r of sampleRows(e, 'en', cbrn.spec.seed, 0, {})) {
      expect(['XS', 'S', 'M', 'L', 'XL']).toContain(r.maskSize);
      expect(String(r.storageLocation)).toMatch(/^(Store room|Cabinet|Locker) [A-H]\d{1,2}$/);
    }
    const drone = understandPrompt('Drone flight log at the border post: pilot, takeoff time, area covered');
    if (drone.kind !== 'spec') throw new Error('vague');
    const d = drone.spec.entities[0]!;
    expect(d.fields.find((f) => f.label === 'Area covered')!.type).toBe('place');
    for (const r of sampleRows(d, 'en', drone.spec.seed, 0, {})) expect(String(r.areaCovered)).toMatch(/^(Sector|Zone) (north|south|east|west)$/);
    const oncall = understandPrompt("Gestion des astreintes : agent d'astreinte, semaine, téléphone");
    if (oncall.kind !== 'spec') throw new Error('vague');
    const o = oncall.spec.entities[0]!;
    for (const r of sampleRows(o, 'fr', oncall.spec.seed, 0, {})) expect(String(r.semaine)).toMatch(/^Semaine ([1-9]|[1-4]\d|5[0-2])$/);
  });

  it('names vaccines, findings, lent equipment and the thing a name field names; a booster is months later, a planned return always known', () => {
    const day = (s: unknown) => Date.parse(String(s));
    const vac = understandPrompt("Suivi des vaccinations du personnel avec matricule, vaccin, date d'injection, date de rappel");
    if (vac.kind !== 'spec') throw new Error('vague');
    const v = vac.spec.entities[0]!;
    for (const r of sampleRows(v, 'fr', vac.spec.seed, 0, {})) {
      expect(String(r.vaccin)).not.toMatch(/^Vaccin [A-H]\d/);
      expect(day(r.dateRappel) - day(r.dateInjection)).toBeGreaterThanOrEqual(180 * 86_400_000);
    }
    const ship = understandPrompt('Coastguard vessel inspections: vessel name, IMO number, inspection date, deficiencies found');
    if (ship.kind !== 'spec') throw new Error('vague');
    const s = ship.spec.entities[0]!;
    for (const r of sampleRows(s, 'en', ship.spec.seed, 0, {})) {
      // a vessel is named like a ship (decision 294), not "Vessel A1"
      expect(String(r.vesselName)).not.toMatch(/^Vessel\b/);
      expect(String(r.vesselName)).toMatch(/^[A-Z][a-z]+(?: [A-Za-z]+)+$/);
      expect(['None', 'Minor defect', 'Missing document', 'Faulty equipment', 'Safety non-compliance', 'To be checked again']).toContain(r.deficienciesFound);
    }
    const loan = understandPrompt('Gestion des prêts de matériel : matériel, emprunteur, date de prêt, date de retour prévue');
    if (loan.kind !== 'spec') throw new Error('vague');
    const rows = sampleRows(loan.spec.entities[0]!, 'fr', loan.spec.seed, 0, {});
    for (const r of rows) {
      expect(String(r.materiel)).not.toMatch(/^Matériel [A-H]\d/);
      expect(r.dateRetourPrevue, 'a planned return is always known').toBeDefined();
    }
  });

  it('links related entities: the intervention form offers the vehicles, its sample rows point to real vehicles', () => {
    const files = generateFromSpec(FLEET).files;
    const interventions = file(files, 'src/data/intervention.ts');
    expect(interventions).toContain('"ref": "vehicle"');
    const ids = [...file(files, 'src/data/vehicle.ts').matchAll(/"id": "(vehicle-\d+)"/g)].map((m) => m[1]);
    const refs = [...interventions.matchAll(/"vehicleId": "([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(ids).toContain(r);
    expect(file(files, 'src/App.tsx')).toContain("id: 'vehicle'");
    expect(file(files, 'src/App.tsx')).toContain("id: 'intervention'");
  });

  it('gives tools their own app and no records', () => {
    const chess = generateFromSpec(CHESS);
    expect(chess.files.map((f) => f.path)).toContain('src/tools/ChessClock.tsx');
    expect(chess.files.some((f) => f.path.startsWith('src/data/'))).toBe(false);
    expect(file(chess.files, 'src/App.tsx')).toContain('minutes={3} increment={2}');
    expect(file(generateFromSpec(CALC).files, 'src/App.tsx')).toContain('"clear": "Effacer"');
  });

  it('gives a calculator for a known formula its own inputs, and the general calculator otherwise', () => {
    const fuel = generateFromSpec(FUEL);
    const app = file(fuel.files, 'src/App.tsx');
    expect(app).toContain('formula={FORMULAS.fuel} lang="fr"');
    expect(app).toContain('"formula": "Formule"');
    expect(fuel.files.map((f) => f.path)).toEqual(expect.arrayContaining(['src/tools/formulas.ts', 'src/tools/FormulaCalculator.tsx']));
    expect(fuel.files.some((f) => f.path === 'src/tools/Calculator.tsx')).toBe(false);
    expect(summaryOf(FUEL, 'fr')).toContain('Calculatrice « Carburant nécessaire » : distance (km), consommation moyenne (L/100 km), nombre de véhicules, prix du litre (€/L, facultatif) ;');
    expect(file(generateFromSpec(TRAVEL).files, 'src/App.tsx')).toContain('formula={FORMULAS.travel_time} lang="en"');
    // an id that is not in the table, or not a string, is the general calculator, never code from the spec
    for (const formula of ['radio', 'fuel} />; alert(1); <x', 42, 'toString']) {
      const files = generateFromSpec(spec({ ...FUEL, toolOptions: { formula } })).files;
      expect(file(files, 'src/App.tsx')).toContain('<Calculator ');
      expect(file(files, 'src/App.tsx')).not.toContain('FORMULAS');
    }
    // the formula ids read from prompts are the table's, and so are the input keys values are read for
    expect([...FORMULA_IDS].sort()).toEqual(Object.keys(FORMULAS).sort());
    for (const id of FORMULA_IDS) expect(FORMULA_KEYS[id], id).toEqual(FORMULAS[id].inputs.map((i) => i.key));
  });

  it('opens a formula calculator with the values asked for, and several formulas as one calculator (decision 293)', () => {
    const fuel = spec({ ...FUEL, toolOptions: { formula: 'fuel', values: { vehicles: 12, consumption: 35, distance: 420 } } });
    expect(file(generateFromSpec(fuel).files, 'src/App.tsx')).toContain('formula={FORMULAS.fuel} lang="fr" values={{"vehicles":12,"consumption":35,"distance":420}} />');
    expect(summaryOf(fuel, 'fr')).toContain('distance (km) : 420, consommation moyenne (L/100 km) : 35, nombre de véhicules : 12, prix du litre (€/L, facultatif) ;');
    // the inputs show them, in the app's language; the others keep their defaults
    const shown = (lang: 'fr' | 'en', given?: Record<string, number>) => FORMULAS.fuel.inputs.map((i) => initialText(i, given, lang));
    expect(shown('fr', { distance: 420, price: 1.79 })).toEqual(['420', '30', '1', '1,79']);
    expect(shown('en', { distance: 420, price: 1.79 })).toEqual(['420', '30', '1', '1.79']);
    // values that are not a plausible number of an input of this formula never reach the code
    const bad = spec({ ...FUEL, toolOptions: { formula: 'fuel', values: { distance: '420', speed: 60, vehicles: -2, price: 1e12, consumption: Number.NaN, ['__proto__']: 1 } } });
    expect(file(generateFromSpec(bad).files, 'src/App.tsx')).toContain('formula={FORMULAS.fuel} lang="fr" />');
    // water and rations: one calculator, people and days asked once, both results
    const both = spec({ ...FUEL, toolOptions: { formula: 'water', formulas: ['water', 'rations', 'nope'], values: { people: 8, days: 5 } } });
    const app = file(generateFromSpec(both).files, 'src/App.tsx');
    expect(app).toContain("import { combine, FORMULAS } from './tools/formulas';");
    expect(app).toContain('formula={combine([FORMULAS.water, FORMULAS.rations])} lang="fr" values={{"people":8,"days":5}} />');
    expect(summaryOf(both, 'fr')).toContain('Calculatrice « Besoins en eau et besoins en rations » : nombre de personnes : 8, nombre de jours : 5, eau par personne et par jour (L), rations par personne et par jour ;');
    const merged = combine([FORMULAS.water, FORMULAS.rations]);
    expect(merged.inputs.map((i) => i.key)).toEqual(['people', 'days', 'waterPerDay', 'rationsPerDay']);
    const r = computeFormula(merged, { people: '8', days: '5', waterPerDay: '4', rationsPerDay: '1' }, 'en');
    expect('results' in r && r.results.map((x) => formatResult(x, 'en'))).toEqual(['160 L', '40 rations']);
  });

  it('escapes the title in HTML and keeps it as JSON in code', () => {
    const s = spec({ ...VISITORS, title: 'App "x" </script><script>alert(1)</script> ${process.exit()}' });
    const files = generateFromSpec(s).files;
    expect(file(files, 'index.html')).not.toContain('<script>alert(1)');
    expect(file(files, 'src/i18n.ts')).toContain('"title": "App \\"x\\" </script><script>alert(1)</script> ${process.exit()}"');
  });
});

describe('interface text', () => {
  it('agrees in French and uses the right English article', () => {
    const e = (singular: string, plural: string, gender?: 'm' | 'f') => ({ key: 'x', singular, plural, gender, fields: [{ key: 'a', label: 'A', type: 'text' as const, required: false }], features: [], charts: [], relations: [], sampleSize: 1 });
    expect(entityText(e('alerte', 'alertes', 'f'), 'fr')).toMatchObject({ add: 'Nouvelle alerte', empty: 'Aucune alerte', edit: 'Modifier l’alerte', created: 'Alerte ajoutée', confirmDelete: 'Supprimer cette alerte ?' });
    expect(entityText(e('visiteur', 'visiteurs', 'm'), 'fr')).toMatchObject({ add: 'Nouveau visiteur', empty: 'Aucun visiteur', edit: 'Modifier le visiteur', confirmDelete: 'Supprimer ce visiteur ?' });
    expect(entityText(e('équipement', 'équipements', 'm'), 'fr')).toMatchObject({ add: 'Nouvel équipement', confirmDelete: 'Supprimer cet équipement ?' });
    expect(entityText(e('mission', 'missions', 'f'), 'fr').edit).toBe('Modifier la mission');
    expect(entityText(e('item', 'items'), 'en').add).toBe('Add an item');
    expect(entityText(e('visitor', 'visitors'), 'en')).toMatchObject({ add: 'Add a visitor', empty: 'No visitors', search: 'Search visitors' });
    expect(['alert', 'unit', 'hour', 'user', 'SOC', 'euro', 'intervention'].map(enArticle)).toEqual(['an', 'a', 'an', 'a', 'a', 'a', 'an']);
    // masculine nouns whose ending looks feminine ("contrôle", "exercice", "capitaine"), from the prompt
    for (const [prompt, search] of [
      ["Registre des contrôles d'accès au dépôt : nom de l'agent, matricule, heure d'entrée", 'Rechercher un contrôle'],
      ["Suivi des exercices d'évacuation : date, bâtiment, durée", 'Rechercher un exercice'],
    ] as const) {
      const u = understandPrompt(prompt);
      if (u.kind !== 'spec') throw new Error('vague');
      expect(entityText(u.spec.entities[0]!, 'fr').search).toBe(search);
    }
  });

  it('says what was understood and what was not done, in the asked language', () => {
    const fr = summaryOf(VISITORS, 'fr');
    expect(fr).toContain('« Registre des visiteurs du ministère »');
    expect(fr).toContain('Badge (identifiant, BDG-####, obligatoire)');
    expect(fr).toContain('export CSV');
    const en = summaryOf(spec({ ...FLEET, notDone: ['Sending emails: the preview has no mail server.'] }), 'en');
    expect(en).toContain('**Interventions**: Vehicle');
    expect(en).toContain('Vehicle points to vehicles');
    expect(en).toContain('**Not done**\n- Sending emails');
    expect(summaryOf(CHESS, 'en')).toContain('Chess clock with two clocks and increment');
    const quiz = spec({ lang: 'fr', kind: 'tool', tool: 'quiz', title: 'Quiz sur les capitales', domain: 'civil', toolOptions: { topic: 'les capitales' }, seed: 5 });
    expect(summaryOf(quiz, 'fr')).toContain('**Non réalisé**\n- Questions sur « les capitales »');
  });
});

describe('building blocks', () => {
  it('the calculator computes right', () => {
    expect(evaluate('7×5+1')).toBe(36);
    expect(evaluate('2+3*4')).toBe(14);
    expect(evaluate('(2+3)*4')).toBe(20);
    expect(evaluate('0.1+0.2')).toBe(0.3);
    expect(evaluate('10−4÷2')).toBe(8);
    expect(evaluate('-3+5')).toBe(2);
    expect(evaluate('200*15%')).toBe(30);
    expect(evaluate('1,5+1')).toBe(2.5);
    expect(evaluate('1/0')).toBeNull();
    expect(evaluate('2+')).toBeNull();
    expect(evaluate('(1')).toBeNull();
  });

  it('formula calculators compute right, in the app’s language, and say what is wrong instead of NaN', () => {
    const values = (id: keyof typeof FORMULAS, raw: Record<string, string>, lang: 'fr' | 'en' = 'fr') => {
      const r = computeFormula(FORMULAS[id], raw, lang);
      return 'results' in r ? r.results.map((x) => formatResult(x, lang).replace(/\u202f|\u00a0/g, ' ')) : r.errors;
    };
    expect(values('fuel', { distance: '250', consumption: '30', vehicles: '4', price: '' })).toEqual(['300 L']);
    expect(values('fuel', { distance: '250', consumption: '30', vehicles: '4', price: '1,85' })).toEqual(['300 L', '555 €']);
    expect(values('fuel', { distance: '1 200', consumption: '32.5', vehicles: '12', price: '1.9' }, 'en')).toEqual(['4,680 L', '€8,892']);
    expect(values('travel_time', { distance: '250', speed: '60' })).toEqual(['4 h 10 min']);
    expect(values('travel_time', { distance: '45', speed: '90' }, 'en')).toEqual(['30 min']);
    expect(values('order_cost', { quantity: '10', unitPrice: '12,5', vat: '20' })).toEqual(['125 €', '25 €', '150 €']);
    expect(values('order_cost', { quantity: '3', unitPrice: '9.99', vat: '' }, 'en')).toEqual(['€29.97']);
    expect(values('water', { people: '30', days: '3', waterPerDay: '3' })).toEqual(['270 L']);
    expect(values('rations', { people: '12', days: '5', rationsPerDay: '1' }, 'en')).toEqual(['60 rations']);
    // bad input: a message per input, never NaN or Infinity
    expect(values('fuel', { distance: '', consumption: 'abc', vehicles: '2.5', price: '-1' })).toEqual({
      distance: 'Saisissez une valeur.',
      consumption: 'Saisissez un nombre (par exemple 12,5).',
      vehicles: 'Saisissez un nombre entier d’au moins 1.',
      price: 'La valeur ne peut pas être négative.',
    });
    expect(values('travel_time', { distance: '100', speed: '0' }, 'en')).toEqual({ speed: 'The value must be above 0.' });
    expect(values('travel_time', { distance: '-5', speed: '1e400' }, 'en')).toEqual({ distance: 'The value cannot be negative.', speed: 'Enter a number (for example 12.5).' });
    expect(values('water', { people: '0', days: '2', waterPerDay: '3' }, 'en')).toEqual({ people: 'Enter a whole number of at least 1.' });
    expect(JSON.stringify(values('order_cost', { quantity: '999999999999', unitPrice: '999999999999', vat: '20' }, 'en'))).not.toMatch(/NaN|Infinity/);
  });

  it('dice and passwords draw every value of the range, and nothing outside it; number inputs stay in bounds', () => {
    const seen = new Set(Array.from({ length: 600 }, () => randomBelow(6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(clampInput('500', 1, 20)).toBe(20);
    expect(clampInput('', 8, 128)).toBe(8);
    expect(clampInput('0', 1, 20)).toBe(1);
    expect(clampInput('12', 8, 128)).toBe(12);
  });

  it('the converter uses real factors', () => {
    expect(convert('length', 1, 'mi', 'km')).toBe(1.609344);
    expect(convert('length', 1, 'nmi', 'm')).toBe(1852);
    expect(convert('temperature', 100, '°C', '°F')).toBe(212);
    expect(convert('temperature', 32, '°F', 'K')).toBe(273.15);
    expect(convert('mass', 1, 'lb', 'g')).toBe(453.59237);
    expect(convert('speed', 1, 'kn', 'km/h')).toBe(1.852);
    expect(convert('currency', 10, 'EUR', 'USD', 1.08)).toBe(10.8);
  });

  it('CSV follows RFC 4180 both ways', () => {
    const csv = toCsv(['Nom', 'Note'], [['Dupont, Jean', 'dit "oui"'], ['Martin', 'ligne 1\nligne 2']]);
    expect(csv).toBe('Nom,Note\r\n"Dupont, Jean","dit ""oui"""\r\nMartin,"ligne 1\nligne 2"\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Nom', 'Note'],
      ['Dupont, Jean', 'dit "oui"'],
      ['Martin', 'ligne 1\nligne 2'],
    ]);
  });

  it('validation fits the type', () => {
    const ui = UI.fr as unknown as Parameters<typeof parseField>[2];
    const f = (type: AppSpec['entities'][number]['fields'][number]['type'], extra: object = {}) => ({ key: 'k', label: 'K', type, required: true, ...extra });
    expect(parseField(f('time'), '25:00', ui).error).toBe(ui.invalidTime);
    expect(parseField(f('time'), '09:30', ui)).toEqual({ value: '09:30' });
    expect(parseField(f('email'), 'a@b', ui).error).toBe(ui.invalidEmail);
    expect(parseField(f('percent'), '120', ui).error).toMatch(/100/);
    expect(parseField(f('money'), '12,50', ui)).toEqual({ value: 12.5 });
    expect(parseField(f('text'), ' ', ui).error).toBe(ui.required);
    expect(parseField(f('identifier', { pattern: 'BDG-####' }), 'bdg-0042', ui)).toEqual({ value: 'BDG-0042' });
    expect(parseField(f('identifier', { pattern: 'BDG-####' }), 'BDG-42', ui).error).toContain('BDG-####');
    expect(parseField(f('coordinates'), '48.85, 2.35', ui)).toEqual({ value: '48.85, 2.35' });
    expect(parseField(f('coordinates'), '148, 2', ui).error).toBeDefined();
    expect(patternRegex('AA-##').test('AB-12')).toBe(true);
  });

  it('formats money, dates and times by language', () => {
    const fr = UI.fr as unknown as Parameters<typeof formatValue>[2];
    const en = UI.en as unknown as Parameters<typeof formatValue>[2];
    const money = { key: 'm', label: 'M', type: 'money' as const, required: false };
    expect(formatValue(money, 1234.5, fr).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatValue(money, 1234.5, en)).toBe('€1,234.50');
    expect(formatValue({ ...money, type: 'time' }, '09:30', fr)).toBe('09 h 30');
    expect(formatValue({ ...money, type: 'date' }, '2026-11-25', fr)).toBe('25 nov. 2026');
    expect(formatValue({ ...money, type: 'boolean' }, true, en)).toBe('Yes');
  });
});

describe('generated projects type-check under strict TypeScript', () => {
  it.each([
    ['records', ALERTS],
    ['related entities', FLEET],
    ['formula calculator', FUEL],
  ] as const)('%s', (_name, s) => {
    expect(typeErrors(generateFromSpec(s).files)).toEqual([]);
  }, 120_000);
});

describe.skipIf(!existsSync(CHROMIUM))('generated apps render and work in Chromium', () => {
  it('adds, searches, filters and exports, and the tools work', async () => {
    const specs: Record<string, AppSpec> = { visitors: VISITORS, alerts: ALERTS, fleet: FLEET, chess: CHESS, calc: CALC, fuel: FUEL, travel: TRAVEL };
    const prompts: EvalPrompt[] = [
      { id: 'visitors', lang: 'fr', category: 'test', kind: 'records', prompt: 'visitors', expect: ['visiteurs', 'nom', 'badge', "heure d'entrée", 'heure de sortie', 'exporter csv'] },
      { id: 'alerts', lang: 'fr', category: 'test', kind: 'dashboard', prompt: 'alerts', expect: ['alertes', 'gravité', 'position', 'acquittée', 'carte', 'calendrier', 'journal des modifications'] },
      { id: 'fleet', lang: 'en', category: 'test', kind: 'records', prompt: 'fleet', expect: ['vehicles', 'registration', 'mileage', 'interventions', 'cost', 'technician email', 'import csv'] },
      { id: 'chess', lang: 'en', category: 'test', kind: 'tool', prompt: 'chess', expect: ['white', 'black', 'increment'] },
      { id: 'calc', lang: 'fr', category: 'test', kind: 'tool', prompt: 'calc', expect: ['effacer', 'résultat'] },
      { id: 'fuel', lang: 'fr', category: 'test', kind: 'tool', prompt: 'fuel', expect: ['distance (km)', 'consommation moyenne (l/100 km)', 'nombre de véhicules', 'carburant nécessaire', '75 l', 'formule'] },
      { id: 'travel', lang: 'en', category: 'test', kind: 'tool', prompt: 'travel', expect: ['distance (km)', 'average speed (km/h)', 'travel time', '4 h 10 min', 'formula'] },
    ];
    const results = await runEval(prompts, (p) => ({ files: generateFromSpec(specs[p]!).files, response: summaryOf(specs[p]!) }));
    for (const r of results) {
      expect(r.errors, r.id).toEqual([]);
      expect(r.rendered, r.id).toBe(true);
      expect(r.a11y, r.id).toEqual([]);
      expect(r.missing, r.id).toEqual([]);
      expect(r.uiLang, r.id).toBe(r.lang);
      expect(r.interactions.length, r.id).toBeGreaterThan(0);
      expect(r.interactions.filter((i) => !i.ok), r.id).toEqual([]);
    }
    const names = results.flatMap((r) => r.interactions.map((i) => `${r.id}: ${i.name.split(' ')[0]}`));
    expect(names).toEqual(expect.arrayContaining(['visitors: add', 'visitors: search', 'visitors: export', 'alerts: filter', 'fleet: add', 'chess: start', 'calc: calculate', 'fuel: compute', 'travel: compute']));
  }, 300_000);
});
