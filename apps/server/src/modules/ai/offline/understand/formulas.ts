/**
 * What a calculator is asked to compute (decision 288): a quantity we know the formula of (its inputs, units and
 * results are in generate/app-src/tools/formulas.ts, under the same ids), read from French or English wording on
 * folded text. A calculator for something else stays the generic calculator, and the reply says so.
 */
import type { Lang } from './text';

export const FORMULA_IDS = ['fuel', 'travel_time', 'order_cost', 'water', 'rations'] as const;
export type FormulaId = (typeof FORMULA_IDS)[number];

/** The input keys of each formula, as in the table (a test checks they are the same). */
export const FORMULA_KEYS: Record<FormulaId, readonly string[]> = {
  fuel: ['distance', 'consumption', 'vehicles', 'price'],
  travel_time: ['distance', 'speed'],
  order_cost: ['quantity', 'unitPrice', 'vat'],
  water: ['people', 'days', 'waterPerDay'],
  rations: ['people', 'days', 'rationsPerDay'],
};

/** First match wins: fuel before cost ("coût du carburant"), travel time before fuel only when no fuel word is there. */
const FORMULA_WORDS: [FormulaId, RegExp][] = [
  ['fuel', /\b(carburants?|gasoil|gazole|essence|diesel|fuel|petrol|gasoline|kerosene|litres? aux 100|l ?(?:\/|aux|au|per) ?100 ?km|mpg)\b/],
  ['travel_time', /\b(temps (?:de |du )?(?:trajet|parcours|route|deplacement|voyage|conduite)|duree (?:du |de |d'un |des )?(?:trajets?|parcours|voyages?|deplacements?|route|convoi)|heure d'arrivee|travel times?|journey times?|trip (?:time|duration)|driving time|transit time|arrival time|eta|vitesse moyenne|average speed|how long)\b/],
  ['water', /\b(eau|eau potable|besoins? en eau|water|drinking water|hydratation|hydration)\b/],
  ['rations', /\b(rations?|vivres|ravitaillement|nourriture|repas|food|meals?|supplies)\b/],
  ['order_cost', /\b(couts?|montants?|prix|tarifs?|devis|commandes?|factures?|ttc|tva|costs?|prices?|pricing|orders?|quotes?|invoices?|vat)\b/],
];

/**
 * A second quantity asked in the same request ("eau et rations", "carburant et temps de trajet") needs its own,
 * unambiguous word: "fuel supplies" or "ravitaillement en carburant" ask for fuel only, and a cost next to another
 * formula is that formula's cost (fuel has its price per litre).
 */
const ALSO_WORDS: Partial<Record<FormulaId, RegExp>> = {
  fuel: FORMULA_WORDS[0]![1],
  travel_time: FORMULA_WORDS[1]![1],
  water: /\b(eau|water|hydratation|hydration)\b/,
  rations: /\b(rations?|vivres|nourriture|repas|food|meals?)\b/,
};

/** The formulas a calculator is asked for, in the table's order: the first match, and any other named unambiguously. */
export function calculatorFormulas(folded: string): FormulaId[] {
  const first = FORMULA_WORDS.find(([, re]) => re.test(folded))?.[0];
  if (!first) return [];
  return FORMULA_IDS.filter((id) => id === first || ALSO_WORDS[id]?.test(folded));
}

// ---------------------------------------------------------------------------------------------------------------
// Values given in the request ("12 véhicules qui consomment 35 L aux 100 km sur 420 km"): each number is read with
// the unit or noun right after it (or the words right before it) and goes to the input that unit names; a number
// whose unit names no input of the formula (a tank of 60 L, 3 h, 15 %) is left alone, and so is a quantity given
// twice with different values.

const NUMBER_WORDS: Record<string, number> = {
  deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30, quarante: 40, cinquante: 50, cent: 100,
  two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

const PEOPLE = String.raw`personnes?|people|persons?|pers|pax|hommes?|men|femmes?|women|soldats?|soldiers?|militaires?|personnels?|agents?|participants?|membres?|members?|troops?|troopers?|marins?|sailors?|stagiaires?|trainees?|eleves?|recrues?|recruits?|gendarmes?|policiers?|police officers?|pompiers?|firefighters?|operateurs?|operators?|combattants?|refugies?|refugees?|civils?|civilians?|benevoles?|volunteers?|sauveteurs?|rescuers?|equipiers?|gardes?|guards?`;
const VEHICLES = String.raw`vehicules?|vehicles?|camions?|trucks?|lorries|lorry|blindes?|engins?|vans?|fourgons?|fourgonnettes?|voitures?|cars?|jeeps?|4x4|pick-?ups?|porteurs?|bus|autocars?|motos?|motorcycles?|vab|vbci|vbl|vlra|ambulances?|tracteurs?|tractors?|citernes?|tankers?`;
const PER = String.raw`(?:\/|par|per|a|an|each|chaque|le|la|the)`;
const PERSON_OR_DAY = String.raw`(?:personnes?|persons?|pers|hommes?|man|men|soldats?|soldiers?|tetes?|heads?|jours?|days?|j|pax)`;

type Rule = { key: string; after?: RegExp; before?: RegExp; scale?: number };
const EUR = String.raw`(?:€|eur|euros?)`;
/**
 * Tried in order on each number: the unit written after it first, the more specific before the less (L/100 km before
 * km, km/h before km), then the units that name no input (so that "4 h" or "60 L" is not taken for something else),
 * and only then the words before a bare number ("une patrouille de 8", "TVA à 20 %", "average speed of 60").
 */
const VALUE_RULES: Rule[] = [
  { key: 'consumption', after: /^\s*(?:l|litres?|liters?|litres? de (?:carburant|gazole|gasoil)|liters? of fuel)\s*(?:\/|aux|au|par|per|pour|every|for|a)\s*(?:100|cent)\s*(?:km|kilometres?|kilometers?)\b/ },
  { key: 'speed', after: /^\s*(?:km\s*\/\s*h|kmh|kph|km par heure|kilometres? (?:par|a l') ?heure|kilometers? (?:per|an) hour)(?![a-z])/ },
  { key: 'distance', after: /^\s*(?:km|kilometres?|kilometers?)\b/ },
  { key: 'price', after: new RegExp(String.raw`^\s*${EUR}\s*(?:\/|par|per|le|du|the|a)\s*(?:litre|liter|l)\b`) },
  { key: 'price', before: /€\s*$/, after: /^\s*(?:\/|per|a|the)\s*(?:litre|liter|l)\b/ },
  { key: 'waterPerDay', after: new RegExp(String.raw`^\s*(?:l|litres?|liters?)(?: d'eau| of water)?\s*${PER}\s*${PERSON_OR_DAY}\b`) },
  { key: 'rationsPerDay', after: new RegExp(String.raw`^\s*rations?\s*${PER}\s*${PERSON_OR_DAY}\b`) },
  { key: 'vat', after: /^\s*%\s*(?:de\s*)?(?:tva|vat)\b/ },
  { key: 'vat', before: /\b(?:tva|vat)\s*(?:a|de|of|at|:|rate of|taux de)?\s*$/, after: /^\s*%/ },
  { key: 'unitPrice', after: new RegExp(String.raw`^\s*${EUR}\s*(?:ht\s*)?(?:l'unite|l'une|l'un|la piece|piece|par unite|par piece|par article|unitaire|each|apiece|per unit|per item|per piece|a unit|a piece|the unit)\b`) },
  { key: 'unitPrice', before: /€\s*$/, after: /^\s*(?:each|apiece|per unit|per item|per piece|a unit|a piece)\b/ },
  { key: 'unitPrice', before: /\b(?:a|at|@)\s*$/, after: new RegExp(String.raw`^\s*${EUR}(?![a-z])`) },
  { key: 'unitPrice', before: /\b(?:a|at|@)\s*€\s*$/ },
  { key: 'quantity', after: /^\s*(?:unites?|units?|pieces?|articles?|items?|exemplaires?|copies|lots?|cartons?|boites?|boxes?|paquets?|packs?)\b/ },
  { key: 'vehicles', after: new RegExp(String.raw`^\s*(?:${VEHICLES})\b`) },
  { key: 'people', after: new RegExp(String.raw`^\s*(?:${PEOPLE})\b`) },
  { key: 'days', after: /^\s*(?:jours?|days?|j)\b/ },
  { key: 'days', after: /^\s*(?:semaines?|weeks?)\b/, scale: 7 },
  // units that name no input: read so that their number is not taken for something else
  { key: '', after: /^\s*(?:h|heures?|hours?|hrs?|min|minutes?|s|secondes?|seconds?|%|€|eur|euros?|\$|l|litres?|liters?|kg|t|tonnes?|m|metres?|meters?|miles?|nm|nautiques?|mois|months?|ans?|years?)(?![a-z])/ },
  // "40 gilets à 320 €": a number of things bought at a price
  { key: 'quantity', after: /^\s*(?:[a-z'-]+\s+){1,4}(?=(?:a|at|@)\s*(?:€\s*)?\d)/ },
  // words before a bare number
  { key: 'consumption', before: /\b(?:consommation(?: moyenne)?|(?:average )?consumption)\s*(?:de|of|:)?\s*$/ },
  { key: 'distance', before: /\b(?:distance|trajet|parcours|itineraire|route|trip|journey)\s*(?:de|of|:)\s*$/ },
  { key: 'speed', before: /\b(?:vitesse(?: moyenne)?|(?:average )?speed)\s*(?:de|of|:|a|at)?\s*$/ },
  { key: 'unitPrice', before: /\b(?:prix unitaire|unit price|prix a l'unite|prix par unite)\s*(?:ht\s*)?(?:de|of|:)?\s*(?:€\s*)?$/ },
  { key: 'quantity', before: /\b(?:quantite|quantity|qty)\s*(?:de|of|:)?\s*$/ },
  { key: 'vehicles', before: /\b(?:convoi|convoy|colonne|column|flotte|fleet)\s*(?:de|of)\s*$/ },
  { key: 'people', before: /\b(?:patrouille|section|groupe|equipe|detachement|escouade|compagnie|peloton|unite|effectif|patrol|squad|team|group|detachment|platoon|company|unit|headcount)\s*(?:de|of|:)\s*$/ },
];

/** "12", "1 200", "12,5" (French) or "1,200" / "12.5" (English), or a number word; with its place in the text. */
function numbersIn(folded: string, lang: Lang): { value: number; at: number; end: number }[] {
  const out: { value: number; at: number; end: number }[] = [];
  const re = /(?<![\w.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d]|[.,]\d)|\d{1,3}(?:,\d{3})+(?![\d]|[.,]\d)|\d+(?:[.,]\d+)?)(?![\w])|\b([a-z]+)\b/g;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    let value: number | undefined;
    if (m[1] !== undefined) {
      const s = m[1];
      if (/^\d{1,3}(?:,\d{3})+$/.test(s)) value = lang === 'en' ? Number(s.replace(/,/g, '')) : Number(s.replace(',', '.'));
      else value = Number(s.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
    } else if (m[2] !== undefined && Object.hasOwn(NUMBER_WORDS, m[2])) value = NUMBER_WORDS[m[2]];
    if (value !== undefined && Number.isFinite(value)) out.push({ value, at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The values the request gives for the inputs of these formulas, by input key (decision 293). */
export function formulaValues(folded: string, lang: Lang, keys: Set<string>): Record<string, number> {
  const found = new Map<string, number | null>();
  // a number that a previous unit took ("100" in "35 L aux 100 km") is not read again
  let taken = 0;
  for (const n of numbersIn(folded, lang)) {
    if (n.at < taken) continue;
    const before = folded.slice(Math.max(0, n.at - 40), n.at);
    const after = folded.slice(n.end, n.end + 60);
    const rule = VALUE_RULES.find((r) => (!r.after || r.after.test(after)) && (!r.before || r.before.test(before)));
    if (!rule) continue;
    const m = rule.after?.exec(after);
    taken = n.end + (m ? m[0].length : 0);
    if (!rule.key || !keys.has(rule.key)) continue;
    // "3 équipes de 4 personnes", "2 convoys of 5 trucks": that many groups of that many
    const groups = rule.key === 'people' || rule.key === 'vehicles' ? /\b(\d{1,3}|[a-z]+)\s+(?:equipes|groupes|sections|patrouilles|escouades|convois|colonnes|detachements|teams|groups|squads|patrols|sections|convoys|columns|detachments)\s+(?:de|of)\s*$/.exec(before) : null;
    const times = groups ? (/^\d+$/.test(groups[1]!) ? Number(groups[1]) : Object.hasOwn(NUMBER_WORDS, groups[1]!) ? NUMBER_WORDS[groups[1]!] : undefined) : undefined;
    const value = n.value * (rule.scale ?? 1) * (times ?? 1);
    const had = found.get(rule.key);
    // the same quantity given twice with different values: which one is meant is not known, so neither is filled in
    found.set(rule.key, had === undefined || had === value ? value : null);
  }
  const whole = new Set(['people', 'vehicles']);
  return Object.fromEntries([...found].filter((e): e is [string, number] => e[1] !== null && e[1] >= 0 && e[1] <= 1e9 && (!whole.has(e[0]) || (Number.isInteger(e[1]) && e[1] >= 1))));
}

/** Words that say which calculator, not what it computes ("une calculatrice simple", "a scientific calculator"). */
const PLAIN = /^(?:(?:une?|la|le|ma|mon|des|petite?|simple|basique|classique|standard|scientifique|de poche|poche|en ligne|rapide|a|an|the|my|me|small|simple|basic|classic|scientific|pocket|online|quick|build|make|create|write|give|i need|i want|need|want|please|creer|cree|creez|fais|faites|fait|faire|une application|an app|app|application|web|react|html|avec|with|clavier|keyboard|et|and|pour|for|d'|de|du|des|les|l')\b\s*)*$/;

/** The calculator's formula when the prompt names one we know; otherwise the subject it names, if any (raw text). */
export function calculatorFormula(folded: string, raw: string): { formula?: FormulaId; subject?: string } {
  const formula = calculatorFormulas(folded)[0];
  if (formula) return { formula };
  const at = folded.search(/\bcalcul(?:atrice|ateur|ette|ator)s?\b/);
  if (at < 0) return {};
  // "calculateur de portée radio", "calculator for radio range", "a radio range calculator"
  const after = /^calcul\w*\s+(?:de |du |des |d'|pour |for |of |to )(?:calculer |estimer |compute |calculate |estimate |work out )?(?:le |la |les |l'|du |des |the )?([a-z][a-z' -]{2,50}?)\s*(?=[,.;:!?(]|\bavec\b|\bwith\b|\bqui\b|\bthat\b|$)/.exec(folded.slice(at));
  if (after && !PLAIN.test(after[1]!)) {
    const start = at + after[0].indexOf(after[1]!, after[0].indexOf(' '));
    return { subject: raw.slice(start, start + after[1]!.length).trim() };
  }
  const before = /(?:^|[.;:!?]\s*|\b(?:a|an|the|my|me|un|une)\s+)((?:[a-z-]+\s+){1,3})$/.exec(folded.slice(0, at));
  if (before) {
    // drop the words that only say which calculator ("a", "build me a", "simple")
    let start = before.index + before[0].length - before[1]!.length;
    let words = before[1]!;
    for (let w = /^([a-z-]+)\s+/.exec(words); w && PLAIN.test(w[1]!); w = /^([a-z-]+)\s+/.exec(words)) {
      start += w[0].length;
      words = words.slice(w[0].length);
    }
    if (words.trim()) return { subject: raw.slice(start, start + words.trim().length).trim() };
  }
  return {};
}

/** The calculator's options and, when its subject is not a formula we know, the sentence saying so. */
/** What each known calculator does, for the reply's one-line summary. */
const FORMULA_SUMMARY: Record<FormulaId, { fr: string; en: string }> = {
  fuel: { fr: 'Calcule le carburant nécessaire et son coût selon la distance, la consommation et le nombre de véhicules.', en: 'Computes the fuel needed and its cost from the distance, the consumption and the number of vehicles.' },
  travel_time: { fr: 'Calcule la durée d’un trajet selon la distance et la vitesse moyenne.', en: 'Computes a journey’s duration from the distance and the average speed.' },
  order_cost: { fr: 'Calcule le montant d’une commande, hors taxes et TTC.', en: 'Computes an order’s total, excluding and including VAT.' },
  water: { fr: 'Calcule les besoins en eau selon l’effectif, la durée et la quantité par personne et par jour.', en: 'Computes water needs from the headcount, the days and the amount per person per day.' },
  rations: { fr: 'Calcule les rations nécessaires selon l’effectif, la durée et les rations par personne et par jour.', en: 'Computes the rations needed from the headcount, the days and the rations per person per day.' },
};

export function calculatorOf(folded: string, raw: string, lang: Lang): { options: Record<string, unknown>; notDone: string[]; summary?: string } {
  const formulas = calculatorFormulas(folded);
  if (formulas.length) {
    const values = formulaValues(folded, lang, new Set(formulas.flatMap((id) => FORMULA_KEYS[id])));
    return {
      options: { formula: formulas[0], ...(formulas.length > 1 ? { formulas } : {}), ...(Object.keys(values).length ? { values } : {}) },
      notDone: [],
      summary: formulas.map((id) => FORMULA_SUMMARY[id][lang]).join(' '),
    };
  }
  const { subject } = calculatorFormula(folded, raw);
  if (!subject) return { options: {}, notDone: [] };
  const s = subject.slice(0, 60);
  return {
    options: { subject: s },
    notDone: [
      lang === 'fr'
        ? `Calcul demandé (« ${s} ») : je ne connais pas sa formule hors ligne ; l’application est une calculatrice générale (priorités, parenthèses, pourcentages), sans formule dédiée.`
        : `Requested calculation ("${s}"): I do not know its formula offline; the app is a general calculator (precedence, parentheses, percentages), with no dedicated formula.`,
    ],
  };
}
