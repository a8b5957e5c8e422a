/**
 * Reads a free-text request (French or English) and says what is asked: the language, the
 * application modules (archetypes), the domain entity and whether plain HTML/CSS/JS is wanted.
 * Pure and deterministic: the same prompt always gives the same analysis.
 */

export type Lang = 'fr' | 'en';

export const MODULE_KINDS = [
  'dashboard',
  'alerts',
  'assets',
  'map',
  'tracker',
  'inventory',
  'wizard',
  'access',
  'messaging',
  'budget',
  'reports',
] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

export type Entity = {
  key: string;
  fr: { one: string; many: string };
  en: { one: string; many: string };
  /** prefixes used to name sample records */
  codes: string[];
  /** category values of the entity (types, classes) */
  kinds: { fr: string; en: string }[];
};

export type Analysis = {
  lang: Lang;
  modules: ModuleKind[];
  entity: Entity;
  plain: boolean;
  title: string;
  seed: number;
  keywords: string[];
};

export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** FNV-1a, 32 bits: stable seed for sample data. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const FR_WORDS = new Set(
  'le la les un une des du de et pour avec dans sur qui que je veux cree creer creez genere generer fais faire moi mon ma mes nos notre quel quelle quels quelles comment pourquoi quand quoi dois doit faut peut puis une application appli gestion suivi tableau bord alerte alertes formulaire carte liste pages page pour voudrais besoin outil plateforme systeme donnees utilisateurs securite au aux en est sont par'.split(
    ' ',
  ),
);
const EN_WORDS = new Set(
  'the a an and for with in on of to i want what does do how why when where who about can should say it this your you which from have has build create make generate me my our app application management tracking dashboard alert alerts form map list page tool platform system data users security need please that which is are by'.split(
    ' ',
  ),
);

export function detectLang(prompt: string): Lang {
  if (/[éèêàùçôî]/i.test(prompt) && !/\b(the|with|and)\b/i.test(prompt)) return 'fr';
  const words = normalize(prompt).split(' ');
  let fr = 0;
  let en = 0;
  for (const w of words) {
    if (FR_WORDS.has(w)) fr++;
    if (EN_WORDS.has(w)) en++;
  }
  // French first: the product's default language wins a tie.
  return en > fr ? 'en' : 'fr';
}

const MODULE_KEYWORDS: Record<ModuleKind, string[]> = {
  dashboard: ['dashboard', 'tableau de bord', 'kpi', 'indicateur', 'indicator', 'overview', 'vue d ensemble', 'supervision', 'pilotage', 'monitoring', 'cockpit', 'centre de commandement', 'command center', 'statistique', 'statistics', 'metrics', 'metriques', 'analytics', 'analyse'],
  alerts: ['alert', 'alerte', 'cybersecurite', 'cybersecurity', 'cyberattaque', 'cyberattack', 'detecter', 'menaces', 'alarme', 'alarm', 'menace', 'threat', 'intrusion', 'cyber', 'detection', 'detect', 'surveillance', 'watch', 'veille', 'soc', 'siem', 'evenement', 'event', 'notification', 'warning', 'vigilance', 'crise', 'crisis'],
  assets: ['flotte', 'fleet', 'asset', 'actif', 'vehicule', 'vehicle', 'drone', 'materiel', 'equipement', 'equipment', 'parc', 'navire', 'ship', 'aircraft', 'avion', 'helicoptere', 'camera', 'capteur', 'sensor', 'serveur', 'server', 'patrouille', 'patrol', 'unite', 'unit', 'troupe', 'personnel', 'effectif', 'agents'],
  map: ['carte', 'map', 'geolocalisation', 'frontalier', 'cartographique', 'mapping', 'zone', 'secteur', 'sector', 'geoloc', 'gps', 'position', 'localisation', 'location', 'territoire', 'territory', 'frontiere', 'border', 'perimetre', 'perimeter', 'region', 'terrain', 'cartographie', 'geofence'],
  tracker: ['tache', 'task', 'suivre', 'taches', 'incident', 'ticket', 'suivi', 'tracking', 'tracker', 'todo', 'a faire', 'kanban', 'mission', 'operation', 'intervention', 'projet', 'project', 'demande', 'request', 'signalement', 'plainte', 'complaint', 'dossier', 'case', 'enquete', 'investigation', 'main courante', 'planning', 'planification'],
  inventory: ['inventaire', 'inventory', 'stocks', 'pieces', 'stock', 'entrepot', 'warehouse', 'munition', 'ammunition', 'approvisionnement', 'supply', 'logistique', 'logistics', 'piece', 'spare', 'fourniture', 'magasin', 'armurerie', 'armory', 'medicament', 'pharmacie'],
  wizard: ['formulaire', 'form', 'etape', 'step', 'wizard', 'assistant de saisie', 'inscription', 'registration', 'onboarding', 'candidature', 'application form', 'declaration', 'questionnaire', 'survey', 'enquete de', 'validation', 'saisie', 'demande d', 'permis', 'permit', 'visa', 'accreditation'],
  access: ['acces', 'access', 'role', 'permission', 'droit', 'habilitation', 'clearance', 'badge', 'authentification', 'authentication', 'login', 'utilisateur', 'user', 'rbac', 'iam', 'identite', 'identity', 'controle d acces', 'access control', 'audit'],
  messaging: ['message', 'messagerie', 'canaux', 'messaging', 'chat', 'discussion', 'conversation', 'communication', 'radio', 'canal', 'channel', 'transmission', 'inbox', 'boite', 'forum', 'annonce'],
  budget: ['budget', 'budgetaire', 'depense', 'expense', 'cout', 'cost', 'finance', 'facture', 'invoice', 'graphique', 'chart', 'graph', 'euro', 'fcfa', 'montant', 'amount', 'comptabilite', 'accounting', 'achat', 'purchase', 'marche public', 'procurement', 'subvention', 'grant', 'paie', 'payroll'],
  reports: ['rapport', 'report', 'journaux', 'logs', 'compte rendu', 'bilan', 'synthese', 'summary', 'export', 'pdf', 'journal', 'log', 'historique', 'history', 'audit trail', 'renseignement', 'intelligence', 'briefing', 'debriefing'],
};

type EntityDef = Entity & { words: string[] };

const k = (fr: string, en: string) => ({ fr, en });

const ENTITIES: EntityDef[] = [
  { key: 'drone', words: ['drone', 'uav', 'uas'], fr: { one: 'drone', many: 'drones' }, en: { one: 'drone', many: 'drones' }, codes: ['Faucon', 'Aigle', 'Épervier', 'Harfang'], kinds: [k('Reconnaissance', 'Reconnaissance'), k('Surveillance', 'Surveillance'), k('Transport', 'Transport')] },
  { key: 'vehicle', words: ['vehicule', 'vehicle', 'camion', 'truck', 'blinde', 'armored', 'voiture', 'car', 'flotte', 'fleet'], fr: { one: 'véhicule', many: 'véhicules' }, en: { one: 'vehicle', many: 'vehicles' }, codes: ['VBL', 'VAB', 'Griffon', 'Serval'], kinds: [k('Blindé léger', 'Light armoured'), k('Transport', 'Transport'), k('Liaison', 'Liaison')] },
  { key: 'ship', words: ['navire', 'ship', 'bateau', 'boat', 'vedette', 'fregate', 'frigate', 'maritime', 'naval'], fr: { one: 'navire', many: 'navires' }, en: { one: 'ship', many: 'ships' }, codes: ['Vedette', 'Patrouilleur', 'Frégate', 'Aviso'], kinds: [k('Patrouille', 'Patrol'), k('Soutien', 'Support'), k('Escorte', 'Escort')] },
  { key: 'aircraft', words: ['avion', 'aircraft', 'helicoptere', 'helicopter', 'aeronef', 'aerien', 'air'], fr: { one: 'aéronef', many: 'aéronefs' }, en: { one: 'aircraft', many: 'aircraft' }, codes: ['Rafale', 'Caracal', 'Tigre', 'Atlas'], kinds: [k('Chasse', 'Fighter'), k('Hélicoptère', 'Helicopter'), k('Transport', 'Transport')] },
  { key: 'camera', words: ['camera', 'cctv', 'videosurveillance', 'video'], fr: { one: 'caméra', many: 'caméras' }, en: { one: 'camera', many: 'cameras' }, codes: ['CAM', 'DOME', 'PTZ', 'IR'], kinds: [k('Fixe', 'Fixed'), k('Dôme', 'Dome'), k('Thermique', 'Thermal')] },
  { key: 'sensor', words: ['capteur', 'sensor', 'iot', 'balise', 'beacon', 'radar'], fr: { one: 'capteur', many: 'capteurs' }, en: { one: 'sensor', many: 'sensors' }, codes: ['SNS', 'RAD', 'SIS', 'ACO'], kinds: [k('Radar', 'Radar'), k('Sismique', 'Seismic'), k('Acoustique', 'Acoustic')] },
  { key: 'server', words: ['serveur', 'server', 'machine', 'poste', 'endpoint', 'reseau', 'network', 'infrastructure', 'systeme d information'], fr: { one: 'serveur', many: 'serveurs' }, en: { one: 'server', many: 'servers' }, codes: ['SRV', 'FW', 'DC', 'NAS'], kinds: [k('Web', 'Web'), k('Base de données', 'Database'), k('Pare-feu', 'Firewall')] },
  { key: 'incident', words: ['incident', 'signalement', 'evenement', 'event', 'intrusion'], fr: { one: 'incident', many: 'incidents' }, en: { one: 'incident', many: 'incidents' }, codes: ['INC', 'EVT', 'SIG', 'CYB'], kinds: [k('Cyber', 'Cyber'), k('Physique', 'Physical'), k('Logistique', 'Logistics')] },
  { key: 'mission', words: ['mission', 'operation', 'intervention', 'patrouille', 'patrol'], fr: { one: 'mission', many: 'missions' }, en: { one: 'mission', many: 'missions' }, codes: ['Opération Sentinelle', 'Opération Barkhane', 'Mission Corymbe', 'Mission Héron'], kinds: [k('Reconnaissance', 'Reconnaissance'), k('Escorte', 'Escort'), k('Sauvegarde', 'Protection')] },
  { key: 'soldier', words: ['soldat', 'soldier', 'militaire', 'personnel', 'effectif', 'agent', 'agents', 'operateur', 'operator', 'troupe', 'gendarme', 'policier', 'officer', 'employe', 'employee', 'staff'], fr: { one: 'agent', many: 'agents' }, en: { one: 'officer', many: 'officers' }, codes: ['Sgt. Kouassi', 'Lt. Martin', 'Cpl. Diallo', 'Adj. Bernard'], kinds: [k('Terrain', 'Field'), k('État-major', 'Staff'), k('Soutien', 'Support')] },
  { key: 'ammo', words: ['munition', 'ammunition', 'arme', 'weapon', 'armement', 'armurerie', 'armory'], fr: { one: 'article', many: 'articles' }, en: { one: 'item', many: 'items' }, codes: ['Cartouches 5.56', 'Gilets pare-balles', 'Casques', 'Radios'], kinds: [k('Munitions', 'Ammunition'), k('Protection', 'Protection'), k('Transmission', 'Signals')] },
  { key: 'medicine', words: ['medicament', 'medicine', 'pharmacie', 'pharmacy', 'sante', 'health', 'hopital', 'hospital', 'patient', 'medical'], fr: { one: 'produit', many: 'produits' }, en: { one: 'product', many: 'products' }, codes: ['Paracétamol', 'Garrots', 'Pansements', 'Sérum'], kinds: [k('Médicament', 'Medicine'), k('Matériel', 'Equipment'), k('Consommable', 'Consumable')] },
  { key: 'citizen', words: ['citoyen', 'citizen', 'usager', 'administre', 'habitant', 'resident', 'demandeur', 'applicant', 'candidat', 'candidate'], fr: { one: 'dossier', many: 'dossiers' }, en: { one: 'case', many: 'cases' }, codes: ['Dossier', 'Demande', 'Requête', 'Formulaire'], kinds: [k('État civil', 'Civil status'), k('Permis', 'Permit'), k('Subvention', 'Grant')] },
  { key: 'supplier', words: ['fournisseur', 'supplier', 'contrat', 'contract', 'marche public', 'procurement', 'appel d offres', 'tender', 'achat', 'purchase'], fr: { one: 'marché', many: 'marchés' }, en: { one: 'contract', many: 'contracts' }, codes: ['Marché', 'Lot', 'Accord-cadre', 'Commande'], kinds: [k('Fournitures', 'Supplies'), k('Services', 'Services'), k('Travaux', 'Works')] },
  { key: 'document', words: ['document', 'rapport', 'report', 'note', 'archive', 'fichier', 'file', 'renseignement', 'intelligence'], fr: { one: 'document', many: 'documents' }, en: { one: 'document', many: 'documents' }, codes: ['Note', 'Rapport', 'Fiche', 'Bulletin'], kinds: [k('Diffusion restreinte', 'Restricted'), k('Confidentiel', 'Confidential'), k('Non protégé', 'Unclassified')] },
  { key: 'base', words: ['base', 'site', 'caserne', 'barracks', 'camp', 'poste', 'checkpoint', 'frontiere', 'border', 'zone'], fr: { one: 'site', many: 'sites' }, en: { one: 'site', many: 'sites' }, codes: ['Base', 'Poste', 'Camp', 'Point de contrôle'], kinds: [k('Principal', 'Main'), k('Avancé', 'Forward'), k('Logistique', 'Logistics')] },
  { key: 'task', words: ['tache', 'task', 'todo', 'action', 'ticket'], fr: { one: 'tâche', many: 'tâches' }, en: { one: 'task', many: 'tasks' }, codes: ['Tâche', 'Action', 'Ticket', 'Jalon'], kinds: [k('Opérationnel', 'Operational'), k('Administratif', 'Administrative'), k('Technique', 'Technical')] },
  { key: 'user', words: ['utilisateur', 'user', 'compte', 'account', 'badge', 'habilitation', 'clearance', 'identite', 'identity'], fr: { one: 'utilisateur', many: 'utilisateurs' }, en: { one: 'user', many: 'users' }, codes: ['A. Kouamé', 'C. Durand', 'M. Traoré', 'S. Petit'], kinds: [k('Administrateur', 'Administrator'), k('Opérateur', 'Operator'), k('Auditeur', 'Auditor')] },
];

const GENERIC: Entity = {
  key: 'item',
  fr: { one: 'élément', many: 'éléments' },
  en: { one: 'item', many: 'items' },
  codes: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
  kinds: [k('Prioritaire', 'Priority'), k('Standard', 'Standard'), k('Archive', 'Archive')],
};

/** Whole word with an optional plural or feminine ending: "drones" matches "drone", never "dronesque"; "log" never matches "logistique". */
function wordRe(word: string): RegExp {
  return new RegExp(`(^|\\s)${word.replace(/\s+/g, '\\s')}(?:e|s|es|x)?(?=\\s|$)`);
}

function has(text: string, word: string): boolean {
  return wordRe(word).test(text);
}

const NOUN_FR = /(?:^|\s)(?:gestion|suivi|registre|inventaire|liste|catalogue|annuaire|planning|planification|supervision|surveillance|recensement|base)\s+(?:des|de la|de l['’]|du|de|d['’])\s*([\p{L}-]{3,})/iu;
const NOUN_EN = /(?:^|\s)(?:manage|managing|management|track|tracking|tracker|register|registry|inventory|list|catalog|catalogue|directory|monitor|monitoring|planning)\s+(?:of\s+|for\s+)?(?:the\s+|our\s+|my\s+|all\s+)?([\p{L}-]{3,})/iu;
const NOUN_STOP = new Set(['une', 'spare', 'new', 'nouveaux', 'nouvelles', 'all', 'des', 'les', 'mon', 'mes', 'nos', 'application', 'app', 'apps', 'donnees', 'données', 'data', 'tous', 'toutes', 'all', 'each', 'every', 'with', 'avec', 'pour', 'and', 'the', 'our', 'system', 'systeme', 'système', 'plateforme', 'platform', 'outil', 'tool', 'page']);

/** A domain noun the dictionary does not know ("suivi des colis" → colis), so labels and samples use the user's word. */
function nounEntity(prompt: string, lang: Lang): Entity | null {
  const fr = NOUN_FR.exec(prompt);
  const en = NOUN_EN.exec(prompt);
  const m = lang === 'fr' ? (fr ?? en) : (en ?? fr);
  // English puts the head noun last ("spare batteries"), French first ("ordinateurs portables")
  const next = m && m === en ? /^\s+([\p{L}-]{3,})/u.exec(prompt.slice(m.index + m[0].length))?.[1]?.toLowerCase() : undefined;
  const word = (next && !NOUN_STOP.has(next) && !/^(for|with|and|in|at|on|by|to|from|using)$/.test(next) ? next : m?.[1])?.toLowerCase().replace(/^-+|-+$/g, '');
  if (!word || NOUN_STOP.has(word) || word.length > 24) return null;
  // "colis", "virus", "bras" are the same in the singular
  const frOne = /[sx]$/.test(word) && !/(is|us|as|os)$/.test(word) ? word.slice(0, -1) : word;
  const frMany = /[sxz]$/.test(word) ? word : `${word}s`;
  const enOne = /ies$/.test(word) ? `${word.slice(0, -3)}y` : /s$/.test(word) && !/ss$/.test(word) ? word.slice(0, -1) : word;
  const enMany = /s$/.test(word) ? word : /y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  const one = lang === 'fr' ? frOne : enOne;
  const code = one.charAt(0).toUpperCase() + one.slice(1);
  return {
    key: 'custom',
    fr: { one: frOne, many: frMany },
    en: { one: enOne, many: enMany },
    codes: [code, code, code, code],
    kinds: GENERIC.kinds,
  };
}

function pickEntity(text: string): Entity {
  let best: { def: EntityDef; pos: number } | undefined;
  for (const def of ENTITIES) {
    for (const w of def.words) {
      const m = wordRe(w).exec(text);
      if (m && (!best || m.index < best.pos)) best = { def, pos: m.index };
    }
  }
  if (!best) return GENERIC;
  const { words: _words, ...entity } = best.def;
  return entity;
}

const PLAIN_PATTERNS = [
  /\bhtml\b.*\bcss\b/,
  /\bvanilla\b/,
  /\bplain (html|js|javascript)\b/,
  /\bsans (react|framework)\b/,
  /\bwithout (react|a framework|framework)\b/,
  /\bjavascript (pur|natif)\b/,
  /\bjs (pur|natif)\b/,
  /\bpure (js|javascript)\b/,
  /\bsimple html\b/,
  /\bpage html\b/,
  /\bhtml page\b/,
  /\bhtml simple\b/,
  /\bstatic\b/,
  /\bstatique\b/,
];

function makeTitle(prompt: string, lang: Lang, entity: Entity, modules: ModuleKind[]): string {
  const cleaned = prompt
    .replace(/\s+/g, ' ')
    .replace(/[<>{}`$\\]/g, '')
    .trim();
  const stripped = cleaned
    .replace(
      /^(please\s+)?(je veux|je voudrais|j'aimerais|peux-tu|pouvez-vous|merci de|cr[ée]e[rz]?|g[ée]n[èe]re[rz]?|fais|faire|d[ée]veloppe[rz]?|construi[st]|build|create|make|generate|develop|i want|i need|i would like|can you|write)(\s+(moi|me|nous|us|une?|an?|the|le|la|les|des|du|de|l'))*\s+/i,
      '',
    )
    .replace(/^(une?|an?|the|le|la|les|des|l')\s+/i, '');
  const base = stripped.length >= 3 ? stripped : '';
  if (base) {
    let short = base.split(/[.,;:!?\n]/)[0]!.trim();
    if (short.length > 60) short = short.slice(0, short.lastIndexOf(' ', 60) > 20 ? short.lastIndexOf(' ', 60) : 60).trim();
    return short.charAt(0).toUpperCase() + short.slice(1);
  }
  const label = lang === 'fr' ? entity.fr.many : entity.en.many;
  const mod = modules[0] ?? 'dashboard';
  const lead = lang === 'fr' ? { dashboard: 'Tableau de bord', alerts: 'Alertes', assets: 'Parc', map: 'Carte', tracker: 'Suivi', inventory: 'Inventaire', wizard: 'Formulaire', access: 'Accès', messaging: 'Messagerie', budget: 'Budget', reports: 'Rapports' }[mod] : { dashboard: 'Dashboard', alerts: 'Alerts', assets: 'Fleet', map: 'Map', tracker: 'Tracker', inventory: 'Inventory', wizard: 'Form', access: 'Access', messaging: 'Messaging', budget: 'Budget', reports: 'Reports' }[mod];
  return `${lead} — ${label}`;
}

export function analyze(prompt: string): Analysis {
  const text = normalize(prompt);
  const lang = detectLang(prompt);
  const scores: { kind: ModuleKind; score: number; first: number }[] = [];
  for (const kind of MODULE_KINDS) {
    let score = 0;
    let first = Infinity;
    for (const word of MODULE_KEYWORDS[kind]) {
      if (has(text, word)) {
        score += word.includes(' ') ? 2 : 1;
        first = Math.min(first, text.search(wordRe(word)));
      }
    }
    if (score > 0) scores.push({ kind, score, first });
  }
  scores.sort((a, b) => b.score - a.score || a.first - b.first);
  let modules = scores.slice(0, 5).map((s) => s.kind);
  if (modules.length === 0) modules = ['dashboard', 'tracker'];
  // the overview comes first whenever a dashboard is asked for
  if (modules.includes('dashboard')) modules = ['dashboard', ...modules.filter((m) => m !== 'dashboard')];
  // A lone module makes a thin app; a dashboard on top gives the overview people expect.
  if (modules.length === 1 && modules[0] !== 'dashboard' && modules[0] !== 'wizard') modules = ['dashboard', modules[0]!];
  let entity = pickEntity(text);
  if (entity === GENERIC) entity = nounEntity(prompt, lang) ?? GENERIC;
  const plain = PLAIN_PATTERNS.some((p) => p.test(text));
  const keywords = [...new Set(text.split(' ').filter((w) => w.length > 3))].slice(0, 12);
  return { lang, modules, entity, plain, title: makeTitle(prompt, lang, entity, modules), seed: hash(text), keywords };
}
