import type { AppField, AppLang, AppSpec, EntityFeature, GeneratedFile, ToolKind } from '@ov/shared';
import { plainFiles } from './plain';
import { baseFiles } from './project';
import { recordsFiles, resolveEntities, type ResolvedEntity } from './records';
import { cap } from './strings';
import { formulaLine, toolFiles, toolNotDone } from './tools';

export type GeneratedFromSpec = { files: GeneratedFile[]; description: string; features: string[]; techStack: string[]; appType: string };

const TYPE_NAMES: Record<AppField['type'], [string, string]> = {
  text: ['texte', 'text'],
  longtext: ['texte long', 'long text'],
  number: ['nombre', 'number'],
  money: ['montant en euros', 'amount in euros'],
  percent: ['pourcentage', 'percentage'],
  date: ['date', 'date'],
  time: ['heure', 'time'],
  datetime: ['date et heure', 'date and time'],
  duration: ['durée', 'duration'],
  enum: ['liste de choix', 'choice list'],
  boolean: ['oui/non', 'yes/no'],
  person: ['personne', 'person'],
  place: ['lieu', 'place'],
  coordinates: ['coordonnées', 'coordinates'],
  identifier: ['identifiant', 'identifier'],
  email: ['e-mail', 'email'],
  phone: ['téléphone', 'phone'],
  url: ['adresse web', 'web address'],
  file: ['fichier', 'file'],
};

const FEATURE_NAMES: Record<EntityFeature, [string, string]> = {
  search: ['recherche', 'search'],
  filters: ['filtres', 'filters'],
  sort: ['tri', 'sorting'],
  create: ['ajout avec validation', 'adding with validation'],
  edit: ['modification', 'editing'],
  delete: ['suppression', 'deleting'],
  export_csv: ['export CSV', 'CSV export'],
  export_pdf: ['impression / PDF', 'print / PDF'],
  import_csv: ['import CSV', 'CSV import'],
  chart: ['graphiques', 'charts'],
  map: ['carte', 'map'],
  calendar: ['calendrier', 'calendar'],
  stats: ['indicateurs', 'key figures'],
  wizard: ['formulaire en plusieurs étapes', 'multi-step form'],
  notifications: ['notifications', 'notifications'],
};

const TOOL_NAMES: Record<ToolKind, [string, string]> = {
  timer: ['minuteur', 'timer'],
  stopwatch: ['chronomètre avec tours', 'stopwatch with laps'],
  countdown: ['compte à rebours', 'countdown'],
  chess_clock: ['pendule d’échecs à deux horloges avec incrément', 'chess clock with two clocks and increment'],
  calculator: ['calculatrice (priorités, parenthèses, pourcentages, clavier)', 'calculator (precedence, parentheses, percentages, keyboard)'],
  quiz: ['quiz avec score', 'quiz with a score'],
  checklist: ['liste de contrôle avec progression', 'checklist with progress'],
  unit_converter: ['convertisseur d’unités (facteurs exacts)', 'unit converter (exact factors)'],
  booking: ['réservation de créneaux sans double réservation', 'slot booking with no double booking'],
  kanban: ['tableau kanban', 'kanban board'],
  notes: ['prise de notes avec recherche', 'notes with search'],
  pomodoro: ['pomodoro (travail, pause, sessions)', 'pomodoro (work, break, sessions)'],
  dice: ['lancer de dés', 'dice roller'],
  password_generator: ['générateur de mots de passe (aléa cryptographique)', 'password generator (cryptographic randomness)'],
};

const APP_WIDE: Record<AppSpec['features'][number], [string, string]> = {
  roles: ['rôles (le premier a tous les droits, les autres ne suppriment pas)', 'roles (the first has every right, the others cannot delete)'],
  audit_log: ['journal des modifications', 'change log'],
  auth_screen: ['écran de connexion (démonstration, sans serveur)', 'sign-in screen (demo, no server)'],
  dark_mode: ['thème clair / sombre', 'light / dark theme'],
  i18n_switch: ['', ''],
};

const pick = (pair: [string, string], lang: AppLang) => pair[lang === 'fr' ? 0 : 1];
const list = (items: string[], lang: AppLang) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${items[items.length - 1]}`);

function fieldLine(f: ResolvedEntity['fields'][number], lang: AppLang): string {
  const bits = [pick(TYPE_NAMES[f.type], lang)];
  if (f.options?.length) bits.push(f.options.join(' / '));
  if (f.pattern) bits.push(f.pattern);
  if (f.unit && f.type !== 'money') bits.push(f.unit);
  if (f.required) bits.push(lang === 'fr' ? 'obligatoire' : 'required');
  return `${f.label} (${bits.join(', ')})`;
}

/** What the plain HTML/CSS/JS app does (app-src/plain/script.js). */
const PLAIN_FEATURES = new Set<EntityFeature>(['search', 'filters', 'create', 'delete', 'export_csv']);

/**
 * The spec as the plain HTML/CSS/JS app builds it: one list per record, no dashboard and no app-wide feature;
 * what was asked and is left out is said under "not done".
 */
export function plainSpec(spec: AppSpec): AppSpec {
  const fr = spec.lang === 'fr';
  const missing = new Set<string>();
  if (spec.kind === 'dashboard') missing.add(fr ? 'tableau de bord' : 'dashboard');
  for (const e of spec.entities) {
    for (const f of e.features) if (!PLAIN_FEATURES.has(f)) missing.add(pick(FEATURE_NAMES[f], spec.lang));
    if (e.charts.length) missing.add(pick(FEATURE_NAMES.chart, spec.lang));
  }
  for (const f of spec.features) if (f !== 'i18n_switch') missing.add(pick(APP_WIDE[f], spec.lang));
  const line = fr
    ? `Version HTML/CSS/JavaScript sans framework — non inclus : ${list([...missing], 'fr')} (l’application React les fait : la même demande sans « HTML »).`
    : `Plain HTML/CSS/JavaScript version — not included: ${list([...missing], 'en')} (the React app has them: the same request without "HTML").`;
  return {
    ...spec,
    kind: 'records',
    features: spec.features.filter((f) => f === 'i18n_switch'),
    entities: spec.entities.map((e) => ({ ...e, features: e.features.filter((f) => PLAIN_FEATURES.has(f)), charts: [] })),
    notDone: missing.size ? [...spec.notDone, line] : spec.notDone,
  };
}

function featureList(r: ResolvedEntity, lang: AppLang, plain = false): string[] {
  return r.features.filter((f) => !plain || PLAIN_FEATURES.has(f)).map((f) => {
    const name = pick(FEATURE_NAMES[f], lang);
    if (f === 'filters') {
      const on = r.fields.filter((x) => x.type === 'enum' || x.type === 'boolean').map((x) => x.label);
      return `${name} (${on.join(', ')})`;
    }
    if (f === 'sort' && r.entity.sort) {
      const field = r.fields.find((x) => x.key === r.entity.sort!.field);
      if (field) return `${name} (${field.label}, ${r.entity.sort.dir === 'asc' ? (lang === 'fr' ? 'croissant' : 'ascending') : lang === 'fr' ? 'décroissant' : 'descending'})`;
    }
    return name;
  });
}

/**
 * Generates the project from what was understood (issue 13 point 2): deterministic for a given spec, every text
 * in spec.lang, a records or dashboard app built from the entities' fields, or a tool's own small app. `plain`: the
 * records in plain HTML, CSS and JavaScript (index.html, style.css, script.js); a tool stays a React app.
 */
export function generateFromSpec(asked: AppSpec, opts: { plain?: boolean } = {}): GeneratedFromSpec {
  const isTool = asked.kind === 'tool' || asked.entities.length === 0;
  const plain = opts.plain === true && !isTool;
  const spec = plain ? plainSpec(asked) : asked;
  const lang = spec.lang;
  const fr = lang === 'fr';
  const resolved = isTool ? [] : resolveEntities(spec);
  const features = isTool
    ? [formulaLine(spec) ?? pick(TOOL_NAMES[spec.tool ?? 'notes'], lang)]
    : [
        ...(spec.kind === 'dashboard' ? [fr ? 'tableau de bord (indicateurs, graphiques, derniers ajouts)' : 'dashboard (key figures, charts, latest records)'] : []),
        ...resolved.map((r) => `${cap(r.entity.plural)}${fr ? ' : ' : ': '}${list(featureList(r, lang, plain), lang)}`),
        ...spec.features.map((f) => pick(APP_WIDE[f], lang)).filter(Boolean),
      ];
  const description = spec.summary || (fr ? `${spec.title} — application générée hors ligne.` : `${spec.title} — app generated offline.`);
  const readme = [
    `# ${spec.title}`,
    '',
    description,
    '',
    fr ? '## Fonctionnalités' : '## Features',
    ...features.map((f) => `- ${f}`),
    '',
    fr ? '## Lancer le projet' : '## Run it',
    plain
      ? fr
        ? 'Ouvrez `index.html` dans un navigateur : aucune installation.'
        : 'Open `index.html` in a browser: nothing to install.'
      : fr
        ? '`npm install` puis `npm run dev`.'
        : '`npm install` then `npm run dev`.',
    '',
    fr ? 'Les données d’exemple sont fictives ; aucune donnée n’est envoyée à un service externe.' : 'The sample data is fictitious; no data is sent to any outside service.',
    '',
  ].join('\n');
  if (plain) {
    return { files: plainFiles(spec, resolved, readme), description, features, techStack: ['HTML', 'CSS', 'JavaScript'], appType: 'html' };
  }
  const own = isTool ? toolFiles(spec) : recordsFiles(spec).files;
  const [index, main, styles, ...rest] = baseFiles(spec, readme);
  const files = [index!, main!, ...own, styles!, ...rest];
  return {
    files,
    description,
    features,
    techStack: ['React 19', 'TypeScript', 'CSS', 'lucide-react'],
    appType: isTool ? `tool:${spec.tool ?? 'notes'}` : spec.kind,
  };
}

/**
 * The answer shown to the user (issue 13 point 3): what was understood — entities and their fields, features
 * built — and what could not be done, in `lang`.
 */
export function summaryOf(asked: AppSpec, lang: AppLang = asked.lang, opts: { plain?: boolean } = {}): string {
  const plain = opts.plain === true && asked.kind !== 'tool' && asked.entities.length > 0;
  const spec = plain ? plainSpec(asked) : asked;
  const fr = lang === 'fr';
  const out: string[] = [];
  out.push(fr ? `✅ J’ai créé « ${spec.title} ».` : `✅ I built "${spec.title}".`);
  if (spec.summary) out.push('', spec.summary);
  if (spec.kind === 'tool' || spec.entities.length === 0) {
    out.push('', fr ? '**Ce que fait l’application**' : '**What the app does**', `- ${cap(formulaLine(spec) ?? pick(TOOL_NAMES[spec.tool ?? 'notes'], lang))}`);
  } else {
    const resolved = resolveEntities(spec);
    out.push('', fr ? '**Données**' : '**Data**');
    for (const r of resolved) {
      out.push(`- **${cap(r.entity.plural)}**${fr ? ' : ' : ': '}${r.fields.map((f) => fieldLine(f, lang)).join(', ')}`);
      for (const f of r.fields.filter((x) => x.ref)) {
        const target = resolved.find((x) => x.entity.key === f.ref);
        if (target) out.push(fr ? `  - ${f.label} renvoie vers ${target.entity.plural}` : `  - ${f.label} points to ${target.entity.plural}`);
      }
    }
    out.push('', fr ? '**Fonctionnalités**' : '**Features**');
    if (spec.kind === 'dashboard') out.push(fr ? '- Tableau de bord : indicateurs, graphiques et derniers ajouts' : '- Dashboard: key figures, charts and latest records');
    for (const r of resolved) out.push(`- ${cap(r.entity.plural)}${fr ? ' : ' : ': '}${list(featureList(r, lang, plain), lang)}`);
    for (const f of spec.features) {
      const name = pick(APP_WIDE[f], lang);
      if (name) out.push(`- ${cap(name)}${f === 'roles' && spec.roles.length ? `${fr ? ' : ' : ': '}${spec.roles.join(', ')}` : ''}`);
    }
  }
  if (spec.classification !== 'none') out.push('', fr ? '**Marquage** : bandeau de classification affiché en haut de l’application.' : '**Marking**: a classification banner at the top of the app.');
  const notDone = [...spec.notDone, ...toolNotDone(spec)];
  if (spec.features.includes('i18n_switch')) notDone.push(fr ? 'Changement de langue : l’interface est entièrement en français.' : 'Language switch: the interface is entirely in English.');
  if (notDone.length) out.push('', fr ? '**Non réalisé**' : '**Not done**', ...notDone.map((n) => `- ${n}`));
  if (spec.kind === 'tool' || spec.entities.length === 0) out.push('', fr ? 'Ouvrez le projet dans l’éditeur pour le modifier ; l’aperçu se met à jour à chaque changement.' : 'Open the project in the editor to change it; the preview updates on every change.');
  else if (plain) out.push('', fr ? 'Les données d’exemple sont fictives. Ouvrez le projet dans l’éditeur pour le modifier.' : 'The sample data is fictitious. Open the project in the editor to change it.');
  else out.push('', fr ? 'Les données d’exemple sont fictives. Ouvrez le projet dans l’éditeur pour le modifier, ou demandez un changement (« ajoute un champ… »).' : 'The sample data is fictitious. Open the project in the editor to change it, or ask for a change ("add a … field").');
  return out.join('\n');
}
