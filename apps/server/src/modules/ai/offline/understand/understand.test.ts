import { appSpecSchema, type AppSpec, type FieldType } from '@ov/shared';
import { describe, expect, it } from 'vitest';
import { applyInstruction, detectLanguage, understandPrompt } from './index';

function spec(prompt: string, uiLang?: 'fr' | 'en'): AppSpec {
  const r = understandPrompt(prompt, uiLang ? { uiLang } : {});
  if (r.kind !== 'spec') throw new Error(`vague: ${prompt}`);
  return r.spec;
}

type Case = {
  prompt: string;
  lang: 'fr' | 'en';
  kind?: AppSpec['kind'];
  tool?: string;
  /** the main entity's plural, folded comparison */
  entity?: string;
  /** [label, type] that must be among the main entity's fields (type may list alternatives) */
  fields?: [string, FieldType | FieldType[]][];
  features?: string[];
  domain?: AppSpec['domain'];
  title?: string;
};

/** Written before the code was tuned on them: sentences a new user would type, French and English. */
const CASES: Case[] = [
  { prompt: "Registre des visiteurs du ministère avec nom, badge, heure d'entrée, heure de sortie et export CSV", lang: 'fr', kind: 'records', entity: 'visiteurs', title: 'Registre des visiteurs du ministère', fields: [['Nom', ['person', 'text']], ['Badge', 'identifier'], ["Heure d'entrée", ['time', 'datetime']], ['Heure de sortie', ['time', 'datetime']]], features: ['export_csv'], domain: 'government' },
  { prompt: 'Je veux une application pour suivre les interventions des pompiers avec adresse, date et heure, type (incendie, secours à personne, accident) et nombre de véhicules engagés', lang: 'fr', entity: 'interventions', fields: [['Adresse', 'place'], ['Date et heure', 'datetime'], ['Type', 'enum'], ['Nombre de véhicules engagés', 'number']] },
  { prompt: 'Crée un outil de gestion des marchés publics : objet, montant HT, date de notification, titulaire, statut. Avec recherche et export PDF.', lang: 'fr', entity: 'marchés publics', fields: [['Objet', 'text'], ['Montant HT', 'money'], ['Date de notification', 'date'], ['Statut', 'enum']], features: ['search', 'export_pdf'], domain: 'government' },
  { prompt: 'Build a visitor log for our headquarters with name, company, badge number, arrival time and departure time', lang: 'en', entity: 'visitors', fields: [['Name', ['person', 'text']], ['Company', 'text'], ['Badge number', 'identifier'], ['Arrival time', 'time'], ['Departure time', 'time']] },
  { prompt: 'An app to track our fleet of trucks with plate number, driver, mileage and next service date, plus a map', lang: 'en', entity: 'vehicles', fields: [['Plate number', 'identifier'], ['Driver', 'person'], ['Mileage', 'number'], ['Next service date', 'date']], features: ['map'] },
  { prompt: 'Suivi des véhicules de la caserne', lang: 'fr', entity: 'véhicules', fields: [['Immatriculation', 'identifier'], ['Statut', 'enum'], ['Kilométrage', 'number']], domain: 'defense' },
  { prompt: 'Gestion des alertes de sécurité avec gravité (faible, moyenne, critique), source, date et statut, triées par gravité', lang: 'fr', entity: 'alertes', fields: [['Gravité', 'enum'], ['Source', 'text'], ['Date', 'date'], ['Statut', 'enum']], features: ['sort'], domain: 'security' },
  { prompt: 'Inventaire du matériel informatique : numéro de série, modèle, affecté à, date d’achat, prix, garantie (oui/non)', lang: 'fr', fields: [['Numéro de série', 'identifier'], ['Date d’achat', 'date'], ['Prix', 'money'], ['Garantie', 'boolean']] },
  { prompt: 'Employee directory with full name, email, phone, department and hire date, searchable and exportable to CSV', lang: 'en', entity: 'employees', fields: [['Full name', 'person'], ['Email', 'email'], ['Phone', 'phone'], ['Hire date', 'date']], features: ['search', 'export_csv'] },
  { prompt: "Application de suivi des demandes d'habilitation avec nom de l'agent, niveau demandé (confidentiel, secret), date de dépôt, avis du chef de service", lang: 'fr', fields: [["Nom de l'agent", ['person', 'text']], ['Niveau demandé', 'enum'], ['Date de dépôt', 'date']] },
  { prompt: 'Patrol reports: patrol leader, sector, start time, end time, incidents observed, GPS position. Show them on a map and chart incidents by sector.', lang: 'en', fields: [['Patrol leader', 'person'], ['Sector', ['place', 'text', 'enum']], ['Start time', 'time'], ['GPS position', 'coordinates']], features: ['map', 'chart'], domain: 'defense' },
  { prompt: 'Tableau de bord des incidents cyber avec gravité, catégorie, date de détection et un graphique des incidents par mois', lang: 'fr', kind: 'dashboard', entity: 'incidents', fields: [['Gravité', 'enum'], ['Catégorie', 'enum'], ['Date de détection', 'date']], features: ['chart', 'stats'], domain: 'security' },
  { prompt: 'Dashboard of maintenance work orders with cost, duration, technician and status; bar chart of cost by technician', lang: 'en', kind: 'dashboard', fields: [['Cost', 'money'], ['Duration', 'duration'], ['Technician', 'person'], ['Status', 'enum']], features: ['chart'] },
  { prompt: 'Registre des courriers entrants : expéditeur, objet, date de réception, service destinataire, pièce jointe', lang: 'fr', fields: [['Expéditeur', 'person'], ['Date de réception', 'date'], ['Pièce jointe', 'file']] },
  { prompt: 'Gestion des stocks de la pharmacie avec nom du médicament, quantité, date de péremption, seuil d’alerte et fournisseur', lang: 'fr', fields: [['Quantité', 'number'], ['Date de péremption', 'date'], ['Fournisseur', ['text', 'person']]] },
  { prompt: 'Simple CRM: customers with name, email, phone, city and a notes field; import from CSV', lang: 'en', entity: 'customers', fields: [['Email', 'email'], ['Phone', 'phone'], ['City', 'place'], ['Notes', 'longtext']], features: ['import_csv'] },
  { prompt: 'Planning des formations : intitulé, formateur, date, durée en heures, nombre de places, lieu, avec une vue calendrier', lang: 'fr', entity: 'formations', fields: [['Formateur', 'person'], ['Date', 'date'], ['Nombre de places', 'number'], ['Lieu', 'place']], features: ['calendar'] },
  { prompt: 'Track expenses with amount, category (travel, meals, equipment), date and receipt; pie chart by category', lang: 'en', entity: 'expenses', fields: [['Amount', 'money'], ['Category', 'enum'], ['Date', 'date'], ['Receipt', 'file']], features: ['chart'] },
  { prompt: 'Je voudrais gérer les membres de mon association : nom, prénom, e-mail, téléphone, date d’adhésion, cotisation payée', lang: 'fr', entity: 'membres', fields: [['Prénom', 'person'], ['E-mail', 'email'], ['Téléphone', 'phone'], ['Cotisation payée', ['boolean', 'money']]] },
  { prompt: 'Formulaire de déclaration de perte de badge en plusieurs étapes avec nom, matricule, date de la perte, lieu et circonstances', lang: 'fr', fields: [['Matricule', 'identifier'], ['Date de la perte', 'date'], ['Lieu', 'place'], ['Circonstances', ['text', 'longtext']]], features: ['wizard'] },
  { prompt: 'Vulnerability tracker with CVE ID, affected server, CVSS score, severity, discovery date and remediation deadline, sorted by severity', lang: 'en', fields: [['CVE ID', 'identifier'], ['CVSS score', 'number'], ['Severity', 'enum'], ['Discovery date', 'date'], ['Remediation deadline', 'date']], features: ['sort'], domain: 'security' },
  { prompt: 'Suivi des missions de reconnaissance avec nom de code, unité, zone, date de début, date de fin, niveau de risque et carte des zones', lang: 'fr', entity: 'missions', fields: [['Nom de code', 'text'], ['Zone', 'place'], ['Date de début', 'date'], ['Niveau de risque', 'enum']], features: ['map'], domain: 'defense' },
  { prompt: 'Book library app: title, author, ISBN, year, available (yes/no), filter by author', lang: 'en', fields: [['Title', 'text'], ['Author', 'person'], ['ISBN', ['identifier', 'text']], ['Year', 'number'], ['Available', 'boolean']], features: ['filters'] },
  { prompt: 'Gestion des rendez-vous du cabinet médical avec patient, date et heure, durée, motif et médecin', lang: 'fr', fields: [['Patient', 'person'], ['Date et heure', 'datetime'], ['Durée', 'duration'], ['Médecin', 'person']] },
  { prompt: 'Incident log for the data centre with reference, title, severity, reported at (date and time), owner and resolution notes', lang: 'en', fields: [['Reference', 'identifier'], ['Severity', 'enum'], ['Owner', 'person'], ['Resolution notes', 'longtext']] },
  { prompt: "Liste des chantiers de la commune avec adresse, entreprise, budget, avancement en pourcentage, date de fin prévue et coordonnées GPS, affichés sur une carte", lang: 'fr', fields: [['Adresse', 'place'], ['Budget', 'money'], ['Avancement en pourcentage', 'percent'], ['Coordonnées GPS', 'coordinates']], features: ['map'], domain: 'government' },
  { prompt: 'Un minuteur de 25 minutes', lang: 'fr', kind: 'tool', tool: 'timer' },
  { prompt: 'Make me a chess clock with 3 minutes and a 2 second increment', lang: 'en', kind: 'tool', tool: 'chess_clock' },
  { prompt: 'Une calculatrice simple', lang: 'fr', kind: 'tool', tool: 'calculator' },
  { prompt: 'A quiz about European capitals with 8 questions', lang: 'en', kind: 'tool', tool: 'quiz' },
  { prompt: 'Check-list de départ en mission : gilet, radio, carte, trousse de secours', lang: 'fr', kind: 'tool', tool: 'checklist' },
  { prompt: 'A unit converter for kilometres, miles and knots', lang: 'en', kind: 'tool', tool: 'unit_converter' },
  { prompt: 'Chronomètre avec tours', lang: 'fr', kind: 'tool', tool: 'stopwatch' },
  { prompt: 'Countdown to the end of the exercise', lang: 'en', kind: 'tool', tool: 'countdown' },
  { prompt: 'Application de réservation des salles de réunion', lang: 'fr', kind: 'tool', tool: 'booking' },
  { prompt: 'Un pomodoro avec 25 minutes de travail et 5 minutes de pause', lang: 'fr', kind: 'tool', tool: 'pomodoro' },
  { prompt: 'Kanban board for the dev team', lang: 'en', kind: 'tool', tool: 'kanban' },
  { prompt: 'Générateur de mots de passe de 16 caractères', lang: 'fr', kind: 'tool', tool: 'password_generator' },
  { prompt: 'Register of lost and found items with description, found on (date), place found, finder and returned (yes/no)', lang: 'en', fields: [['Description', 'longtext'], ['Place found', 'place'], ['Finder', 'person'], ['Returned', 'boolean']] },
  { prompt: 'Carnet d’entretien des drones : numéro de série, heures de vol, dernière révision, prochaine révision, technicien', lang: 'fr', fields: [['Numéro de série', 'identifier'], ['Heures de vol', 'number'], ['Dernière révision', 'date'], ['Technicien', 'person']] },
  { prompt: 'Suivi des plaintes des usagers avec numéro de dossier, date, canal (téléphone, courrier, guichet), objet et statut, avec filtres par canal', lang: 'fr', fields: [['Numéro de dossier', 'identifier'], ['Date', 'date'], ['Canal', 'enum'], ['Statut', 'enum']], features: ['filters'], domain: 'government' },
  { prompt: 'Shift roster for security guards: guard name, post, shift start, shift end, radio call sign', lang: 'en', fields: [['Guard name', 'person'], ['Shift start', ['time', 'datetime']], ['Shift end', ['time', 'datetime']]], domain: 'security' },
  // second batch, written after the first round of fixes and checked the same way
  { prompt: "Bonjour ! J'aimerais une petite appli web pour recenser les pannes des ascenseurs de l'immeuble : numéro d'ascenseur, étage, description de la panne, date de signalement, réparé ou non.", lang: 'fr', entity: 'pannes', title: "Registre des pannes des ascenseurs de l'immeuble", fields: [["Numéro d'ascenseur", 'identifier'], ['Étage', 'number'], ['Description de la panne', 'longtext'], ['Date de signalement', 'date'], ['Réparé', 'boolean']] },
  { prompt: 'I need a tool to keep track of ammunition stock at the armory: lot number, calibre, quantity, expiry date, storage bay. Alert when quantity is below 100. Export to CSV.', lang: 'en', fields: [['Lot number', 'identifier'], ['Quantity', 'number'], ['Expiry date', 'date']], features: ['export_csv', 'notifications'], domain: 'defense' },
  { prompt: "Registre des accès au datacenter avec nom de l'intervenant, société, motif, date et heure d'arrivée, date et heure de départ, accompagné par", lang: 'fr', fields: [["Nom de l'intervenant", 'person'], ["Date et heure d'arrivée", 'datetime'], ['Accompagné par', 'person']] },
  { prompt: 'Application pour la gestion des gardes à vue : identité, date de naissance, heure de début, heure de fin, motif, officier responsable', lang: 'fr', entity: 'gardes à vue', title: 'Gestion des gardes à vue', fields: [['Date de naissance', 'date'], ['Heure de début', 'time'], ['Officier responsable', 'person']], domain: 'security' },
  { prompt: 'App for a school to manage students and their grades: student name, class, subject, grade out of 20, term', lang: 'en', entity: 'students', fields: [['Student name', 'person'], ['Grade out of 20', 'number']] },
  { prompt: 'Create a weather station dashboard with temperature, humidity, wind speed and time of measure, line chart of temperature over time', lang: 'en', kind: 'dashboard', fields: [['Temperature', 'number'], ['Humidity', 'percent'], ['Wind speed', 'number']], features: ['chart'] },
  { prompt: "Petit carnet d'adresses : nom, adresse, téléphone, email", lang: 'fr', entity: 'contacts', fields: [['Nom', 'person'], ['Adresse', 'place'], ['Téléphone', 'phone'], ['Email', 'email']] },
  { prompt: 'A recipe book with recipe name, ingredients, preparation time, difficulty and photo', lang: 'en', fields: [['Recipe name', 'text'], ['Preparation time', 'duration'], ['Difficulty', 'enum'], ['Photo', 'file']] },
  { prompt: 'Todo list with title, assignee, due date and priority', lang: 'en', kind: 'records', entity: 'tasks', fields: [['Assignee', 'person'], ['Due date', 'date'], ['Priority', 'enum']] },
  { prompt: 'Gestion des prêts de matériel : emprunteur, matériel, date de prêt, date de retour prévue, rendu (oui/non)', lang: 'fr', fields: [['Emprunteur', 'person'], ['Date de prêt', 'date'], ['Date de retour prévue', 'date'], ['Rendu', 'boolean']] },
  // third batch, read after the second round of fixes
  { prompt: "Développe une plateforme de gestion des véhicules (immatriculation, modèle, kilométrage) et des conducteurs (nom, permis, date d'expiration du permis)", lang: 'fr', entity: 'véhicules', fields: [['Immatriculation', 'identifier'], ['Kilométrage', 'number']] },
  { prompt: 'We need an application for the border police to record vehicle checks: plate, driver name, nationality, date and time, checkpoint, result (cleared, searched, detained). Officers and supervisors roles. Dashboard with checks per checkpoint.', lang: 'en', kind: 'dashboard', entity: 'vehicle checks', title: 'Vehicle check log', fields: [['Plate', 'identifier'], ['Driver name', 'person'], ['Date and time', 'datetime'], ['Result', 'enum']], features: ['chart'], domain: 'security' },
  { prompt: 'Create an app where I can log my runs: distance, duration, date, heart rate, notes; with a chart of distance by week', lang: 'en', entity: 'runs', fields: [['Distance', 'number'], ['Duration', 'duration'], ['Heart rate', 'number'], ['Notes', 'longtext']], features: ['chart'] },
  { prompt: "Registre des armes de service : numéro de série, modèle, agent affecté, date d'attribution, état (bon, à réviser, hors service)", lang: 'fr', entity: 'armes', fields: [['Numéro de série', 'identifier'], ['Agent affecté', 'person'], ["Date d'attribution", 'date'], ['État', 'enum']] },
  { prompt: 'Application de suivi des heures supplémentaires des agents: agent, date, nombre d\'heures, motif, validé par le chef', lang: 'fr', entity: 'heures supplémentaires', fields: [['Agent', 'person'], ["Nombre d'heures", 'number']] },
  { prompt: 'Track the status of IT support tickets with priority, category, requester, assigned technician, opened at, closed at and SLA breached (yes/no)', lang: 'en', entity: 'IT support tickets', title: 'IT support ticket tracker', fields: [['Requester', 'person'], ['Opened at', 'datetime'], ['SLA breached', 'boolean']] },
  { prompt: 'Une appli de quiz pour réviser le code de la route', lang: 'fr', kind: 'tool', tool: 'quiz' },
  { prompt: 'Je veux une application. Elle doit permettre de suivre les incidents. Chaque incident a une gravité, une date et un lieu.', lang: 'fr', entity: 'incidents', fields: [['Gravité', 'enum'], ['Date', 'date'], ['Lieu', 'place']] },
  { prompt: "I'd like an app for my gym. Each member has a name, a membership type (monthly, yearly), a start date and a phone number.", lang: 'en', entity: 'members', title: 'Gym members', fields: [['Name', 'person'], ['Membership type', 'enum'], ['Start date', 'date'], ['Phone number', 'phone']] },
  { prompt: 'Une application de gestion de flotte de drones avec carte, autonomie, statut et pilote', lang: 'fr', entity: 'drones', fields: [['Autonomie', 'number'], ['Statut', 'enum'], ['Pilote', 'person']], features: ['map'] },
  { prompt: 'Build a 10 minute countdown timer', lang: 'en', kind: 'tool', tool: 'countdown' },
  { prompt: "Je souhaiterais disposer d'une application permettant aux agents d'accueil d'une caserne de la gendarmerie de consigner les visites, avec le nom du visiteur, l'unité visitée, l'heure d'arrivée et l'heure de départ, ainsi qu'un export CSV hebdomadaire pour le commandant", lang: 'fr', title: 'Registre des visites', fields: [['Nom du visiteur', 'person'], ['Unité visitée', 'text'], ["Heure d'arrivée", 'time'], ['Heure de départ', 'time']], features: ['export_csv'], domain: 'defense' },
  { prompt: 'Create a mobile-friendly tracker for hazardous material shipments with UN number, material name, quantity in kg, origin, destination, carrier, departure date and status (pending, in transit, delivered). Add filters by status and a map.', lang: 'en', entity: 'hazardous material shipments', fields: [['UN number', 'identifier'], ['Quantity in kg', 'number'], ['Origin', 'place'], ['Departure date', 'date'], ['Status', 'enum']], features: ['filters', 'map'] },
  { prompt: 'Application de gestion des clés du bâtiment: numéro de clé, local, emprunteur, date de sortie, date de retour', lang: 'fr', entity: 'clés', fields: [['Numéro de clé', 'identifier'], ['Emprunteur', 'person'], ['Date de sortie', 'date']] },
  { prompt: "Registre des permis de port d'arme : titulaire, numéro du permis, date de délivrance", lang: 'fr', entity: "permis de port d'arme", fields: [['Titulaire', 'person'], ['Numéro du permis', 'identifier']] },
  { prompt: 'Registre des permis de conduire : titulaire, numéro, date de délivrance', lang: 'fr', entity: 'permis de conduire', fields: [['Titulaire', 'person'], ['Date de délivrance', 'date']] },
  { prompt: 'Generator log: power (kVA), fuel level, last service date', lang: 'en', fields: [['Power (kVA)', 'number'], ['Last service date', 'date']] },
  { prompt: "A register for the base's fire extinguishers: extinguisher number, building, weight in kg, last inspection date", lang: 'en', entity: 'fire extinguishers', fields: [['Weight in kg', 'number'], ['Building', 'place']] },
  { prompt: 'A register of the fire extinguishers: number, building', lang: 'en', entity: 'fire extinguishers' },
];

describe('understandPrompt: a table of sentences in both languages', () => {
  it('has at least 40 sentences', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES.map((c) => [c.prompt, c] as const))('%s', (_prompt, c) => {
    const s = spec(c.prompt);
    expect(appSpecSchema.safeParse(s).success).toBe(true);
    expect(s.lang).toBe(c.lang);
    if (c.kind) expect(s.kind).toBe(c.kind);
    if (c.tool) expect(s.tool).toBe(c.tool);
    if (c.title) expect(s.title).toBe(c.title);
    if (c.domain) expect(s.domain).toBe(c.domain);
    if (!c.tool) {
      expect(s.kind).not.toBe('tool');
      const e = s.entities[0]!;
      if (c.entity) expect(e.plural).toBe(c.entity);
      for (const [label, type] of c.fields ?? []) {
        const field = e.fields.find((f) => f.label.toLowerCase() === label.toLowerCase());
        expect(field, `field ${label} in ${e.fields.map((f) => f.label).join(', ')}`).toBeDefined();
        expect([type].flat(), `type of ${label}`).toContain(field!.type);
      }
      for (const f of c.features ?? []) expect(e.features).toContain(f);
      // titles are whole: never end on a link word, never carry the request verb
      expect(s.title).not.toMatch(/\s(de|du|des|la|le|les|d'|pour|avec|of|for|the|with|and|et)$/i);
      expect(s.title).not.toMatch(/^(crée|cree|je veux|build|make|an app|une application|i want)/i);
    }
  });
});

describe('short field lists', () => {
  it('reads two names after a colon as the fields, but two plurals as what is kept', () => {
    expect(spec('Journal de la base : date, événement').entities[0]!.fields.map((f) => [f.label, f.type])).toEqual([['Date', 'date'], ['Événement', 'text']]);
    expect(spec('Badge log: name and badge').entities[0]!.fields.map((f) => f.label)).toEqual(['Name', 'Badge']);
    const stock = spec('Gestion des stocks : munitions et rations').entities[0]!.fields.map((f) => f.label);
    expect(stock).not.toContain('Munitions');
    expect(stock.length).toBeGreaterThan(2);
  });
});

describe('types, keys and options', () => {
  it('gives a kind it does not know neutral values, not made-up meanings', () => {
    const en = spec('Fire extinguisher register: number, type of agent, building').entities[0]!.fields.find((f) => f.label === 'Type of agent')!;
    expect(en.options).toEqual(['Type A', 'Type B', 'Type C']);
    const fr = spec('Registre du courrier : expéditeur, catégorie, date de réception').entities[0]!.fields.find((f) => f.label === 'Catégorie')!;
    expect(fr.options).toEqual(['Catégorie A', 'Catégorie B', 'Catégorie C']);
  });

  it('keeps the values listed in parentheses and knows severity', () => {
    const s = spec('Suivi des incidents avec titre, gravité (faible, moyenne, critique) et priorité');
    const fields = s.entities[0]!.fields;
    expect(fields.find((f) => f.key === 'gravite')!.options).toEqual(['Faible', 'Moyenne', 'Critique']);
    expect(fields.find((f) => f.key === 'priorite')!.options).toEqual(['Basse', 'Normale', 'Haute', 'Urgente']);
  });

  it('gives camelCase ASCII keys that are stable for a label', () => {
    const a = spec("Registre des visiteurs avec heure d'entrée et numéro de badge").entities[0]!.fields.map((f) => f.key);
    const b = spec("Liste des visiteurs avec heure d’entrée, numéro de badge").entities[0]!.fields.map((f) => f.key);
    expect(a).toEqual(['heureEntree', 'numeroBadge']);
    expect(b).toEqual(a);
  });

  it('marks required fields when said', () => {
    const s = spec('Gestion des candidats avec nom obligatoire, e-mail (obligatoire) et téléphone');
    const req = Object.fromEntries(s.entities[0]!.fields.map((f) => [f.label, f.required]));
    expect(req).toMatchObject({ Nom: true, 'E-mail': true, Téléphone: false });
  });

  it('reads a chart of what by what', () => {
    const s = spec('Suivi des dépenses avec montant, catégorie et date, et un graphique du montant par catégorie');
    const e = s.entities[0]!;
    expect(e.charts[0]).toMatchObject({ by: 'categorie', measure: 'montant' });
  });

  it('finds two related record types', () => {
    const s = spec('Gestion des véhicules et des interventions de maintenance');
    expect(s.entities.map((e) => e.plural)).toEqual(['véhicules', 'interventions']);
    expect(s.entities[1]!.relations).toEqual([{ field: 'vehicule', entity: 'vehicule' }]);
  });


  it('records the thing the first field identifies, not the place the app is for', () => {
    expect(spec('I need a small app for our armoury: weapon serial number, type, assigned soldier, date issued').entities[0]!.plural).toBe('weapons');
    expect(spec('Une application pour la brigade : numéro de plaque du véhicule, conducteur, kilométrage').entities[0]!.plural).toBe('véhicules');
    expect(spec('An app for our warehouse: item reference, quantity, shelf').entities[0]!.plural).toBe('items');
    // a register named outright keeps its records, and a plain first field changes nothing
    expect(spec('Un registre des entrepôts : nom, adresse, capacité').entities[0]!.plural).toBe('entrepôts');
    expect(spec('I need a small app: weapon serial number, type, assigned soldier').entities[0]!.plural).toBe('weapons');
  });
  it('reads English roles named before the word', () => {
    expect(spec('Vehicle check log with plate and driver. Officers and supervisors roles.').roles).toEqual(['Officer', 'Supervisor']);
  });

  it('reads roles and classification only when said', () => {
    const s = spec('Registre des documents classifiés diffusion restreinte avec référence, titre et date, rôles rédacteur et valideur');
    expect(s.classification).toBe('diffusion_restreinte');
    expect(s.roles).toEqual(['Rédacteur', 'Valideur']);
    expect(s.features).toContain('roles');
    expect(spec('A chess clock').classification).toBe('none');
    expect(spec('A chess clock').domain).toBe('civil');
    expect(spec('Une calculatrice').domain).toBe('civil');
  });

  it('reads tool options where said', () => {
    expect(spec('Make me a chess clock with 3 minutes and a 2 second increment').toolOptions).toMatchObject({ minutes: 3, incrementSeconds: 2 });
    expect(spec('Un pomodoro avec 25 minutes de travail et 5 minutes de pause').toolOptions).toMatchObject({ minutes: 25, breakMinutes: 5 });
    expect(spec('Check-list de départ en mission : gilet, radio, carte, trousse de secours').toolOptions).toMatchObject({ items: ['Gilet', 'Radio', 'Carte', 'Trousse de secours'] });
    expect(spec('Un kanban avec les colonnes à faire, en cours, en test et fait').toolOptions).toMatchObject({ columns: ['À faire', 'En cours', 'En test', 'Fait'] });
    expect(spec('Un minuteur de 5, 10 ou 15 minutes').toolOptions).toMatchObject({ presets: [5, 10, 15] });
    expect(spec('A quiz about European capitals with 8 questions').toolOptions).toMatchObject({ topic: 'European capitals', questionCount: 8 });
  });

  it('makes a calculator for a quantity it knows the formula of, from French or English wording (decision 288)', () => {
    const cases: [string, 'fr' | 'en', string][] = [
      // the walk's prompt, then phrasings written after the table, not tuned for
      ['Un calculateur de consommation de carburant pour les convois', 'fr', 'fuel'],
      ['Calculette : combien de gazole pour 6 camions sur 400 km ?', 'fr', 'fuel'],
      ['A fuel consumption calculator for our vehicle columns', 'en', 'fuel'],
      ['Calculator: how much petrol will the trip use', 'en', 'fuel'],
      ['Une calculatrice de temps de trajet entre deux bases', 'fr', 'travel_time'],
      ['Calculateur pour estimer la durée du déplacement à vitesse moyenne donnée', 'fr', 'travel_time'],
      ['Journey time calculator', 'en', 'travel_time'],
      ['Calculatrice du montant total d’une commande de fournitures, TVA comprise', 'fr', 'order_cost'],
      ['a calculator for the price of an order including VAT', 'en', 'order_cost'],
      ['Calculateur de rations de combat pour un détachement', 'fr', 'rations'],
      ['Calculateur des besoins en eau potable pour une compagnie en exercice', 'fr', 'water'],
      ['Water calculator for a field camp', 'en', 'water'],
    ];
    for (const [prompt, lang, formula] of cases) {
      const s = spec(prompt);
      expect({ prompt, tool: s.tool, lang: s.lang, formula: s.toolOptions?.formula, notDone: s.notDone }).toEqual({ prompt, tool: 'calculator', lang, formula, notDone: [] });
      expect(appSpecSchema.parse(s)).toEqual(s);
    }
    // the reply says what it computes, not "Calculatrice, prêt à l'emploi."
    expect(spec('Un calculateur de consommation de carburant pour les convois').summary).toMatch(/^Calcule le carburant nécessaire/);
    expect(spec('Journey time calculator').summary).toMatch(/^Computes a journey’s duration/);
    expect(spec('Une calculatrice simple').summary).toBe("Calculatrice, prêt à l'emploi.");
  });

  it('opens a formula calculator with the values the request gave, read with their units, FR and EN (decision 293)', () => {
    const opts = (p: string) => spec(p).toolOptions;
    // the walk's prompt and its English twin: every number goes to the input its unit names; the "100" of L/100 km is no distance
    expect(opts('un calculateur de carburant pour un convoi de 12 véhicules qui consomment 35 L aux 100 km sur 420 km')).toEqual({ formula: 'fuel', values: { vehicles: 12, consumption: 35, distance: 420 } });
    expect(opts('a fuel calculator for a convoy of 12 vehicles using 35 L/100 km over 420 km')).toEqual({ formula: 'fuel', values: { vehicles: 12, consumption: 35, distance: 420 } });
    // a price per litre with a decimal comma; a tank's litres name no input and are left alone
    expect(opts('Calcul du gazole pour 3 camions, réservoir de 400 L, trajet de 650 km, 1,79 € le litre')).toEqual({ formula: 'fuel', values: { vehicles: 3, distance: 650, price: 1.79 } });
    // km/h is a speed, not a distance; English thousands; a departure hour is not an input
    expect(opts('Calculatrice du temps de trajet pour 380 km à 75 km/h de moyenne')).toEqual({ formula: 'travel_time', values: { distance: 380, speed: 75 } });
    expect(opts('Journey time calculator: 1,250 km at an average speed of 80 km/h, leaving at 6 h')).toEqual({ formula: 'travel_time', values: { distance: 1250, speed: 80 } });
    // quantity, unit price and VAT, however they are written
    expect(opts('Calculateur de coût de commande : 40 gilets pare-balles à 320 € l’unité, TVA à 20 %')).toEqual({ formula: 'order_cost', values: { quantity: 40, unitPrice: 320, vat: 20 } });
    expect(opts('Order cost calculator for 150 units at €12.40 each with 20% VAT')).toEqual({ formula: 'order_cost', values: { quantity: 150, unitPrice: 12.4, vat: 20 } });
    // people from "patrouille de 8" or "squad of 9", days from weeks
    expect(opts('Calculateur d’eau pour une patrouille de 8 pendant 5 jours, 4 litres par personne et par jour')).toEqual({ formula: 'water', values: { people: 8, days: 5, waterPerDay: 4 } });
    expect(opts('Rations calculator for a squad of nine over 2 weeks')).toEqual({ formula: 'rations', values: { people: 9, days: 14 } });
    // numbers tied to no input are not placed: an hour, a percentage, a quantity given twice with different values
    expect(opts('Calculateur de carburant pour 3 véhicules, départ à 6 h, 15 % de marge')).toEqual({ formula: 'fuel', values: { vehicles: 3 } });
    expect(opts('Fuel calculator: 300 km out and 120 km back for 2 trucks')).toEqual({ formula: 'fuel', values: { vehicles: 2 } });
    expect(opts('Un calculateur de consommation de carburant pour les convois')).toEqual({ formula: 'fuel' });
    // groups of a size: the total
    expect(opts('a water calculator for 3 teams of 4 people for 5 days')).toEqual({ formula: 'water', values: { people: 12, days: 5 } });
    expect(opts('Calculateur de carburant pour 2 convois de 5 camions sur 120 km')).toEqual({ formula: 'fuel', values: { vehicles: 10, distance: 120 } });
    // a speed for a fuel calculator names no input of it
    expect(opts('Calculateur de carburant pour 420 km à 70 km/h')).toEqual({ formula: 'fuel', values: { distance: 420 } });
  });

  it('gives every known quantity a calculator is asked for, not only the first (decision 293)', () => {
    const fr = spec('un calculateur d’eau et de rations pour une patrouille');
    expect(fr.toolOptions).toEqual({ formula: 'water', formulas: ['water', 'rations'] });
    expect(fr.summary).toMatch(/besoins en eau.*rations nécessaires/);
    expect(spec('a water and rations calculator for a patrol').toolOptions).toEqual({ formula: 'water', formulas: ['water', 'rations'] });
    expect(spec('Water and food calculator for a squad of 9 over 2 weeks').toolOptions).toEqual({ formula: 'water', formulas: ['water', 'rations'], values: { people: 9, days: 14 } });
    expect(spec('Calculateur de carburant et de temps de trajet pour 6 VAB sur 300 km à 50 km/h, 45 L/100 km').toolOptions).toEqual({
      formula: 'fuel',
      formulas: ['fuel', 'travel_time'],
      values: { vehicles: 6, distance: 300, speed: 50, consumption: 45 },
    });
    // "fuel supplies", "ravitaillement en carburant" and "coût du carburant" ask for fuel only
    for (const p of ['A fuel supplies calculator', 'Calculateur de ravitaillement en carburant', 'Calculatrice du coût du carburant']) expect(spec(p).toolOptions, p).toEqual({ formula: 'fuel' });
  });

  it('keeps the general calculator for a subject it does not know, and says so in the prompt’s language', () => {
    const radio = spec('un calculateur de portée radio');
    expect(radio.toolOptions).toEqual({ subject: 'portée radio' });
    expect(radio.notDone).toEqual([expect.stringMatching(/^Calcul demandé \(« portée radio »\) : je ne connais pas sa formule hors ligne ; l’application est une calculatrice générale/)]);
    const loan = spec('Build me a loan interest calculator');
    expect(loan.toolOptions).toEqual({ subject: 'loan interest' });
    expect(loan.notDone).toEqual([expect.stringMatching(/^Requested calculation \("loan interest"\): I do not know its formula offline; the app is a general calculator/)]);
    expect(spec('Une calculatrice pour calculer la masse d’un chargement').notDone.join(' ')).toMatch(/« masse d’un chargement »/);
    // a calculator with no subject is simply the calculator asked for
    for (const p of ['Une calculatrice simple', 'Build me a calculator', 'Une calculatrice de poche avec historique', 'A scientific calculator']) {
      expect(spec(p).toolOptions, p).toEqual({});
      expect(spec(p).notDone, p).toEqual([]);
    }
  });

  it('is deterministic, seed from the prompt', () => {
    const p = 'Gestion des colis avec numéro de suivi, destinataire et date de réception';
    expect(spec(p)).toEqual(spec(p));
    expect(spec(p).seed).not.toBe(spec(`${p}.`).seed);
  });

  it('says what it cannot do', () => {
    const s = spec('Registre des visiteurs avec nom et badge, et envoi d’un SMS à l’hôte à chaque arrivée');
    expect(s.notDone.join(' ')).toMatch(/SMS/);
  });
});

describe('language', () => {
  it.each([
    ['Registre des visiteurs', 'fr'],
    ['a chess clock', 'en'],
    ['fais un truc cool', 'fr'],
    ['an app', 'en'],
    ['Visitor log with name and badge', 'en'],
    ['Suivi des drones', 'fr'],
    ['ajoute un champ service visité', 'fr'],
    ['add a date of birth field', 'en'],
    ['sort alerts by severity', 'en'],
    ['trie les alertes par gravité', 'fr'],
  ] as const)('%j is %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('uses the interface language only to break a tie', () => {
    expect(detectLanguage('Kanban', 'en')).toBe('en');
    expect(detectLanguage('Kanban', 'fr')).toBe('fr');
    expect(detectLanguage('Visitor log with name and badge', 'fr')).toBe('en');
    expect(spec('Pomodoro', 'en').lang).toBe('en');
  });
});

describe('vague prompts', () => {
  it.each([
    ['fais un truc cool', 'fr'],
    ['an app', 'en'],
    ['aide-moi', 'fr'],
    ['help me', 'en'],
    ['Crée une application', 'fr'],
    ['make something nice', 'en'],
    ['je veux un site sympa', 'fr'],
    ['Un registre', 'fr'],
  ] as const)('%j gets three proposals in its language', (prompt, lang) => {
    const r = understandPrompt(prompt);
    expect(r.kind).toBe('vague');
    if (r.kind !== 'vague') return;
    expect(r.lang).toBe(lang);
    expect(r.proposals).toHaveLength(3);
    // each proposal is itself concrete enough to build
    for (const p of r.proposals) {
      const built = understandPrompt(p);
      expect(built.kind).toBe('spec');
      if (built.kind === 'spec') expect(built.spec.lang).toBe(lang);
    }
  });
});

describe('system text never reaches titles or labels', () => {
  it.each([
    'Tu es Sentinel Builder, un assistant qui génère des applications. Crée un registre des visiteurs avec nom et badge.',
    'You are an assistant that builds apps. Build a visitor log with name and badge.',
    'System: respond only with code.\nUser: Registre des visiteurs avec nom et badge',
    "Tu es Sentinel Builder. Réponds uniquement avec du code. Registre des visiteurs avec nom et badge",
  ])('%j', (prompt) => {
    const s = spec(prompt);
    const text = [s.title, s.summary, ...s.entities.flatMap((e) => [e.singular, e.plural, ...e.fields.map((f) => f.label)])].join(' | ');
    expect(text).not.toMatch(/sentinel|assistant|tu es|you are|system|réponds|respond/i);
    expect(s.entities[0]!.fields.map((f) => f.type)).toContain('identifier');
  });

  it('a prompt that is only system text is vague, never an app titled with it', () => {
    const r = understandPrompt('Tu es Sentinel Builder, un assistant qui génère des applications React.');
    expect(r.kind).toBe('vague');
    if (r.kind === 'vague') expect(r.lang).toBe('fr');
  });
});

describe('applyInstruction', () => {
  const register = spec("Registre des visiteurs du ministère avec nom, badge, heure d'entrée, heure de sortie et export CSV");

  function apply(s: AppSpec, instruction: string) {
    const r = applyInstruction(s, instruction);
    if (!r.ok) throw new Error(`${instruction}: ${r.reason}`);
    expect(appSpecSchema.safeParse(r.spec).success).toBe(true);
    return r;
  }

  it('makes every change of a compound instruction, in order, and none when one of them cannot be made', () => {
    const r = apply(register, 'ajoute un champ officier de sécurité référent et enlève le badge');
    expect(r.spec.entities[0]!.fields.map((f) => f.label)).toEqual(['Nom', "Heure d'entrée", 'Heure de sortie', 'Officier de sécurité référent']);
    expect(r.changes).toHaveLength(2);
    const en = apply(spec('Visitor register with name, badge, entry time and exit time'), 'add a host field, then remove the badge column and sort by entry time');
    expect(en.spec.entities[0]!.fields.map((f) => f.label)).toEqual(['Name', 'Entry time', 'Exit time', 'Host']);
    expect(en.spec.entities[0]!.sort?.field).toBe('entryTime');
    expect(en.changes).toHaveLength(3);
    // "nom et prénom" are two fields of one change, not two changes
    const two = apply(register, 'ajoute les champs grade et unité');
    expect(two.spec.entities[0]!.fields.slice(-2).map((f) => f.label)).toEqual(['Grade', 'Unité']);
    const bad = applyInstruction(register, 'ajoute un champ motif et supprime le champ couleur');
    expect(bad.ok).toBe(false);
    expect(register.entities[0]!.fields).toHaveLength(4);
  });

  it('reads a field list holding a word that is also a verb ("classe", "make") as one change, as before compound instructions', () => {
    const fr = apply(register, 'ajoute les champs adresse, classe et niveau');
    expect(fr.spec.entities[0]!.fields.slice(-3).map((f) => f.label)).toEqual(['Adresse', 'Classe', 'Niveau']);
    const en = apply(spec('Fleet register: plate, driver, mileage'), 'add the fields colour, make and model');
    expect(en.spec.entities[0]!.fields.slice(-3).map((f) => f.label)).toEqual(['Colour', 'Make', 'Model']);
  });

  it.each([
    ['registre des blessés : nom, grade, état physique', 'État physique', 'fr'],
    ['Fiche des soldats de la section : nom, grade, état physique, date de la dernière visite médicale', 'État physique', 'fr'],
    ['Fiche des soldats de la section : nom, grade, état de santé', 'État de santé', 'fr'],
    ['A casualty register: name, rank, physical condition', 'Physical condition', 'en'],
    ['Roster of wounded soldiers with name, rank and physical condition', 'Physical condition', 'en'],
    ['Soldier roster: name, rank, health status', 'Health status', 'en'],
  ] as const)('gives the condition of a person (%j) a person’s conditions, not a machine’s', (prompt, label, lang) => {
    const s = spec(prompt);
    expect(s.lang).toBe(lang);
    const field = s.entities[0]!.fields.find((f) => f.label === label);
    expect(field, JSON.stringify(s.entities[0]!.fields.map((f) => f.label))).toMatchObject({
      type: 'enum',
      options:
        lang === 'fr'
          ? ['Apte', 'Apte avec restrictions', 'Inapte temporaire', 'Blessé léger', 'Blessé grave']
          : ['Fit', 'Fit with restrictions', 'Temporarily unfit', 'Lightly injured', 'Seriously injured'],
    });
    // and the person's name is a person
    expect(s.entities[0]!.fields.find((f) => /^(nom|name)$/i.test(f.label))?.type).toBe('person');
  });

  it.each([
    ["Registre des patients de l'antenne médicale : nom, état de santé, date d'admission", 'État de santé', 'fr'],
    ['registre des blessés : nom, grade, état de santé', 'État de santé', 'fr'],
    ['Patient register: name, health status, admission date', 'Health status', 'en'],
    ['A casualty register: name, rank, health condition', 'Health condition', 'en'],
  ] as const)('gives the state of health of someone in care (%j) where they are in their care, not injuries (decision 283)', (prompt, label, lang) => {
    const s = spec(prompt);
    expect(s.lang).toBe(lang);
    const field = s.entities[0]!.fields.find((f) => f.label === label);
    expect(field, JSON.stringify(s.entities[0]!.fields.map((f) => f.label))).toMatchObject({
      type: 'enum',
      options: lang === 'fr' ? ['Stable', 'En observation', 'Critique', 'Sorti'] : ['Stable', 'Under observation', 'Critical', 'Discharged'],
    });
    expect(s.entities[0]!.fields.find((f) => /^(nom|name)$/i.test(f.label))?.type).toBe('person');
  });

  it('gives a patient’s "état de santé" added by an instruction the same care states', () => {
    const r = apply(spec("Registre des patients : nom, date d'admission"), 'ajoute un champ état de santé');
    expect(r.spec.entities[0]!.fields.at(-1)).toMatchObject({ label: 'État de santé', type: 'enum', options: ['Stable', 'En observation', 'Critique', 'Sorti'] });
  });

  it('gives a condition field added to a person register by an instruction a person’s conditions too', () => {
    const r = apply(spec('registre des blessés : nom, grade, date de la blessure'), 'ajoute un champ état physique');
    expect(r.spec.entities[0]!.fields.at(-1)).toMatchObject({ label: 'État physique', type: 'enum', options: ['Apte', 'Apte avec restrictions', 'Inapte temporaire', 'Blessé léger', 'Blessé grave'] });
  });

  it.each([
    ['Suivi des véhicules du régiment : immatriculation, état physique, kilométrage', 'État physique', 'fr'],
    ['Equipment register: serial number, type, physical condition, location', 'Physical condition', 'en'],
  ] as const)('keeps a thing’s condition (%j) a thing’s conditions', (prompt, label, lang) => {
    const field = spec(prompt).entities[0]!.fields.find((f) => f.label === label);
    expect(field).toMatchObject({
      type: 'enum',
      options: lang === 'fr' ? ['Bon état', 'Usure normale', 'Endommagé', 'Hors service'] : ['Good', 'Normal wear', 'Damaged', 'Out of service'],
    });
  });

  it('gives a clearance level the clearance levels', () => {
    const s = spec("Tableau de suivi des habilitations du personnel civil : nom, service, niveau d'habilitation, date d'expiration");
    expect(s.entities[0]!.fields.find((f) => f.label === "Niveau d'habilitation")).toMatchObject({ type: 'enum', options: ['Confidentiel', 'Secret', 'Très secret'] });
  });

  it.each([
    ["un outil de suivi des demandes d'habilitation secret défense avec le niveau demandé, le service, la date de la demande et l'avis de l'officier de sécurité", 'Niveau demandé', 'fr'],
    ['Security clearance requests: requested level, unit, request date, security officer opinion', 'Requested level', 'en'],
  ] as const)('gives the level asked for in a clearance request (%j) the clearance levels', (prompt, label, lang) => {
    const field = spec(prompt).entities[0]!.fields.find((f) => f.label === label);
    expect(field).toMatchObject({ type: 'enum', options: lang === 'fr' ? ['Confidentiel', 'Secret', 'Très secret'] : ['Confidential', 'Secret', 'Top secret'] });
  });

  it.each([
    ["un outil de suivi des demandes d'habilitation avec le niveau demandé, la date de la demande et l'avis de l'officier de sécurité", "Avis de l'officier de sécurité", 'fr'],
    ['Security clearance requests: requested level, request date, security officer opinion', 'Security officer opinion', 'en'],
    ['Clearance requests with the opinion of the unit commander', 'Opinion of the unit commander', 'en'],
  ] as const)('gives an opinion (%j) favourable or not, not a person’s name', (prompt, label, lang) => {
    const field = spec(prompt).entities[0]!.fields.find((f) => f.label === label);
    expect(field).toMatchObject({
      type: 'enum',
      options: lang === 'fr' ? ['Favorable', 'Favorable avec réserves', 'Défavorable', 'En attente'] : ['Favourable', 'Favourable with reservations', 'Unfavourable', 'Pending'],
    });
  });

  it.each([
    ['add a field for the handover location', 'Handover location', 'place'],
    ['ajoute un champ pour le lieu de remise', 'Lieu de remise', 'place'],
    ['add a column called unit', 'Unit', 'text'],
    ['ajoute une colonne intitulée observations', 'Observations', 'longtext'],
  ] as const)('reads the name after "a field for / called" (%j) without those words', (instruction, label, type) => {
    const r = apply(register, instruction);
    expect(r.spec.entities[0]!.fields.at(-1)).toMatchObject({ label, type });
  });

  it.each([
    ['A duty roster for the guard post over the week with shifts morning, afternoon and night', 'Shift', ['Morning', 'Afternoon', 'Night'], ['Guard', 'Date', 'Shift', 'Post']],
    ['A duty roster with morning, afternoon and night shifts', 'Shift', ['Morning', 'Afternoon', 'Night'], ['Guard', 'Date', 'Shift', 'Post']],
    ['Planning de la caserne avec les créneaux matin, après-midi et nuit', 'Créneau', ['Matin', 'Après-midi', 'Nuit'], ['Agent', 'Date', 'Créneau', 'Poste']],
  ] as const)('reads "%s" as one field and its values, with the record’s usual fields', (prompt, label, options, labels) => {
    const e = spec(prompt).entities[0]!;
    expect(e.fields.find((f) => f.label === label)).toMatchObject({ type: 'enum', options });
    expect(e.fields.map((f) => f.label)).toEqual(labels);
  });

  it('names the record of "track vehicle handovers between drivers" a vehicle handover, not "handovers between"', () => {
    const s = spec('a tool for the motor pool to track vehicle handovers between drivers: vehicle plate, outgoing driver, incoming driver, odometer reading');
    expect(s.entities[0]).toMatchObject({ singular: 'vehicle handover', plural: 'vehicle handovers' });
    expect(s.title).toBe('Vehicle handover tracker');
  });

  it('adds a status with its values as one list field, FR and EN (probe 2026-11-26)', () => {
    const fr = applyInstruction(spec('Registre des formations de la compagnie : stagiaire, intitulé du stage, date de début, date de fin'), 'ajoute un statut : prévu, en cours, terminé');
    if (!fr.ok) throw new Error(fr.reason);
    expect(fr.spec.entities[0]!.fields.slice(4).map((f) => [f.label, f.type, f.options])).toEqual([['Statut', 'enum', ['Prévu', 'En cours', 'Terminé']]]);
    const en = applyInstruction(spec('Vehicle maintenance log: registration plate, mileage, work done, mechanic, cost, next service date'), 'add a status: waiting for parts, in repair, back in service');
    if (!en.ok) throw new Error(en.reason);
    expect(en.spec.entities[0]!.fields.slice(6).map((f) => [f.label, f.type, f.options])).toEqual([['Status', 'enum', ['Waiting for parts', 'In repair', 'Back in service']]]);
    // a list of fields after "champs :" is still several fields
    const two = applyInstruction(spec('Registre des formations : stagiaire, date de début'), 'ajoute les champs : date de fin, résultat');
    if (!two.ok) throw new Error(two.reason);
    expect(two.spec.entities[0]!.fields.map((f) => f.label)).toEqual(['Stagiaire', 'Date de début', 'Date de fin', 'Résultat']);
  });

  it('types fields a demanding user checks: IP address, call sign, officer in charge, trainee, patch applied, ranges, days (probe 2026-11-26)', () => {
    const types = (p: string) => spec(p).entities[0]!.fields.map((f) => [f.label, f.type, ...(f.options ? [f.options] : []), ...(f.unit ? [f.unit] : [])]);
    expect(types('Suivi des incidents cyber : date de détection, adresse IP source, indicatif de l’émetteur, correctif appliqué')).toEqual([
      ['Date de détection', 'date'],
      ['Adresse IP source', 'identifier'],
      ['Indicatif de l’émetteur', 'text'],
      ['Correctif appliqué', 'boolean'],
    ]);
    expect(types('Crisis log for the flood response: time, location, officer in charge, call sign of the sender, leave balance in days')).toEqual([
      ['Time', 'time'],
      ['Location', 'place'],
      ['Officer in charge', 'person'],
      ['Call sign of the sender', 'text'],
      ['Leave balance in days', 'number', 'days'],
    ]);
    // NATO source grading: a range written as its ends is its values
    expect(types('Fiches de renseignement : source, fiabilité de la source (A à F), crédibilité de l’information (1 à 6), stagiaire')).toEqual([
      ['Source', 'text'],
      ['Fiabilité de la source', 'enum', ['A', 'B', 'C', 'D', 'E', 'F']],
      ['Crédibilité de l’information', 'enum', ['1', '2', '3', '4', '5', '6']],
      ['Stagiaire', 'person'],
    ]);
    // a classification level gets the classification levels, not low/medium/high
    const added = applyInstruction(spec('Fiches de renseignement : source, date, résumé'), 'ajoute un champ niveau de classification');
    if (!added.ok) throw new Error(added.reason);
    expect(added.spec.entities[0]!.fields.at(-1)!.options).toEqual(['Non protégé', 'Diffusion restreinte', 'Confidentiel', 'Secret']);
    // the long title of a calculator stops before "qui …"; a decimal point does not cut it
    expect(spec('un calculateur de carburant pour un convoi de 12 véhicules qui consomment 35 L aux 100 km sur 420 km').title).toBe('Calculateur de carburant pour un convoi de 12 véhicules');
    expect(spec('Order cost calculator for 150 units at €12.40 each with 20% VAT').title).toBe('Order cost calculator for 150 units at €12.40 each');
  });

  it('names the records of "plan de maintenance des …" and of "X tracker for our Y" after what is tracked (probe 2026-11-26)', () => {
    const plural = (p: string) => spec(p).entities[0]!.plural;
    expect(plural('Plan de maintenance des groupes électrogènes : numéro de série, site, heures de fonctionnement')).toBe('groupes électrogènes');
    expect(plural('Cyber incident tracker for our CERT with detection time, affected asset, severity')).toBe('incidents');
    expect(plural('Equipment inventory of the signals platoon: item, serial number, quantity')).toBe('equipment items');
    // a noun in apposition does not take the plural
    expect(spec('Suivi des exercices radio : date, réseau, indicatif').entities[0]!.plural).toBe('exercices radio');
  });

  it('adds "service visité" as a text field, keeping the others and their keys', () => {
    const r = apply(register, 'ajoute un champ service visité');
    const fields = r.spec.entities[0]!.fields;
    expect(fields.map((f) => f.key)).toEqual(['nom', 'badge', 'heureEntree', 'heureSortie', 'serviceVisite']);
    expect(fields[4]).toMatchObject({ label: 'Service visité', type: 'text' });
    expect(r.changes[0]).toMatch(/Service visité/);
    expect(register.entities[0]!.fields).toHaveLength(4); // the given spec is not changed
  });

  it.each([
    ['ajoute un champ date de naissance', 'Date de naissance', 'date'],
    ['add a date of birth field', 'Date of birth', 'date'],
    ['ajoute une colonne e-mail du visiteur', 'E-mail du visiteur', 'email'],
    ['ajoute le champ motif (professionnel, personnel, livraison)', 'Motif', 'enum'],
    ['add a vehicle plate number column', 'Vehicle plate number', 'identifier'],
    ["ajoute un champ durée de la visite", 'Durée de la visite', 'duration'],
  ] as const)('%j adds %j (%s)', (instruction, label, type) => {
    const r = apply(register, instruction);
    const f = r.spec.entities[0]!.fields.at(-1)!;
    expect(f).toMatchObject({ label, type });
  });

  it.each([
    ['ajoute un champ de recherche au-dessus de la liste', 'search'],
    ['add a search box', 'search'],
    ['ajoute un bouton Exporter PDF', 'export_pdf'],
    ['ajoute des filtres', 'filters'],
    ['add a calendar view', 'calendar'],
    ['ajoute un import CSV', 'import_csv'],
  ] as const)('%j adds the feature %s', (instruction, feature) => {
    const r = apply(register, instruction);
    expect(r.spec.entities[0]!.features).toContain(feature);
  });

  it('adds a CSV export button when missing, and says when it is already there', () => {
    const bare = spec('Registre des visiteurs avec nom et badge');
    expect(apply(bare, 'ajoute un bouton Exporter CSV').spec.entities[0]!.features).toContain('export_csv');
    const again = applyInstruction(register, 'ajoute un bouton Exporter CSV');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.reason).toMatch(/déjà/);
  });

  it('adds a chart of incidents by month on a date field', () => {
    const s = spec('Suivi des incidents avec titre, gravité et date de détection');
    const r = apply(s, 'ajoute un graphique des incidents par mois');
    const e = r.spec.entities[0]!;
    expect(e.features).toContain('chart');
    expect(e.charts[0]!.by).toBe('dateDetection');
  });

  it('sorts alerts by severity, most serious first', () => {
    const s = spec('Gestion des alertes avec titre, gravité (faible, moyenne, critique) et date');
    const r = apply(s, 'trie les alertes par gravité');
    expect(r.spec.entities[0]!.sort).toEqual({ field: 'gravite', dir: 'desc' });
    const en = apply(spec('Alert management with title, severity and date'), 'sort alerts by title');
    expect(en.spec.entities[0]!.sort).toEqual({ field: 'title', dir: 'asc' });
    expect(en.changes[0]).toMatch(/sorted by title/);
  });

  it('removes and renames fields, keeping keys', () => {
    const s = spec('Contact list with name, email, phone and city');
    const removed = apply(s, 'remove the phone column');
    expect(removed.spec.entities[0]!.fields.map((f) => f.key)).toEqual(['name', 'email', 'city']);
    const renamed = apply(s, 'rename name to full name');
    expect(renamed.spec.entities[0]!.fields[0]).toMatchObject({ key: 'name', label: 'Full name' });
    const fr = apply(register, 'supprime la colonne badge');
    expect(fr.spec.entities[0]!.fields.map((f) => f.key)).not.toContain('badge');
    const fr2 = apply(register, "renomme le champ heure d'entrée en heure d'arrivée");
    expect(fr2.spec.entities[0]!.fields[2]).toMatchObject({ key: 'heureEntree', label: "Heure d'arrivée" });
  });

  it('adds an entity linked to the first', () => {
    const r = apply(register, 'ajoute une liste des véhicules avec immatriculation et modèle');
    expect(r.spec.entities).toHaveLength(2);
    const v = r.spec.entities[1]!;
    expect(v.plural).toBe('véhicules');
    expect(v.fields.map((f) => f.label)).toEqual(expect.arrayContaining(['Immatriculation', 'Modèle']));
    expect(v.relations[0]!.entity).toBe('visiteur');
  });

  it('changes the title', () => {
    expect(apply(register, 'change le titre en Registre des visites').spec.title).toBe('Registre des visites');
    expect(apply(register, 'rename the app to Ministry visitor log').spec.title).toBe('Ministry visitor log');
  });

  it('makes a field required', () => {
    const r = apply(register, 'rends le champ badge obligatoire');
    expect(r.spec.entities[0]!.fields.find((f) => f.key === 'badge')!.required).toBe(true);
  });

  it.each([
    ['fais le café', /compris/],
    ['make it better', /understand/],
    ['supprime la colonne salaire', /salaire/],
    ['trie les visiteurs par salaire', /salaire/],
  ])('%j is refused with a reason and examples', (instruction, reason) => {
    const r = applyInstruction(register, instruction);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toMatch(reason);
    expect(r.reason).toMatch(/ajoute|add a/);
  });

  it.each([
    ['mets la liste en ordre alphabétique par nom', (s: AppSpec) => expect(s.entities[0]!.sort).toEqual({ field: 'nom', dir: 'asc' })],
    ['je veux pouvoir filtrer par badge', (s: AppSpec) => expect(s.entities[0]!.features).toContain('filters')],
    ['add an email field, required', (s: AppSpec) => expect(s.entities[0]!.fields.at(-1)).toMatchObject({ label: 'Email', type: 'email', required: true })],
    ["ajoute un champ 'photo du visiteur'", (s: AppSpec) => expect(s.entities[0]!.fields.at(-1)).toMatchObject({ label: 'Photo du visiteur', type: 'file' })],
    ['add a notes column to visitors', (s: AppSpec) => expect(s.entities[0]!.fields.at(-1)).toMatchObject({ label: 'Notes', type: 'longtext' })],
    ['trie par date décroissante', (s: AppSpec) => expect(s.entities[0]!.sort).toEqual({ field: 'heureEntree', dir: 'desc' })],
    ['export to PDF', (s: AppSpec) => expect(s.entities[0]!.features).toContain('export_pdf')],
    ['ajoute les champs email et téléphone', (s: AppSpec) => expect(s.entities[0]!.fields.slice(-2).map((f) => [f.label, f.type])).toEqual([['Email', 'email'], ['Téléphone', 'phone']])],
    ['remove the badge', (s: AppSpec) => expect(s.entities[0]!.fields.map((f) => f.key)).not.toContain('badge')],
  ] as const)('second batch: %j', (instruction, check) => {
    check(apply(register, instruction).spec);
  });

  it('answers in the instruction language', () => {
    const r = apply(register, 'add a search box');
    expect(r.changes[0]).toMatch(/added/);
    const fr = apply(spec('Contact list with name and email'), 'ajoute un champ téléphone');
    expect(fr.changes[0]).toMatch(/ajouté/);
  });
});

describe('fields named after "for each X we need" / "each record should have"', () => {
  const labels = (prompt: string) => {
    const r = understandPrompt(prompt);
    if (r.kind !== 'spec') throw new Error('vague');
    return r.spec.entities[0]!.fields.map((f) => f.label);
  };
  it('reads the fields of a long English request (eval en-long-01, en-long-02)', () => {
    expect(labels('Our office needs a way to record shelter capacity during storms. For each shelter we need the shelter name, address, capacity, current occupancy, contact phone and whether it accepts pets.')).toEqual(
      expect.arrayContaining(['Shelter name', 'Address', 'Capacity', 'Current occupancy', 'Contact phone']),
    );
    expect(labels('I want to keep track of fuel purchases. Each record should have the van, the date, the litres, the price paid, the odometer reading and the station.')).toEqual(
      expect.arrayContaining(['Van', 'Date', 'Litres', 'Price paid', 'Odometer reading', 'Station']),
    );
  });
});

// Session 12 walk: "la validation du chef de section" was dropped as the form-validation feature, and "the platoon
// leader's approval" was a person; a leave's type offered "Type A, B, C".
describe('a decision given on a record, and the kind of a leave', () => {
  const fields = (prompt: string) => {
    const r = understandPrompt(prompt);
    if (r.kind !== 'spec') throw new Error('vague');
    return r.spec.entities[0]!.fields.map((f) => ({ label: f.label, type: f.type, options: f.options }));
  };
  it('keeps "la validation du X" as a field whose values are the decision (FR), and an approval (EN)', () => {
    const fr = fields('Suivi des permissions des militaires de la compagnie : le militaire, le type de permission, la date de départ, la date de retour et la validation du chef de section');
    expect(fr.map((f) => f.label)).toEqual(['Militaire', 'Type de permission', 'Date de départ', 'Date de retour', 'Validation du chef de section']);
    expect(fr[4]).toMatchObject({ type: 'enum', options: ['En attente', 'Validée', 'Refusée'] });
    expect(fr[1]!.options).toEqual(['Permission ordinaire', 'Permission exceptionnelle', 'Permission de longue durée', 'Congé maladie']);
    const en = fields("Leave requests for the company's soldiers: soldier, leave type, start date, end date and the platoon leader's approval");
    expect(en[4]).toMatchObject({ label: "Platoon leader's approval", type: 'enum', options: ['Pending', 'Approved', 'Refused'] });
    expect(en[1]!.options).toEqual(['Annual leave', 'Special leave', 'Sick leave', 'Compassionate leave']);
  });
  it('still reads "validation des champs" as the feature and "date de validation" as a date, and a civil leave as a congé', () => {
    const f = fields("Suivi des demandes d'achat : demandeur, montant, validation du chef de service, avec validation des champs");
    expect(f.map((x) => x.label)).toEqual(['Demandeur', 'Montant', 'Validation du chef de service']);
    const g = fields("Registre des congés avec l'agent, la date de validation et le type de congé");
    expect(g.find((x) => x.label === 'Date de validation')!.type).toBe('date');
    expect(g.find((x) => x.label === 'Type de congé')!.options).toEqual(['Congé annuel', 'RTT', 'Congé maladie', 'Congé exceptionnel']);
  });
});
