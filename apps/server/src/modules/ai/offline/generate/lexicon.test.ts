import { describe, expect, it } from 'vitest';
import type { AppSpec } from '@ov/shared';
import { applyInstruction, understandPrompt } from '../understand/index';
import { resolveEntities, sampleAll } from './records';

/** The spec of a prompt, and the rows of its first entity as the generated app shows them. */
function app(prompt: string) {
  const u = understandPrompt(prompt);
  if (u.kind !== 'spec') throw new Error('vague');
  return { spec: u.spec, rows: rowsOf(u.spec) };
}
function rowsOf(spec: AppSpec) {
  return [...sampleAll(spec, resolveEntities(spec)).values()][0]!;
}
const field = (spec: AppSpec, label: string) => spec.entities[0]!.fields.find((f) => f.label === label)!;
const values = (rows: Record<string, unknown>[], key: string) => rows.map((r) => r[key]).filter((v) => v !== undefined);
/** The old fallback: the label's head word and a letter-number code ("Tireur B12", "Quality D38"). */
const CODE = /^\p{L}+ [A-H]\d{1,2}$/u;

describe('sample values of nouns the generator knows (decision 294)', () => {
  it('a shooter is a person, the calibre a calibre, the weapon type a weapon type, a firing distance in metres', () => {
    const { spec, rows } = app('Suivi des entraînements au tir de précision : tireur, type d’arme, calibre, distance de tir, groupement en cm, conditions météo');
    expect(field(spec, 'Tireur').type).toBe('person');
    expect(field(spec, 'Type d’arme').options).toContain('Fusil de précision');
    expect(field(spec, 'Distance de tir').unit).toBe('m');
    for (const r of rows) {
      expect(String(r.tireur)).not.toMatch(/^Tireur/);
      expect(String(r.tireur)).toMatch(/^\p{L}[\p{L}'-]* \p{L}/u);
      expect(['5,56 mm', '7,62 mm', '9 mm', '12,7 mm', '.338 Lapua Magnum', '40 mm']).toContain(r.calibre);
      expect([25, 50, 100, 150, 200, 300, 400, 500, 600]).toContain(r.distanceTir);
      expect(String(r.conditionsMeteo)).not.toMatch(CODE);
    }
  });

  it('an added distance in a shooting tracker is in metres too', () => {
    const { spec } = app('Registre des séances de tir : date, tireur, arme, score sur 50');
    const r = applyInstruction(spec, 'ajoute un champ distance de tir');
    if (!r.ok) throw new Error(r.reason);
    expect(r.spec.entities[0]!.fields.find((f) => /distance/i.test(f.label))!.unit).toBe('m');
    for (const v of values(rowsOf(r.spec), 'distanceTir')) expect(Number(v)).toBeLessThanOrEqual(600);
  });

  it('a radio log reads signal quality on the readability scale, strength as an ordered scale, radio channels', () => {
    const { spec, rows } = app('Radio check log for the battalion net: time, call sign, signal quality, signal strength, channel, operator, remarks');
    expect(field(spec, 'Signal quality').options).toEqual(['5 – Loud and clear', '4 – Good', '3 – Readable with difficulty', '2 – Weak', '1 – Unreadable']);
    expect(field(spec, 'Signal strength').options).toEqual(['Very weak', 'Weak', 'Medium', 'Strong', 'Very strong']);
    expect(field(spec, 'Channel').options).not.toContain('Email');
    for (const r of rows) expect(String(r.channel)).toMatch(/^(Channel \d – \d+\.\d+ MHz|Emergency channel)$/);
    const fr = app('Registre des transmissions radio : date et heure, émetteur, destinataire, canal, qualité de la liaison, message');
    expect(field(fr.spec, 'Canal').options).not.toContain('Guichet');
    expect(field(fr.spec, 'Qualité de la liaison').options?.[0]).toBe('5 – Fort et clair');
    for (const r of fr.rows) expect(String(r.emetteur)).toMatch(/^[A-Z][a-z]+ \d{1,2}$/);
  });

  it('a spare part is named like one and kept on a shelf, not in a town', () => {
    const { rows } = app('Gestion des pièces détachées du parc blindé : désignation, référence, quantité en stock, emplacement, fournisseur, seuil de réapprovisionnement');
    for (const r of rows) {
      expect(String(r.designation)).not.toMatch(/^Désignation/);
      expect(String(r.emplacement)).toMatch(/^Magasin [A-F], étagère \d{1,2}$/);
    }
  });

  it('causes, courses, results and actions are phrases, never "<Label> X12"', () => {
    const a = app('Journal des pannes des groupes électrogènes : date, site, cause de la panne, durée de l’arrêt en heures, technicien, état');
    const b = app('Training course register for cadets: trainee, instructor, course, grade, hours completed, assessment result');
    const c = app('Port security incident log: date, berth, vessel name, incident type, reporting officer, number of wounded, action taken');
    for (const r of a.rows) expect(String(r.causePanne)).not.toMatch(/^Cause/);
    for (const r of b.rows) {
      expect(String(r.course)).not.toMatch(/^Course/);
      expect(['Pass', 'Fail', 'Resit', 'Deferred']).toContain(r.assessmentResult);
    }
    for (const r of c.rows) expect(String(r.actionTaken)).not.toMatch(/^Action/);
    expect(field(c.spec, 'Incident type').options).toContain('Intrusion');
  });

  it('a duration asked in hours is stored and shown in hours; casualties are a small whole number', () => {
    const a = app('Journal des pannes des groupes électrogènes : date, site, cause de la panne, durée de l’arrêt en heures, technicien, état');
    const f = field(a.spec, 'Durée de l’arrêt en heures');
    expect([f.type, f.unit]).toEqual(['number', 'h']);
    for (const v of values(a.rows, f.key)) expect(Number(v)).toBeLessThanOrEqual(12);
    const b = app('Accident report tracker for the military police: date, location, driver, vehicle, cause, casualties reported, severity');
    expect(field(b.spec, 'Casualties reported').type).toBe('number');
    for (const r of b.rows) {
      expect(Number.isInteger(r.casualtiesReported)).toBe(true);
      expect(Number(r.casualtiesReported)).toBeLessThanOrEqual(10);
      expect(String(r.cause)).not.toMatch(/^Cause/);
    }
  });

  it('the time a casualty is taken in charge is a time, not a person', () => {
    const { spec } = app('Suivi des victimes lors d’un exercice NRBC : nom, âge, gravité, poste médical, heure de prise en charge');
    expect(field(spec, 'Heure de prise en charge').type).toBe('time');
  });

  it('a military role carries a rank in a defence app; an unknown abstract noun gets neutral values', () => {
    const { rows } = app('Ammunition consumption tracker per exercise: exercise name, unit, caliber, rounds fired, range officer, firing distance, date');
    for (const r of rows) {
      expect(String(r.rangeOfficer)).toMatch(/^(Corporal|Lance Corporal|Sergeant|Staff Sergeant|Warrant Officer|Lieutenant|Captain) /);
      expect(Number.isInteger(r.roundsFired)).toBe(true);
      expect(String(r.exerciseName)).toMatch(/^[A-Z][a-z]+ 2[4-6]$/);
    }
    const { rows: rows2 } = app('Registre des audits de sécurité : date, site, auditeur, conformité, observations');
    for (const r of rows2) expect(String(r.conformite)).not.toMatch(CODE);
  });

  it('a sentry is a private or a corporal; a dog handler and a cook are people; a heading is in degrees', () => {
    const g = app('Planning des gardes : date, poste de garde, sentinelle, chef de poste, créneau, consignes particulières');
    for (const r of g.rows) expect(String(r.sentinelle)).toMatch(/^(Soldat de 1re classe|Caporal|Caporal-chef) /);
    const d = app('Suivi des chiens militaires : nom du chien, race, maître-chien, spécialité, date de naissance');
    expect(field(d.spec, 'Maître-chien').type).toBe('person');
    for (const r of d.rows) expect(String(r.race)).not.toMatch(/^Race/);
    const v = app('Registre des alertes de la vigie : heure, secteur, type de contact, distance du contact, cap, vitesse, veilleur');
    expect(field(v.spec, 'Type de contact').options).toContain('Navire de pêche');
    for (const r of v.rows) expect(String(r.cap)).toMatch(/^\d{3}°$/);
  });

  it('a sea state is on the sea scale, not a record status; a threat feed has indicators, sources and tactics', () => {
    const m = app('Maritime patrol report: date, patrol area, vessel, commanding officer, hours at sea, contacts detected, sea state');
    expect(field(m.spec, 'Sea state').options).not.toContain('Active');
    const c = app('Cyber threat intelligence feed: indicator, indicator type, source, confidence, first seen, tactic, analyst');
    expect(field(c.spec, 'Indicator type').options).toContain('File hash');
    expect(field(c.spec, 'Confidence').options).toEqual(['Low', 'Medium', 'High', 'Confirmed']);
    expect(field(c.spec, 'First seen').type).toBe('datetime');
    for (const r of c.rows) for (const k of ['indicator', 'source', 'tactic']) expect(String(r[k])).not.toMatch(CODE);
  });

  it('civil words stay civil: a monitor is a thing, a force majeure clause is no strength scale, a user is a person', () => {
    const it1 = app('Inventaire du parc informatique : poste, moniteur, utilisateur, système d’exploitation, date d’achat');
    expect(field(it1.spec, 'Moniteur').type).toBe('text');
    expect(field(it1.spec, 'Utilisateur').type).toBe('person');
    const c = app('Supplier contract register: supplier, force majeure clause, contract value, owner');
    expect(field(c.spec, 'Force majeure clause').options).toBeUndefined();
    for (const r of c.rows) expect(String(r.forceMajeureClause)).not.toMatch(CODE);
  });
});
