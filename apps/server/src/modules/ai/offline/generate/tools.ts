import type { AppLang, AppSpec, GeneratedFile, ToolKind } from '@ov/shared';
import { combine, FORMULAS, inputLabel, type FormulaId } from './app-src/tools/formulas';
import { source } from './project';
import { cap, shellText } from './strings';

/** Small self-contained apps (issue 13: "tools get their own small, correct apps"), one component each in app-src/tools/. */

const lit = (v: unknown) => JSON.stringify(v, null, 2);

const strings = (list: unknown, max = 30): string[] | undefined => {
  if (!Array.isArray(list)) return undefined;
  const out = list.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim().slice(0, 120));
  return out.length ? out.slice(0, max) : undefined;
};
const num = (v: unknown, min: number, max: number): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined);

type QuizQuestion = { q: string; choices: string[]; answer: number };

const QUIZ: Record<AppLang, QuizQuestion[]> = {
  fr: [
    { q: 'Quelle est la longueur minimale recommandée par l’ANSSI pour un mot de passe sans autre protection ?', choices: ['8 caractères', '12 caractères', '4 caractères'], answer: 1 },
    { q: 'Que faire d’une clé USB trouvée dans un couloir ?', choices: ['La brancher pour trouver son propriétaire', 'La remettre au service de sécurité sans la brancher', 'La jeter'], answer: 1 },
    { q: 'Quel signe doit alerter dans un courriel ?', choices: ['Une demande urgente de mot de passe', 'Une signature complète', 'Un objet clair'], answer: 0 },
    { q: 'Quand faut-il verrouiller son poste ?', choices: ['Le soir seulement', 'À chaque fois qu’on le quitte', 'Jamais'], answer: 1 },
    { q: 'Combien font 15 % de 200 ?', choices: ['30', '15', '20'], answer: 0 },
  ],
  en: [
    { q: 'What is a strong password’s recommended minimum length with no other protection?', choices: ['8 characters', '12 characters', '4 characters'], answer: 1 },
    { q: 'What should you do with a USB stick found in a corridor?', choices: ['Plug it in to find its owner', 'Hand it to security without plugging it in', 'Throw it away'], answer: 1 },
    { q: 'Which sign should raise suspicion in an email?', choices: ['An urgent request for your password', 'A complete signature', 'A clear subject'], answer: 0 },
    { q: 'When should you lock your computer?', choices: ['Only in the evening', 'Every time you leave it', 'Never'], answer: 1 },
    { q: 'What is 15% of 200?', choices: ['30', '15', '20'], answer: 0 },
  ],
};

function quizQuestions(spec: AppSpec): QuizQuestion[] {
  const raw = spec.toolOptions?.questions;
  if (Array.isArray(raw)) {
    const qs = raw
      .map((x) => x as Partial<QuizQuestion>)
      .filter((x) => typeof x.q === 'string' && Array.isArray(x.choices) && x.choices.length >= 2 && typeof x.answer === 'number' && x.answer >= 0 && x.answer < x.choices.length)
      .map((x) => ({ q: x.q!, choices: x.choices!.map(String), answer: x.answer! }));
    if (qs.length) return qs;
  }
  return QUIZ[spec.lang];
}

const T = {
  countdown: {
    fr: { start: 'Démarrer', pause: 'Pause', reset: 'Réinitialiser', minutes: 'Minutes', seconds: 'Secondes', done: 'Temps écoulé !', work: 'Travail', rest: 'Pause', sessions: 'Sessions terminées : {n}', presets: 'Durées prédéfinies' },
    en: { start: 'Start', pause: 'Pause', reset: 'Reset', minutes: 'Minutes', seconds: 'Seconds', done: 'Time is up!', work: 'Work', rest: 'Break', sessions: 'Sessions done: {n}', presets: 'Preset durations' },
  },
  stopwatch: {
    fr: { start: 'Démarrer', pause: 'Pause', reset: 'Réinitialiser', lap: 'Tour', laps: 'Tours', lapN: 'Tour {n}' },
    en: { start: 'Start', pause: 'Pause', reset: 'Reset', lap: 'Lap', laps: 'Laps', lapN: 'Lap {n}' },
  },
  chess: {
    fr: { white: 'Blancs', black: 'Noirs', minutes: 'Minutes par joueur', increment: 'Incrément (secondes)', start: 'Reprendre', pause: 'Pause', reset: 'Réinitialiser', flag: 'Temps écoulé : {player} perdent au temps.', moves: 'Coups : {n}', press: 'Appuyez sur votre pendule après avoir joué : elle s’arrête, ajoute l’incrément et lance celle de l’adversaire.' },
    en: { white: 'White', black: 'Black', minutes: 'Minutes per player', increment: 'Increment (seconds)', start: 'Resume', pause: 'Pause', reset: 'Reset', flag: 'Flag fall: {player} lose on time.', moves: 'Moves: {n}', press: 'Press your clock after moving: it stops, adds the increment and starts your opponent’s.' },
  },
  calculator: {
    fr: { display: 'Résultat', clear: 'Effacer', back: 'Effacer le dernier caractère', equals: '=', error: 'Erreur', history: 'Historique', decimal: 'Virgule' },
    en: { display: 'Result', clear: 'Clear', back: 'Delete the last character', equals: '=', error: 'Error', history: 'History', decimal: 'Decimal point' },
  },
  formula: {
    fr: { inputs: 'Données', results: 'Résultat', formula: 'Formule', fix: 'Corrigez les valeurs signalées pour voir le résultat.' },
    en: { inputs: 'Inputs', results: 'Result', formula: 'Formula', fix: 'Correct the values marked to see the result.' },
  },
  quiz: {
    fr: { question: 'Question {n} sur {total}', check: 'Valider', next: 'Question suivante', correct: 'Bonne réponse !', wrong: 'Mauvaise réponse : la bonne réponse était « {a} ».', score: 'Score : {n} sur {total}', restart: 'Recommencer' },
    en: { question: 'Question {n} of {total}', check: 'Check', next: 'Next question', correct: 'Correct!', wrong: 'Wrong: the right answer was “{a}”.', score: 'Score: {n} of {total}', restart: 'Start again' },
  },
  checklist: {
    fr: { newItem: 'Nouvel élément', add: 'Ajouter', remove: 'Supprimer', progress: '{n} sur {total} fait(s)', empty: 'Aucun élément', reset: 'Tout décocher' },
    en: { newItem: 'New item', add: 'Add', remove: 'Remove', progress: '{n} of {total} done', empty: 'No items', reset: 'Untick all' },
  },
  converter: {
    fr: { category: 'Grandeur', value: 'Valeur', from: 'De', to: 'Vers', swap: 'Inverser', result: 'Conversion', rate: 'Taux de change (1 {from} = ? {to})', rateNote: 'Hors ligne, aucun cours n’est à jour : saisissez le taux du jour.', categories: { length: 'Longueur', mass: 'Masse', volume: 'Volume', speed: 'Vitesse', area: 'Surface', time: 'Durée', temperature: 'Température', currency: 'Devises' } },
    en: { category: 'Quantity', value: 'Value', from: 'From', to: 'To', swap: 'Swap', result: 'Conversion', rate: 'Exchange rate (1 {from} = ? {to})', rateNote: 'Offline, no rate is up to date: enter today’s rate.', categories: { length: 'Length', mass: 'Mass', volume: 'Volume', speed: 'Speed', area: 'Area', time: 'Time', temperature: 'Temperature', currency: 'Currencies' } },
  },
  booking: {
    fr: { resource: 'Ressource', date: 'Date', name: 'Nom', book: 'Réserver', cancel: 'Annuler', free: 'Libre', taken: 'Déjà réservé', bookings: 'Réservations', empty: 'Aucune réservation', nameRequired: 'Indiquez un nom.', slot: 'Choisissez un créneau libre.', booked: '{resource} — {date} à {slot} — {name}' },
    en: { resource: 'Resource', date: 'Date', name: 'Name', book: 'Book', cancel: 'Cancel', free: 'Free', taken: 'Already booked', bookings: 'Bookings', empty: 'No bookings', nameRequired: 'Enter a name.', slot: 'Choose a free slot.', booked: '{resource} — {date} at {slot} — {name}' },
  },
  kanban: {
    fr: { newCard: 'Nouvelle carte', add: 'Ajouter', left: 'Déplacer à gauche', right: 'Déplacer à droite', remove: 'Supprimer', empty: 'Aucune carte' },
    en: { newCard: 'New card', add: 'Add', left: 'Move left', right: 'Move right', remove: 'Delete', empty: 'No cards' },
  },
  notes: {
    fr: { title: 'Titre', body: 'Contenu', add: 'Ajouter la note', search: 'Rechercher une note', remove: 'Supprimer', empty: 'Aucune note', titleRequired: 'Le titre est obligatoire.' },
    en: { title: 'Title', body: 'Content', add: 'Add the note', search: 'Search notes', remove: 'Delete', empty: 'No notes', titleRequired: 'The title is required.' },
  },
  dice: {
    fr: { count: 'Nombre de dés', sides: 'Faces', roll: 'Lancer', total: 'total', history: 'Lancers précédents' },
    en: { count: 'Number of dice', sides: 'Sides', roll: 'Roll', total: 'total', history: 'Previous rolls' },
  },
  password: {
    fr: { length: 'Longueur', lower: 'Minuscules', upper: 'Majuscules', digits: 'Chiffres', symbols: 'Symboles', generate: 'Générer', copy: 'Copier', copied: 'Copié', password: 'Mot de passe généré', strength: 'Robustesse', bits: 'bits d’entropie' },
    en: { length: 'Length', lower: 'Lower case', upper: 'Upper case', digits: 'Digits', symbols: 'Symbols', generate: 'Generate', copy: 'Copy', copied: 'Copied', password: 'Generated password', strength: 'Strength', bits: 'bits of entropy' },
  },
};

const DEFAULTS = {
  checklist: { fr: ['Vérifier le matériel', 'Relire les consignes', 'Prévenir l’équipe', 'Valider le départ'], en: ['Check the equipment', 'Read the instructions again', 'Tell the team', 'Confirm the departure'] },
  kanban: { fr: ['À faire', 'En cours', 'Terminé'], en: ['To do', 'In progress', 'Done'] },
  cards: { fr: ['Préparer la réunion', 'Mettre à jour le planning', 'Envoyer le compte rendu'], en: ['Prepare the meeting', 'Update the schedule', 'Send the minutes'] },
  resources: { fr: ['Salle de réunion A', 'Salle de réunion B', 'Véhicule de service'], en: ['Meeting room A', 'Meeting room B', 'Pool car'] },
  notes: { fr: [{ title: 'Bienvenue', body: 'Écrivez vos notes ici ; elles restent dans cette page.' }], en: [{ title: 'Welcome', body: 'Write your notes here; they stay in this page.' }] },
};

const CATEGORIES = ['length', 'mass', 'volume', 'speed', 'area', 'time', 'temperature', 'currency'] as const;

type ToolRender = { files: string[]; imports: string; element: string };

function toolRender(spec: AppSpec, tool: ToolKind): ToolRender {
  const L = spec.lang;
  const o = spec.toolOptions ?? {};
  switch (tool) {
    case 'timer':
    case 'countdown':
    case 'pomodoro': {
      const presets = (Array.isArray(o.presets) ? o.presets.filter((x): x is number => typeof x === 'number' && x > 0 && x <= 999) : []).slice(0, 6);
      const minutes = num(o.minutes, 1, 999);
      const list = tool === 'pomodoro' ? [num(o.work, 1, 120) ?? minutes ?? 25, num(o.rest, 1, 60) ?? num(o.breakMinutes, 1, 60) ?? 5] : presets.length ? presets : minutes ? [minutes] : [5, 10, 15, 30];
      return { files: ['tools/time.ts', 'tools/Countdown.tsx'], imports: "import { Countdown } from './tools/Countdown';", element: `<Countdown text={${lit(T.countdown[L])}} mode="${tool === 'pomodoro' ? 'pomodoro' : 'timer'}" presets={${lit(list)}} />` };
    }
    case 'stopwatch':
      return { files: ['tools/time.ts', 'tools/Stopwatch.tsx'], imports: "import { Stopwatch } from './tools/Stopwatch';", element: `<Stopwatch text={${lit(T.stopwatch[L])}} />` };
    case 'chess_clock':
      return { files: ['tools/time.ts', 'tools/ChessClock.tsx'], imports: "import { ChessClock } from './tools/ChessClock';", element: `<ChessClock text={${lit(T.chess[L])}} minutes={${num(o.minutes, 1, 180) ?? 5}} increment={${num(o.increment, 0, 60) ?? num(o.incrementSeconds, 0, 60) ?? 0}} />` };
    case 'calculator': {
      const ids = formulasOf(spec);
      if (ids.length) {
        const given = formulaValues(spec, ids);
        const formula = ids.length === 1 ? `FORMULAS.${ids[0]}` : `combine([${ids.map((id) => `FORMULAS.${id}`).join(', ')}])`;
        return {
          files: ['tools/formulas.ts', 'tools/FormulaCalculator.tsx'],
          imports: `import { FormulaCalculator } from './tools/FormulaCalculator';\nimport { ${ids.length === 1 ? '' : 'combine, '}FORMULAS } from './tools/formulas';`,
          element: `<FormulaCalculator text={${lit(T.formula[L])}} formula={${formula}} lang="${L}"${Object.keys(given).length ? ` values={${JSON.stringify(given)}}` : ''} />`,
        };
      }
      return { files: ['tools/calc.ts', 'tools/Calculator.tsx'], imports: "import { Calculator } from './tools/Calculator';", element: `<Calculator text={${lit(T.calculator[L])}} lang="${L}" />` };
    }
    case 'quiz':
      return { files: ['tools/Quiz.tsx'], imports: "import { Quiz } from './tools/Quiz';", element: `<Quiz text={${lit(T.quiz[L])}} questions={${lit(quizQuestions(spec))}} />` };
    case 'checklist':
      return { files: ['tools/ids.ts', 'tools/AddForm.tsx', 'tools/Checklist.tsx'], imports: "import { Checklist } from './tools/Checklist';", element: `<Checklist text={${lit(T.checklist[L])}} items={${lit(strings(o.items) ?? DEFAULTS.checklist[L])}} />` };
    case 'unit_converter': {
      const cats = (strings(o.categories) ?? []).filter((c): c is (typeof CATEGORIES)[number] => (CATEGORIES as readonly string[]).includes(c));
      return { files: ['tools/units.ts', 'tools/SelectField.tsx', 'tools/UnitConverter.tsx'], imports: "import { UnitConverter } from './tools/UnitConverter';", element: `<UnitConverter text={${lit(T.converter[L])}} categories={${lit(cats.length ? cats : CATEGORIES.filter((c) => c !== 'currency'))}} lang="${L}" />` };
    }
    case 'booking': {
      const slots = strings(o.slots) ?? ['08:00', '09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];
      const named = typeof o.resource === 'string' && o.resource.trim() ? cap(o.resource.trim().slice(0, 40)) : undefined;
      const resources = strings(o.resources) ?? (named ? ['A', 'B', 'C'].map((x) => `${named} ${x}`) : DEFAULTS.resources[L]);
      return { files: ['tools/ids.ts', 'tools/SelectField.tsx', 'tools/Booking.tsx'], imports: "import { Booking } from './tools/Booking';", element: `<Booking text={${lit(T.booking[L])}} resources={${lit(resources)}} slots={${lit(slots)}} today={new Date().toISOString().slice(0, 10)} />` };
    }
    case 'kanban': {
      const columns = strings(o.columns, 8) ?? DEFAULTS.kanban[L];
      const cards = (strings(o.cards) ?? DEFAULTS.cards[L]).map((title, i) => ({ title, column: i % columns.length }));
      return { files: ['tools/ids.ts', 'tools/AddForm.tsx', 'tools/Kanban.tsx'], imports: "import { Kanban } from './tools/Kanban';", element: `<Kanban text={${lit(T.kanban[L])}} columns={${lit(columns)}} cards={${lit(cards)}} />` };
    }
    case 'notes':
      return { files: ['tools/ids.ts', 'tools/Notes.tsx'], imports: "import { Notes } from './tools/Notes';", element: `<Notes text={${lit(T.notes[L])}} notes={${lit(DEFAULTS.notes[L])}} />` };
    case 'dice':
      return { files: ['tools/random.ts', 'tools/NumberField.tsx', 'tools/Dice.tsx'], imports: "import { Dice } from './tools/Dice';", element: `<Dice text={${lit(T.dice[L])}} sides={${num(o.faces, 2, 1000) ?? num(o.sides, 2, 1000) ?? 6}} />` };
    case 'password_generator':
      return { files: ['tools/random.ts', 'tools/NumberField.tsx', 'tools/PasswordGenerator.tsx'], imports: "import { PasswordGenerator } from './tools/PasswordGenerator';", element: `<PasswordGenerator text={${lit(T.password[L])}} length={${num(o.length, 8, 128) ?? 16}} />` };
  }
}

const isFormula = (f: unknown): f is FormulaId => typeof f === 'string' && Object.hasOwn(FORMULAS, f);

/** The known formulas a calculator computes (toolOptions.formulas, else .formula, checked against the table), if any. */
export function formulasOf(spec: AppSpec): FormulaId[] {
  if (spec.tool !== 'calculator') return [];
  const o = spec.toolOptions ?? {};
  const list = Array.isArray(o.formulas) ? o.formulas.filter(isFormula) : isFormula(o.formula) ? [o.formula] : [];
  return [...new Set(list)].slice(0, 4);
}

/** The values the request gave (toolOptions.values), kept only for an input of these formulas and a plausible number. */
export function formulaValues(spec: AppSpec, ids: FormulaId[]): Record<string, number> {
  const v = spec.toolOptions?.values;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const keys = new Set(ids.flatMap((id) => FORMULAS[id].inputs.map((i) => i.key)));
  return Object.fromEntries(Object.entries(v).filter(([k, n]) => keys.has(k) && typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1e9));
}

/** What a formula calculator does, for the reply and the README ("calculatrice : carburant nécessaire (distance, …)"). */
export function formulaLine(spec: AppSpec): string | undefined {
  const ids = formulasOf(spec);
  if (!ids.length) return undefined;
  const f = combine(ids.map((id) => FORMULAS[id]));
  const L = spec.lang;
  const given = formulaValues(spec, ids);
  // the values the request gave are said, so the user sees they were read: "distance (km) : 420"
  const shown = (k: string) => (k in given ? `${L === 'fr' ? ' : ' : ': '}${L === 'fr' ? String(given[k]).replace('.', ',') : String(given[k])}` : '');
  const inputs = f.inputs.map((i) => inputLabel(i, L).replace(/^./, (c) => c.toLowerCase()) + shown(i.key)).join(', ');
  return L === 'fr' ? `calculatrice « ${f.title.fr} » : ${inputs} ; résultat en direct et formule affichée` : `"${f.title.en}" calculator: ${inputs}; live result and the formula shown`;
}

export function toolFiles(spec: AppSpec): GeneratedFile[] {
  const tool: ToolKind = spec.tool ?? 'notes';
  const r = toolRender(spec, tool);
  const indent = (s: string, n: number) => s.split('\n').join('\n' + ' '.repeat(n));
  const app = `${r.imports}
import { Shell } from './components/Shell';
import type { ShellText } from './lib/model';

const shell: ShellText = ${lit(shellText(spec))};

export function App() {
  const sections = [
    {
      id: '${tool}',
      label: shell.title,
      render: () => (
        ${indent(r.element, 8)}
      ),
    },
  ];
  return <Shell text={shell} sections={sections} message="" roles={[]} role="" onRole={() => undefined} withTheme={${spec.features.includes('dark_mode')}} withLogin={false} />;
}
`;
  return [{ path: 'src/App.tsx', content: app }, ...['lib/model.ts', 'components/Shell.tsx', ...r.files].map(source)];
}

/** What a tool could not do, said to the user (the quiz has no questions of its own on an arbitrary topic). */
export function toolNotDone(spec: AppSpec): string[] {
  const o = spec.toolOptions ?? {};
  if (spec.tool === 'quiz' && !Array.isArray(o.questions) && typeof o.topic === 'string' && o.topic.trim() && !/cyber|s[ée]curit|phishing|hame[çc]onnage|password|mot de passe|informatique/i.test(o.topic)) {
    return [
      spec.lang === 'fr'
        ? `Questions sur « ${o.topic.trim()} » : hors ligne, je n’ai pas de questions sur ce sujet ; le quiz contient des questions d’exemple sur la cybersécurité à remplacer dans src/App.tsx.`
        : `Questions about "${o.topic.trim()}": offline, I have no questions on that topic; the quiz has sample questions on cybersecurity to replace in src/App.tsx.`,
    ];
  }
  if (spec.tool === 'unit_converter' && Array.isArray(o.categories) && o.categories.includes('currency')) {
    return [spec.lang === 'fr' ? 'Cours des devises : hors ligne, aucun taux n’est à jour ; le convertisseur demande le taux du jour.' : 'Exchange rates: offline, no rate is up to date; the converter asks for today’s rate.'];
  }
  return [];
}
