import { describe, expect, it } from 'vitest';
import type { AppSpec } from '@ov/shared';
import { understandPrompt } from '../understand/index';
import { resolveEntities, sampleAll } from './records';

/** Sample values that follow the app's context (decision 299), on prompts the rules were not written for. */
function app(prompt: string) {
  const u = understandPrompt(prompt);
  if (u.kind !== 'spec') throw new Error('vague');
  const rows = [...sampleAll(u.spec, resolveEntities(u.spec)).values()][0]!;
  return { spec: u.spec, rows };
}
const field = (spec: AppSpec, label: string) => spec.entities[0]!.fields.find((f) => f.label === label)!;
const values = (rows: Record<string, unknown>[], key: string) => rows.map((r) => r[key]).filter((v) => v !== undefined);
/** The site incidents and office subjects every long text used to be drawn from. */
const OLD_POOL = /Intrusion détectée|Perte de liaison|Tentative de connexion|Panne du groupe|Anomalie sur le radar|Generator failure|Suspicious login|Radar secondaire|Contrôle de routine|Réunion de coordination|Mise à jour logicielle|Inspection visit|Equipment delivery|Software update|Security audit|Audit de sécurité/;

describe('long texts follow what the record is about (decision 299)', () => {
  it('a patrol’s observations are what a patrol sees, not site incidents', () => {
    const { rows } = app('Registre des patrouilles de nuit : chef de patrouille, secteur, nombre de personnes, nombre d’interpellations, observations');
    for (const v of values(rows, 'observations')) expect(String(v)).not.toMatch(OLD_POOL);
  });
  it('a shooting session’s, a convoy’s, a drill’s notes speak of shooting, the road, the evacuation', () => {
    const tir = app('Registre des séances de tir au stand : tireur, arme, nombre de cartouches tirées, observations');
    const convoy = app('Convoy log: convoy leader, destination, number of vehicles, notes');
    const drill = app('Exercices d’évacuation incendie : bâtiment, date, durée d’évacuation, nombre de participants, observations');
    for (const v of [...values(tir.rows, 'observations'), ...values(convoy.rows, 'notes'), ...values(drill.rows, 'observations')]) expect(String(v)).not.toMatch(OLD_POOL);
    expect(values(drill.rows, 'observations').some((v) => /évacuation|rassemblement|coupe-feu|serre-files|alarme|mobilité/i.test(String(v)))).toBe(true);
  });
  it('why a key was taken is a reason to open a door, not a meeting subject', () => {
    for (const [prompt, key] of [['Registre des clés : clé, emprunteur, date de sortie, date de retour, motif', 'motif'], ['Key register: key number, borrower, date out, date returned, purpose', 'purpose']] as const) {
      const { rows } = app(prompt);
      for (const v of values(rows, key)) expect(String(v)).not.toMatch(OLD_POOL);
    }
  });
});

describe('numbers scaled by what is counted or lasts (decision 299)', () => {
  it('a patrol of a few people with few arrests, a convoy of a few dozen vehicles at most', () => {
    const patrol = app('Registre des patrouilles de nuit : chef de patrouille, secteur, nombre de personnes, nombre d’interpellations, observations');
    for (const v of values(patrol.rows, 'nombrePersonnes')) expect(Number(v)).toBeLessThanOrEqual(12);
    for (const v of values(patrol.rows, 'nombreInterpellations')) expect(Number(v)).toBeLessThanOrEqual(5);
    const convoy = app('Convoy log: convoy leader, destination, number of vehicles, notes');
    for (const v of values(convoy.rows, 'numberVehicles')) {
      expect(Number(v)).toBeGreaterThanOrEqual(2);
      expect(Number(v)).toBeLessThanOrEqual(30);
    }
  });
  it('an evacuation lasts minutes, a drop is from thousands of metres', () => {
    const drill = app('Exercices d’évacuation incendie : bâtiment, date, durée d’évacuation, nombre de participants, observations');
    for (const v of values(drill.rows, 'dureeEvacuation')) expect(Number(v)).toBeLessThanOrEqual(25);
    const drop = app('Suivi des largages parachutistes : date, zone de largage, hauteur de largage, nombre de parachutistes, vent');
    for (const v of values(drop.rows, 'hauteurLargage')) expect(Number(v)).toBeGreaterThanOrEqual(1200);
  });
  it('counts named by their noun and what was done are numbers ("arrests", "vehicles checked")', () => {
    const { spec, rows } = app('Checkpoint log: checkpoint, vehicles checked, persons searched, arrests, remarks');
    expect(field(spec, 'Vehicles checked').type).toBe('number');
    expect(field(spec, 'Arrests').type).toBe('number');
    for (const v of values(rows, 'arrests')) expect(Number(v)).toBeLessThanOrEqual(5);
  });
});

describe('types and words read in context (decision 299)', () => {
  it('"working" and "fonctionnelle" are yes/no, "dernière visite vétérinaire" and "last service" dates', () => {
    expect(field(app('Vehicle pre-departure checklist: vehicle, driver, tyre pressure, lights working, fuel level').spec, 'Lights working').type).toBe('boolean');
    expect(field(app('Inventaire du matériel radio : poste, numéro de série, état, batterie fonctionnelle').spec, 'Batterie fonctionnelle').type).toBe('boolean');
    expect(field(app('Suivi des chiens de la brigade cynophile : nom du chien, race, dernière visite vétérinaire, prochaine vaccination').spec, 'Dernière visite vétérinaire').type).toBe('date');
    expect(field(app('Maintenance log for generators: generator, last service, next service, technician').spec, 'Next service').type).toBe('date');
  });
  it('the range of a firing-range booking is a place, and shooting at the range is a defence app', () => {
    const { spec, rows } = app('Firing range booking: range, unit, date, start time, number of shooters, range officer');
    expect(field(spec, 'Range').type).toBe('place');
    for (const v of values(rows, 'range')) expect(String(v)).toMatch(/^Range \d – \d+ m$/);
    expect(app('Registre des séances de tir au stand : tireur, arme, calibre, observations').spec.domain).toBe('defense');
  });
  it('a poste in an IT inventory is a workstation, a genre in a library a literary genre, a first aid level a diploma', () => {
    for (const v of values(app('Inventaire du parc informatique : poste, utilisateur, système d’exploitation, date d’achat').rows, 'poste')) expect(String(v)).toMatch(/^PC-\d{3}$/);
    const lib = app('Gestion de la bibliothèque municipale : titre, auteur, genre, emplacement, date d’acquisition');
    expect(field(lib.spec, 'Genre').options).toContain('Roman');
    expect(field(lib.spec, 'Genre').options).not.toContain('Femme');
    expect(field(app('Formation secourisme : stagiaire, niveau de formation, date de session, formateur').spec, 'Niveau de formation').options).toContain('PSC1');
    for (const v of values(app('Library catalogue: title, author, genre, shelf').rows, 'title')) expect(String(v)).not.toMatch(/officer|leader|commander|analyst/i);
  });
});

describe('more records read in context (decision 299)', () => {
  it('the mileage on return is after the mileage on departure', () => {
    const { rows } = app('Registre de prêt de véhicules de service : véhicule, agent, date de départ, kilométrage au départ, kilométrage au retour, observations');
    for (const r of rows) if (r.kilometrageRetour !== undefined) expect(Number(r.kilometrageRetour)).toBeGreaterThan(Number(r.kilometrageDepart));
  });
  it('a data centre incident is an IT incident, a detainee a person held for an offence', () => {
    const it = app('Incident log for the data centre: date, system affected, severity, description, action taken, engineer');
    expect(field(it.spec, 'Engineer').type).toBe('person');
    for (const v of [...values(it.rows, 'description'), ...values(it.rows, 'actionTaken')]) expect(String(v)).not.toMatch(/badge|drone|fence|cordoned|gate|entrance/i);
    const held = app('Registre des entrées au centre de détention : détenu, date d’entrée, motif d’incarcération, cellule, observations');
    expect(field(held.spec, 'Détenu').type).toBe('person');
    for (const v of [...values(held.rows, 'motifIncarceration'), ...values(held.rows, 'observations')]) expect(String(v)).not.toMatch(OLD_POOL);
  });
  it('a commando course is a defence app: units are companies, the instructor assesses the trainee', () => {
    const { spec, rows } = app('Suivi des stages commando : stagiaire, unité, date de début, note finale sur 20, appréciation du moniteur');
    expect(spec.domain).toBe('defense');
    for (const v of values(rows, 'appreciationMoniteur')) expect(String(v)).not.toMatch(/^(Standard|Autre|À préciser|Voir observations)$/);
  });
});

describe('fires, detention visits, CBRN alerts, store issues (decision 299)', () => {
  it('a forest fire has a fire’s cause and means, not a road accident’s', () => {
    const { rows } = app('Suivi des feux de forêt : commune, date de départ du feu, surface brûlée en hectares, moyens engagés, cause, bilan');
    for (const v of values(rows, 'cause')) expect(String(v)).not.toMatch(/vitesse|chaussée|manœuvre|visibilité/i);
    for (const v of values(rows, 'moyensEngages')) expect(String(v)).not.toMatch(/^Moyens [A-H]\d/);
    for (const v of values(rows, 'bilan')) expect(String(v)).not.toMatch(OLD_POOL);
  });
  it('"ID checked" and "signature obtained" are yes/no, an NSN has its 13 digits, a detected agent is a substance', () => {
    expect(field(app('Prison visit bookings: prisoner, visitor, relationship, visit date, visit slot, ID checked').spec, 'ID checked').type).toBe('boolean');
    const qm = app('Quartermaster store issues: item, NSN, quantity issued, issued to, date, signature obtained');
    expect(field(qm.spec, 'Signature obtained').type).toBe('boolean');
    for (const v of values(qm.rows, 'nsn')) expect(String(v)).toMatch(/^\d{4}-\d{2}-\d{3}-\d{4}$/);
    expect(field(app('Suivi des alertes NRBC : date, lieu, agent détecté, niveau de contamination, mesures prises').spec, 'Agent détecté').type).not.toBe('person');
  });
});

describe('a field list after "pour chaque X, il faut" (decision 299)', () => {
  it('reads the fields a long request lists after "il faut"', () => {
    const { spec } = app("Nous devons tenir à jour le registre des déplacements professionnels des agents. Pour chaque déplacement, il faut l'agent, la destination, la date de départ, la date de retour et le coût estimé.");
    expect(spec.entities[0]!.fields.map((f) => f.label)).toEqual(['Agent', 'Destination', 'Date de départ', 'Date de retour', 'Coût estimé']);
  });
});

// Session 12 walk: a breath test's result read Réussi/Échoué, a battery's status Active/Pending/Closed, a ration's type Type A/B/C.
describe('screenings, batteries and rations have their own values', () => {
  it('a breath test is negative or positive, a battery charged or low, a ration of a known kind', () => {
    const breath = app("Registre des contrôles d'alcoolémie de la brigade : conducteur, immatriculation, taux mesuré, résultat, agent contrôleur");
    const results = values(breath.rows, 'resultat').map(String);
    expect(results.length).toBeGreaterThan(0);
    for (const v of results) expect(['Négatif', 'Positif', 'Refus de dépistage']).toContain(v);
    const nvg = app('Tracking of night vision goggles: serial number, assigned soldier, battery status, last maintenance and location');
    expect(field(nvg.spec, 'Battery status').options).toEqual(['Charged', 'Half charged', 'Low', 'Replace']);
    const rations = app('Application de gestion des stocks de rations de combat par unité : type de ration, date de péremption, quantité');
    expect(field(rations.spec, 'Type de ration').options).toContain('Ration de combat individuelle réchauffable');
    // an exam's result is still pass or fail
    const exam = app('Résultats des examens du stage : stagiaire, épreuve, note sur 20, résultat');
    for (const v of values(exam.rows, 'resultat').map(String)) expect(['Réussi', 'Échoué', 'À repasser', 'Ajourné']).toContain(v);
  });
});
