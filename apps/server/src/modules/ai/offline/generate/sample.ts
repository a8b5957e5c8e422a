import type { Faker } from '@faker-js/faker';
import type { AppEntity, AppField, AppLang } from '@ov/shared';
import { PARTICIPLE, SHOOTING } from '../understand/fields';
import { BOOKS, CODED, COUNTS, LEXICON, LONG_NEUTRAL, LONG_TEXTS, NEUTRAL, RANKS, STOCK_CONTEXT, STORAGE } from './lexicon';
import { fold } from '../understand/text';
import { unitRange } from '../understand/units';
import { lazyRequire } from '../../../../platform/lazy-require';

// faker and its two locales (3 MB of V8 heap) are read when the first sample rows are made, not at start (decision 267).
// They are ES modules: Node ≥ 20.19 loads them with require(), so sampleRows stays synchronous.
const fakerFR = lazyRequire<{ faker: Faker }>('@faker-js/faker/locale/fr', import.meta.url);
const fakerEN = lazyRequire<{ faker: Faker }>('@faker-js/faker/locale/en', import.meta.url);

/**
 * Sample records that fit each field (issue 13): names, badge numbers following their pattern, times in order
 * (an exit after the entry, a return date after the departure), amounts in euros, coordinates in the country of the app's language, dates around
 * the generation's reference day. Deterministic: faker is seeded from the spec's seed and the entity's position.
 * Only the two locales used are imported, so the server stays light.
 */
export type SampleRow = { id: string } & Record<string, string | number | boolean>;

/** The reference day of sample dates (fixed: the same spec always gives the same app). */
const REF_DAY = Date.UTC(2026, 10, 25);

const WORDS = {
  fr: {
    subjects: ['Contrôle de routine', 'Réunion de coordination', 'Livraison de matériel', 'Visite d’inspection', 'Maintenance préventive', 'Formation du personnel', 'Audit de sécurité', 'Rendez-vous fournisseur', 'Point d’étape mensuel', 'Remplacement d’équipement', 'Intervention sur site', 'Mise à jour logicielle'],
    comments: ['RAS.', 'À revoir la semaine prochaine.', 'Validé par le responsable.', 'En attente de pièces.', 'Accompagné par un agent d’accueil.', 'Document transmis par courrier.', 'Priorité à confirmer.', 'Suivi assuré par l’équipe de jour.'],
    departments: ['Direction générale', 'Ressources humaines', 'Service juridique', 'Service informatique', 'Logistique', 'Achats', 'Sécurité', 'Communication', 'Finances'],
    rooms: ['Salle ', 'Bureau ', 'Local '],
    vehicles: ['Renault Trafic', 'Peugeot 5008', 'Citroën Berlingo', 'Renault Mégane', 'Peugeot 308', 'Toyota Land Cruiser', 'Ford Ranger', 'Dacia Duster', 'Renault Master'],
    vaccines: ['DTP (diphtérie, tétanos, polio)', 'Hépatite A', 'Hépatite B', 'Fièvre jaune', 'Grippe saisonnière', 'Méningocoque ACWY', 'Rage', 'Typhoïde'],
    equipment: ['Ordinateur portable', 'Poste radio', 'Jumelles', 'Tablette durcie', 'Talkie-walkie', 'GPS portable', 'Lampe tactique', 'Appareil photo'],
    allergies: ['Aucune', 'Aucune', 'Pénicilline', 'Arachide', 'Pollens', 'Latex', 'Acariens'],
    diagnoses: ['Entorse de la cheville', 'Lombalgie', 'Syndrome grippal', 'Tendinite', 'Ampoules aux pieds', 'Bilan normal', 'Hypertension légère'],
    treatments: ['Aucun', 'Paracétamol 1 g', 'Ibuprofène 400 mg', 'Amoxicilline 1 g', 'Kinésithérapie', 'Repos 48 h', 'Attelle et glace'],
    ministries: ['Ministère des Armées', 'Ministère de l’Intérieur', 'Ministère de la Justice', 'Ministère de la Santé', 'Ministère de l’Économie', 'Ministère des Affaires étrangères', 'Ministère de la Transition écologique'],
    systems: ['Messagerie', 'Site internet', 'Annuaire Active Directory', 'Base RH', 'Postes de travail', 'Passerelle VPN', 'Serveur de fichiers', 'Téléphonie'],
    findings: ['Aucune anomalie', 'Anomalie mineure', 'Document manquant', 'Équipement défectueux', 'Non-conformité de sécurité', 'À revoir'],
    jobs: ['Chef de section', 'Adjoint au chef de poste', 'Opérateur radio', 'Analyste', 'Technicien de maintenance', 'Officier de permanence', 'Agent d’accueil', 'Responsable logistique', 'Chef d’équipe', 'Chargé de mission'],
    units: ['1re compagnie', '2e compagnie', '3e escadron', 'État-major', 'Section logistique', 'Peloton de surveillance', 'Compagnie de commandement', 'Section transmissions'],
    weapons: ['Pistolet SIG Sauer SP 2022', 'Fusil d’assaut HK416F', 'FAMAS F1', 'Pistolet-mitrailleur HK UMP', 'Fusil à pompe Benelli M4', 'Pistolet Glock 17'],
    security: ['Intrusion détectée au périmètre nord', 'Perte de liaison radio', 'Véhicule suspect au poste d’entrée', 'Drone non identifié au-dessus du site', 'Alarme incendie au bâtiment B', 'Badge refusé à l’accès principal', 'Anomalie sur le radar secondaire', 'Exercice de sûreté', 'Clôture endommagée secteur est', 'Panne du groupe électrogène', 'Colis abandonné au hall d’accueil', 'Tentative de connexion suspecte'],
  },
  en: {
    subjects: ['Routine check', 'Coordination meeting', 'Equipment delivery', 'Inspection visit', 'Preventive maintenance', 'Staff training', 'Security audit', 'Supplier meeting', 'Monthly review', 'Equipment replacement', 'On-site intervention', 'Software update'],
    comments: ['Nothing to report.', 'To be reviewed next week.', 'Approved by the manager.', 'Waiting for parts.', 'Escorted by reception staff.', 'Document sent by post.', 'Priority to be confirmed.', 'Followed up by the day team.'],
    departments: ['Executive office', 'Human resources', 'Legal department', 'IT department', 'Logistics', 'Procurement', 'Security', 'Communications', 'Finance'],
    rooms: ['Room ', 'Office ', 'Unit '],
    vehicles: ['Ford Transit', 'Land Rover Defender', 'Toyota Hilux', 'Vauxhall Astra', 'Volkswagen Passat', 'BMW 3 Series', 'Nissan Navara', 'Skoda Octavia', 'Mercedes Sprinter'],
    vaccines: ['Tetanus, diphtheria, polio', 'Hepatitis A', 'Hepatitis B', 'Yellow fever', 'Seasonal flu', 'Meningococcal ACWY', 'Rabies', 'Typhoid'],
    equipment: ['Laptop', 'Radio set', 'Binoculars', 'Rugged tablet', 'Walkie-talkie', 'Handheld GPS', 'Tactical torch', 'Camera'],
    allergies: ['None', 'None', 'Penicillin', 'Peanuts', 'Pollen', 'Latex', 'Dust mites'],
    diagnoses: ['Sprained ankle', 'Lower back pain', 'Flu-like illness', 'Tendinitis', 'Foot blisters', 'Normal check', 'Mild hypertension'],
    treatments: ['None', 'Paracetamol 1 g', 'Ibuprofen 400 mg', 'Amoxicillin 1 g', 'Physiotherapy', '48 h rest', 'Splint and ice'],
    ministries: ['Ministry of Defence', 'Ministry of the Interior', 'Ministry of Justice', 'Ministry of Health', 'Ministry of Finance', 'Ministry of Foreign Affairs', 'Ministry of Transport'],
    systems: ['Email server', 'Public website', 'Active Directory', 'HR database', 'Workstations', 'VPN gateway', 'File server', 'Telephony'],
    findings: ['None', 'Minor defect', 'Missing document', 'Faulty equipment', 'Safety non-compliance', 'To be checked again'],
    jobs: ['Section leader', 'Deputy post commander', 'Radio operator', 'Analyst', 'Maintenance technician', 'Duty officer', 'Reception officer', 'Logistics manager', 'Team leader', 'Liaison officer'],
    units: ['A Company', 'B Company', 'C Squadron', 'Headquarters', 'Logistics section', 'Surveillance troop', 'Command company', 'Signals section'],
    weapons: ['Glock 17 pistol', 'L85A3 rifle', 'L119A2 carbine', 'HK MP5 submachine gun', 'Benelli M4 shotgun', 'Sig P320 pistol'],
    security: ['Intrusion detected at the north fence', 'Radio link lost', 'Suspicious vehicle at the gate', 'Unidentified drone over the site', 'Fire alarm in building B', 'Badge refused at the main entrance', 'Secondary radar fault', 'Security drill', 'Damaged fence in the east sector', 'Generator failure', 'Unattended package in the lobby', 'Suspicious login attempt'],
  },
};

const NATO = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Kilo', 'Lima', 'Sierra', 'Tango', 'Victor', 'Zulu'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Fills a pattern: # a digit, A a capital letter, anything else kept. */
export function fillPattern(f: Faker, pattern: string): string {
  return [...pattern].map((c) => (c === '#' ? String(f.number.int({ min: 0, max: 9 })) : c === 'A' ? String.fromCharCode(65 + f.number.int({ min: 0, max: 25 })) : c)).join('');
}

const asciiPrefix = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase() || 'ID';

function textFor(f: Faker, field: AppField, entity: AppEntity, lang: AppLang, n: number, secure: boolean, context: string): string {
  const l = field.label.toLowerCase();
  const w = WORDS[lang];
  const subjects = secure ? w.security : w.subjects;
  if (/prénom|first ?name|given name/.test(l)) return f.person.firstName();
  if (/^(nom( de famille)?|last ?name|surname|family name)$/.test(l)) return f.person.lastName();
  if (/^(nom|name|nom complet|full name|identité)$/.test(l)) return f.person.fullName();
  if (/entreprise|société|fournisseur|prestataire|compan|supplier|vendor|contractor|organi[sz]ation|employeur|employer/.test(l)) return f.company.name();
  // a military unit in a defence or security app ("affectation", "unité"), an office elsewhere
  if (/affectation|assignment|unité|unit\b|compagnie|company|escadron|squadron|section|peloton|platoon/.test(l) && secure) return f.helpers.arrayElement(w.units);
  if (/service|département|department|direction|division|unité|unit\b|affectation|assignment/.test(l)) return f.helpers.arrayElement(w.departments);
  if (/indicatif|call ?sign/.test(l)) return `${f.helpers.arrayElement(NATO)} ${f.number.int({ min: 1, max: 40 })}`;
  if (/\barme|armement|weapon|firearm/.test(l)) return f.helpers.arrayElement(w.weapons);
  // a public office is named after its town ("Préfecture de Lille", "Brigade de Vannes")
  const office = /(sous-préfecture|préfecture|mairie|commissariat|brigade|tribunal|gendarmerie|prefecture|town hall|police station|court)/.exec(l)?.[1];
  if (office) return lang === 'fr' ? `${cap(office)} de ${f.location.city()}` : `${f.location.city()} ${office}`;
  if (/ville|city|town|commune/.test(l)) return f.location.city();
  if (/pays|country/.test(l)) return f.location.country();
  if (/adresse|address/.test(l)) return `${f.location.streetAddress()}, ${f.location.city()}`;
  // a short text that names a building or a room is one (its label was not read as a place: "Bâtiment concerné")
  const place = /b[âa]timent|building|hangar|entrep[ôo]t|warehouse|salle|room|bureau|office|local/.test(l) ? namedPlace(f, l, lang) : null;
  if (place) return place;
  if (/véhicule|vehicle|voiture|car\b|camion|truck/.test(l)) return f.helpers.arrayElement(w.vehicles);
  // a vehicle's model: military models in a defence app, makers' models elsewhere
  if (/modèle|model/.test(l) && /^(v[ée]hicule|vehicle|voiture|car|camion|truck|engin|blind|armou?red)/.test(entity.singular.toLowerCase()))
    return secure ? f.helpers.arrayElement(['VAB', 'VBCI', 'Griffon', 'Serval', 'PVP', 'Jaguar', 'VBL', 'Leclerc']) : f.helpers.arrayElement(w.vehicles);
  if (/couleur|colou?r/.test(l)) return f.color.human();
  // a book's title in a library, not an office subject nor a job title
  if (/^(titre|title|titre du livre|titre de l'ouvrage|book title|titre de l’ouvrage)$/.test(l) && BOOKS.ctx.test(fold(`${entity.singular} ${entity.plural} ${context}`))) return f.helpers.arrayElement(BOOKS[lang]);
  // a "poste" in an inventory of IT or radio equipment is a workstation or a radio set, not a job (decision 299)
  if (/^(poste|poste de travail|workstation)$/.test(l)) {
    const around = fold(`${entity.singular} ${entity.plural} ${context}`);
    if (/\b(radios?|transmissions?|pr4g|emetteurs?)\b/.test(around)) return f.helpers.arrayElement(['PR4G VS4-IP', 'PR4G F@stnet', 'Poste portatif TRC 3700', 'Poste véhicule PR4G', 'Motorola DP4800']);
    if (/\b(informatique|informatiques|inventaire|parc|materiel|materiels|equipements?|it|computers?|ordinateurs?|postes)\b/.test(around)) return `${lang === 'fr' ? 'PC' : 'WS'}-${pad(f.number.int({ min: 1, max: 250 }), 3)}`;
  }
  // (whole words: "contrôle" holds "rôle", "anomalies" holds "nom")
  if (/\b(poste|fonction|job|title|role)\b|(?:^|[\s'’])rôle\b/.test(l) && !/titre|intitulé|poste (médical|de secours|de commandement|de garde|avancé)/.test(l)) return f.helpers.arrayElement(w.jobs);
  if (/grade|rank/.test(l)) return f.person.jobTitle();
  if (/minist/.test(l)) return f.helpers.arrayElement(w.ministries);
  if (/syst[èe]mes?\b|systems?\b|serveurs?\b|servers?\b|applications? (?:touch|concern|affect)|affected (?:applications?|assets?)|actifs? (?:touch|concern)/.test(l)) return f.helpers.arrayElement(w.systems);
  // a noun the lexicon knows (calibre, cause, weather, method, course…): its own values, in the app's
  // language; the context is the field's name, the entity's names and the app's title ("pièces détachées du parc blindé")
  const fl = fold(l);
  const ctx = `${fl} ${fold(entity.singular)} ${fold(entity.plural)} ${fold(context)}`;
  const known = LEXICON.find((x) => x.re.test(fl) && (!x.ctx || x.ctx.test(ctx)));
  if (known) return typeof known[lang] === 'function' ? (known[lang] as (f: Faker, n: number) => string)(f, n) : f.helpers.arrayElement(known[lang] as string[]);
  if (/\b(objet|sujet|subject|titre|title|motif|reason|purpose|description|nom|name)\b|intitulé|libellé/.test(l)) {
    if (field.key === entity.titleField && /nom|name/.test(l)) {
      // "Vessel name", "nom du navire": the thing the label names, else the record
      const named = /^(.+?) name$/.exec(l)?.[1] ?? /^nom (?:du |de la |de l'|de l’|des |de |d'|d’)(.+)$/.exec(l)?.[1];
      return `${cap(named ?? entity.singular)} ${String.fromCharCode(65 + (n % 26))}${n + 1}`;
    }
    return f.helpers.arrayElement(subjects);
  }
  if (/anomalie|anomal/.test(l)) return f.helpers.arrayElement(secure ? w.security : w.findings);
  if (/événement|evenement|event|incident|alerte|alert|signalement|issue/.test(l)) return f.helpers.arrayElement(secure ? w.security : w.subjects);
  // any other short text names a thing: its head word and a code ("Rack C12", "Casier B7"), never an unrelated sentence
  if (/vaccin/.test(l)) return f.helpers.arrayElement(w.vaccines);
  // a medical record's allergies, diagnosis and treatment (a "traitement" elsewhere is not a medicine)
  if (/allergi/.test(l)) return f.helpers.arrayElement(w.allergies);
  if (/diagnos|sympt[ôo]me|symptom|pathologie|condition m[ée]dicale|medical condition/.test(l)) return f.helpers.arrayElement(w.diagnoses);
  if (/m[ée]dicament|medication|medicine|prescription|ordonnance/.test(l) || (/traitement|treatment/.test(l) && /patient|m[ée]dical|medical|malade|bless|casualt|consultation|infirm|sant[ée]|health|soin|care/i.test(entity.singular)))
    return f.helpers.arrayElement(w.treatments);
  if (/défaut|defect|deficienc|anomalie|non-conformit|findings?\b|constat/.test(l)) return f.helpers.arrayElement(w.findings);
  if (/^(matériel|équipement|equipment|item|article)( prêté| emprunté| loaned| lent| borrowed)?$/.test(l)) return f.helpers.arrayElement(w.equipment);
  if (/semaine|\bweek\b/.test(l)) return `${lang === 'fr' ? 'Semaine' : 'Week'} ${f.number.int({ min: 1, max: 52 })}`;
  if (/taille|\bsize\b|pointure/.test(l)) return f.helpers.arrayElement(['XS', 'S', 'M', 'L', 'XL']);
  const words = field.label.split(/\s+/).filter((x) => /^\p{L}/u.test(x));
  // (an English participle after the noun does not head it: "area covered" is an area)
  const last = words.length > 1 && PARTICIPLE.test(words.at(-1)!.toLowerCase()) ? words.at(-2) : words.at(-1);
  const head = (lang === 'fr' ? words[0] : last) ?? field.label;
  // the record's own name, or a thing units mark with a code ("Radar", "Rack", "Berth", "Wing"): its head word and a
  // code, as on the site ("Rack C12"); any other noun nothing knows gets neutral values
  // that read as data, never "<Label> X12" (decision 294)
  const coded = CODED.test(fold(head)) && !/(tion|sion|it[ée]|ity|ance|ence|isme|ism|ness|ure|ude)$/i.test(head);
  if (field.key === entity.titleField || coded) return `${cap(head)} ${String.fromCharCode(65 + f.number.int({ min: 0, max: 7 }))}${f.number.int({ min: 1, max: 40 })}`;
  return f.helpers.arrayElement(NEUTRAL[lang]);
}

/**
 * A place inside a site, named as people name it ("Bâtiment C", "Salle 12", "Secteur nord", "Porte 3"), for a label
 * that names one; `null` for a place out in the world (a city then).
 */
function namedPlace(f: Faker, l: string, lang: AppLang): string | null {
  const fr = lang === 'fr';
  const letter = () => String.fromCharCode(65 + f.number.int({ min: 0, max: 7 }));
  const num = (max: number) => f.number.int({ min: 1, max });
  if (/b[âa]timent|building|immeuble|\bblock\b/.test(l)) return `${fr ? 'Bâtiment' : 'Building'} ${letter()}`;
  if (/hangar/.test(l)) return `Hangar ${num(12)}`;
  // a firing range: its lane and its distance ("Stand 1 – 25 m")
  if (/^(range|firing range|shooting range|stand|stand de tir|pas de tir|champ de tir)$/.test(l)) return `${fr ? 'Stand' : 'Range'} ${num(6)} – ${f.helpers.arrayElement([25, 50, 100, 200, 300])} m`;
  if (/entrep[ôo]t|warehouse|dépôt|depot/.test(l)) return `${fr ? 'Entrepôt' : 'Warehouse'} ${num(9)}`;
  if (/zone|secteur|sector|\barea\b/.test(l)) {
    const sides = fr ? ['nord', 'sud', 'est', 'ouest'] : ['north', 'south', 'east', 'west'];
    return `${fr ? (/zone/.test(l) ? 'Zone' : 'Secteur') : /zone/.test(l) ? 'Zone' : 'Sector'} ${f.helpers.arrayElement(sides)}`;
  }
  if (/point de contr[ôo]le|point de passage|control point|checkpoint/.test(l)) return `${fr ? 'Point de contrôle' : 'Checkpoint'} ${num(12)}`;
  if (/\bporte\b(?!-)|portail|\bgate\b|poste d.entrée|point d.accès|access point/.test(l)) return `${fr ? 'Porte' : 'Gate'} ${num(6)}`;
  if (/étage|\bfloor\b/.test(l)) return fr ? `${num(6)}e étage` : `Floor ${num(6)}`;
  if (/stockage|storage|rangement|magasin|casier|locker|armoire|cabinet|étagère|shelf/.test(l)) return fr ? `${f.helpers.arrayElement(['Magasin', 'Armoire', 'Casier'])} ${letter()}${num(12)}` : `${f.helpers.arrayElement(['Store room', 'Cabinet', 'Locker'])} ${letter()}${num(12)}`;
  if (/salle|room|bureau|office|local|site/.test(l)) return f.helpers.arrayElement(WORDS[lang].rooms) + num(40);
  return null;
}

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * A long text that fits what the record is about (decision 299): the field's own noun first ("consignes",
 * "incidents"), then the entity and the app's title (a patrol, an inspection, a convoy); neutral log sentences when
 * nothing matches. A civil app with no known context keeps its office subjects and comments.
 */
function longTextFor(f: Faker, field: AppField, entity: AppEntity, lang: AppLang, secure: boolean, context: string): string {
  const own = fold(field.label);
  const around = `${fold(entity.singular)} ${fold(entity.plural)} ${fold(context)}`;
  const pool = LONG_TEXTS.find((x) => x.ctx.test(own)) ?? LONG_TEXTS.find((x) => x.ctx.test(around));
  if (pool) return f.helpers.arrayElement(pool[lang]);
  if (secure) return f.helpers.arrayElement(LONG_NEUTRAL[lang]);
  const w = WORDS[lang];
  return `${f.helpers.arrayElement(w.subjects)}. ${f.helpers.arrayElement(w.comments)}`;
}

function numberFor(f: Faker, field: AppField, context = ''): number {
  const l = field.label.toLowerCase();
  const fl = fold(l);
  // a drop height is thousands of metres; a tyre pressure a few bars (psi in English)
  if (/hauteur de largage|altitude de largage|drop height|drop altitude|jump altitude|hauteur de saut/.test(fl)) return f.number.int({ min: 12, max: 40 }) * 100;
  if (/pression|pressure/.test(fl) && /pneu|tyre|tire/.test(fl)) return field.unit === 'psi' || (!field.unit && /tyre|tire/.test(fl)) ? f.number.int({ min: 30, max: 45 }) : f.number.float({ min: 1.8, max: 3.6, fractionDigits: 1 });
  // how many of a thing one record counts: scaled by what is counted (vehicles in a convoy, arrests in a patrol)
  const counted = !field.unit && /^(nombre|nb|number|quantite|quantity|count|total|effectif)\b|\b(count|tires|tirees|fired|issued|engages|engaged|checked|controles|searched|fouilles)$|^[a-z- ]+$/.test(fl) ? COUNTS.find((c) => c.re.test(fl)) : undefined;
  if (counted) return counted.zeroes ? f.helpers.arrayElement([0, 0, 0, 1, 1, 2, 3, counted.max]) : f.number.int({ min: counted.min, max: counted.max });
  const range = field.unit ? unitRange(field.unit) : undefined;
  // a duration in hours: a few hours, by half hours; a distance at the range: the usual firing distances
  if (field.unit === 'h' && /dur[ée]e|duration|temps|\btime\b|arr[êe]t|downtime/.test(l)) return f.number.int({ min: 1, max: 24 }) / 2;
  if (field.unit === 'm' && (SHOOTING.test(fold(l)) || (/distance|portee|range/.test(fold(l)) && SHOOTING.test(fold(context))))) return f.helpers.arrayElement([25, 50, 100, 150, 200, 300, 400, 500, 600]);
  // people hurt or killed in one event: a few, often none
  if (/bless|victim|casualt|wounded|injur|mort|d[ée]c[èe]s|tu[ée]s|fatalit|death|killed|dead/.test(l)) return f.helpers.arrayElement([0, 0, 0, 1, 1, 2, 3, 5]);
  if (range && !['km', 'kg'].includes(field.unit!)) return f.number.int({ min: range[0], max: range[1] });
  if (/âge|\bage\b/.test(l)) return f.number.int({ min: 19, max: 64 });
  // "score out of 100", "note sur 20", "mark /20": a plausible mark on that scale, not 1 to 5
  const scale = /(?:\bsur|\bout of|\/)\s*(\d{1,4})\s*$/.exec(l);
  if (scale && Number(scale[1]) >= 2) return f.number.int({ min: Math.ceil(Number(scale[1]) * 0.4), max: Number(scale[1]) });
  if (/note|score|rating|évaluation|satisfaction/.test(l)) return f.number.int({ min: 1, max: 5 });
  if (/portions|servings|couverts/.test(l) && !/nombre|number|total/.test(l)) return f.number.int({ min: 2, max: 12 });
  if (/quantité|quantity|stock|nombre|count|effectif|qty/.test(l)) return f.number.int({ min: 0, max: 120 });
  if (/kilométrage|mileage|odometer|compteur/.test(l)) return f.number.int({ min: 12, max: 1800 }) * 100;
  if (/kilom|km|distance/.test(l) || field.unit === 'km') return f.number.int({ min: 2, max: 480 });
  if (/poids|weight|kg/.test(l) || field.unit === 'kg') return f.number.float({ min: 0.5, max: 80, fractionDigits: 1 });
  if (/étage|\bfloor\b/.test(l)) return f.number.int({ min: 0, max: 8 });
  if (/altitude/.test(l)) return f.number.int({ min: 100, max: 12_000 });
  if (/année|year/.test(l)) return f.number.int({ min: 2015, max: 2026 });
  if (/niveau|level|priorit/.test(l)) return f.number.int({ min: 1, max: 5 });
  return f.number.int({ min: 1, max: 100 });
}

function moneyFor(f: Faker, field: AppField): number {
  const l = field.label.toLowerCase();
  if (/salaire|salary|wage/.test(l)) return f.number.int({ min: 1900, max: 6500 });
  if (/prix|price|tarif|coût unitaire|unit cost/.test(l)) return f.number.float({ min: 5, max: 900, fractionDigits: 2 });
  if (/budget|marché|contract|montant total/.test(l)) return f.number.int({ min: 20, max: 900 }) * 1000;
  return f.number.float({ min: 20, max: 12_000, fractionDigits: 2 });
}

/** Sample records for one entity; `refs` gives the ids of the entities it points to. */
/** FNV-1a of a field key: part of the seed of its values. */
function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function sampleRows(entity: AppEntity, lang: AppLang, seed: number, index: number, refs: Record<string, string[]>, secure = false, context = ''): SampleRow[] {
  const f = (lang === 'fr' ? fakerFR : fakerEN)().faker;
  f.seed([seed, index]);
  const rows: SampleRow[] = [];
  const relations = new Map(entity.relations.map((r) => [r.field, r.entity]));
  const size = entity.sampleSize;
  for (let n = 0; n < size; n++) {
    const row: SampleRow = { id: `${entity.key}-${n + 1}` };
    let lastTime: number | null = null;
    let lastDay: number | null = null;
    let lastDateTimeDay: number | null = null;
    let lastMileage: number | null = null;
    let person: { first: string; last: string } | null = null;
    for (const field of entity.fields) {
      // Each value has its own seed (row, field): adding, removing or moving a field by instruction leaves every
      // other value as it was, so the user's edits to sample rows merge cleanly (decision 115).
      f.seed([seed, index, n, keyHash(field.key)]);
      const l = field.label.toLowerCase();
      const target = relations.get(field.key);
      if (target) {
        const ids = refs[target] ?? [];
        if (ids.length) row[field.key] = f.helpers.arrayElement(ids);
        continue;
      }
      // optional fields are sometimes left empty, as in real registers (never the title)
      // (an exit or return time not yet known; a "porte de sortie" is a place and always has a value)
      // (a planned return is known: "date de retour prévue" always has a value)
      if (!field.required && field.key !== entity.titleField && /^(date|time|datetime)$/.test(field.type) && /sortie|exit|départ|departure|fin\b|end\b|retour|return/.test(l) && !/prévu|planned|expected|due\b/.test(l) && n < 2) continue;
      switch (field.type) {
        case 'text':
          row[field.key] = textFor(f, field, entity, lang, n, secure, context);
          break;
        case 'longtext':
          row[field.key] = longTextFor(f, field, entity, lang, secure, context);
          break;
        case 'person': {
          const first = f.person.firstName();
          const last = f.person.lastName();
          person ??= { first, last };
          // in a defence app, a military role (shooter, instructor, pilot, section leader) carries a rank, as on a roster
          const rank = !secure ? '' : RANKS.junior.test(fold(l)) ? f.helpers.arrayElement(RANKS[`${lang}Junior`]) : RANKS.roles.test(fold(l)) ? f.helpers.arrayElement(RANKS[lang]) : '';
          row[field.key] = rank ? `${rank} ${first} ${last}` : `${first} ${last}`;
          break;
        }
        case 'place':
          // where an item is kept in a store (a spare part's "emplacement"): a shelf in a store room, not a town
          row[field.key] = namedPlace(f, l, lang) ?? (/^(emplacement|location|storage location|rangement|position)$/.test(l) && STOCK_CONTEXT.test(fold(`${entity.singular} ${entity.plural} ${entity.fields.map((x) => x.label).join(' ')} ${context}`)) ? STORAGE(f, lang) : f.location.city());
          break;
        case 'coordinates': {
          const [lat0, lat1, lng0, lng1] = lang === 'fr' ? [43.3, 49.5, -1.2, 7.4] : [50.5, 54.5, -3.5, 0.5];
          row[field.key] = `${f.number.float({ min: lat0, max: lat1, fractionDigits: 4 })}, ${f.number.float({ min: lng0, max: lng1, fractionDigits: 4 })}`;
          break;
        }
        case 'identifier':
          row[field.key] = field.pattern ? fillPattern(f, field.pattern) : `${asciiPrefix(field.label)}-${pad(f.number.int({ min: 1, max: 9999 }), 4)}`;
          break;
        case 'email': {
          const p = person ?? { first: f.person.firstName(), last: f.person.lastName() };
          row[field.key] = f.internet.email({ firstName: p.first, lastName: p.last, provider: lang === 'fr' ? 'exemple.fr' : 'example.com' }).toLowerCase();
          break;
        }
        case 'phone':
          row[field.key] = lang === 'fr' ? `0${f.number.int({ min: 1, max: 7 })} ${pad(f.number.int({ min: 0, max: 99 }))} ${pad(f.number.int({ min: 0, max: 99 }))} ${pad(f.number.int({ min: 0, max: 99 }))} ${pad(f.number.int({ min: 0, max: 99 }))}` : `+44 20 7946 0${pad(f.number.int({ min: 0, max: 999 }), 3)}`;
          break;
        case 'url':
          row[field.key] = `https://${lang === 'fr' ? 'exemple.fr' : 'example.com'}/${f.string.alphanumeric({ length: 6, casing: 'lower' })}`;
          break;
        case 'file':
          // a photo is an image, anything else a document
          row[field.key] = `${field.key.toLowerCase()}-${pad(n + 1, 3)}.${/photo|image|picture|scan|cliché/i.test(field.label) ? 'jpg' : 'pdf'}`;
          break;
        case 'number':
          row[field.key] = numberFor(f, field, `${entity.singular} ${entity.plural} ${context}`);
          // the mileage on return is the mileage on departure and the trip (decision 299)
          if (/kilom[ée]trage|mileage|odometer|compteur/.test(l)) {
            if (lastMileage !== null && /retour|arriv|fin\b|return|end\b|in\b|after|après/.test(l)) row[field.key] = lastMileage + f.number.int({ min: 8, max: 650 });
            lastMileage = Number(row[field.key]);
          }
          break;
        case 'money':
          row[field.key] = moneyFor(f, field);
          break;
        case 'percent':
          row[field.key] = f.number.int({ min: 0, max: 100 });
          break;
        case 'duration':
          // an evacuation or a response lasts minutes, a task up to a few hours
          row[field.key] = /evacuation|evacuer|reaction|reponse|response|alerte|alert|mise en place|deploiement|deploy/.test(fold(l)) ? f.number.int({ min: 3, max: 25 }) : f.number.int({ min: 1, max: 48 }) * 5;
          break;
        case 'enum':
          if (field.options?.length) row[field.key] = f.helpers.arrayElement(field.options);
          break;
        case 'boolean':
          row[field.key] = f.datatype.boolean({ probability: 0.7 });
          break;
        case 'date': {
          if (/naissance|birth/.test(l)) row[field.key] = isoDay(Date.UTC(f.number.int({ min: 1960, max: 2004 }), f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })));
          else {
            // a later date field (return after departure, end after start) comes after the previous one
            // an expiry or renewal comes months or years later, a return days or weeks later
            // and the next periodic one ("prochaine visite", "next check-up") months later
            const gap = /expir|validit|péremption|renouvel|renewal|valid until|rappel|booster/.test(l) ? { min: 180, max: 1095 } : /prochain|next\b/.test(l) ? { min: 90, max: 400 } : { min: 1, max: 45 };
            // the first date is around the reference day: before it when it is the last one done ("dernière
            // révision", "last service"), after it when it is the next one due ("prochain contrôle", "next inspection")
            const around = /dernier|dernière|précédent|last\b|previous|latest|most recent|délivrance|issued|issue date|émission|obtention|obtained|acquisition|achat|purchase|mise en service|commissioning|création|created|enregistrement|registered|signature|signed|incorporation|enlist/.test(l) ? { min: -365, max: -1 } : /prochain|next\b|upcoming|à venir|prévu|planned|due\b|échéance/.test(l) ? { min: 1, max: 180 } : { min: -150, max: 20 };
            // the day a request was made or a report received is behind us too ("date de la demande", "date received")
            const made = /\b(demande|request|requested|dépôt|déposé|soumission|submi|réception|reçue?|received|déclaration|signalement|reported|report|constat|plainte|complaint|saisie|ouverture|opened|visite|visit|check-up|checkup|examen|examination|consultation)\b/.test(l);
            const from = made && around.max > 0 && around.min < 0 ? { min: -120, max: 0 } : around;
            const day: number = lastDay === null ? REF_DAY + f.number.int(from) * 86_400_000 : lastDay + f.number.int(gap) * 86_400_000;
            lastDay = day;
            row[field.key] = isoDay(day);
          }
          break;
        }
        case 'time':
        case 'datetime': {
          // a later time field (exit after entry, end after start) comes after the previous one
          const minutes: number = lastTime === null ? f.number.int({ min: 7 * 12, max: 17 * 12 }) * 5 : Math.min(23 * 60 + 55, lastTime + f.number.int({ min: 3, max: 60 }) * 5);
          lastTime = minutes;
          const hm = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
          // the date times of one record share their day (a shift's end on the day it started, after it)
          lastDateTimeDay ??= REF_DAY + f.number.int({ min: -30, max: 14 }) * 86_400_000;
          row[field.key] = field.type === 'time' ? hm : `${isoDay(lastDateTimeDay)}T${hm}`;
          break;
        }
      }
    }
    rows.push(row);
  }
  return rows;
}
