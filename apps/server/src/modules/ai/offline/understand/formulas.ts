/**
 * What a calculator is asked to compute (decision 288): a quantity we know the formula of (its inputs, units and
 * results are in generate/app-src/tools/formulas.ts, under the same ids), read from French or English wording on
 * folded text. A calculator for something else stays the generic calculator, and the reply says so.
 */
import type { Lang } from './text';

export const FORMULA_IDS = ['fuel', 'travel_time', 'order_cost', 'water', 'rations'] as const;
export type FormulaId = (typeof FORMULA_IDS)[number];

/** First match wins: fuel before cost ("coût du carburant"), travel time before fuel only when no fuel word is there. */
const FORMULA_WORDS: [FormulaId, RegExp][] = [
  ['fuel', /\b(carburants?|gasoil|gazole|essence|diesel|fuel|petrol|gasoline|kerosene|litres? aux 100|l\/100 ?km|mpg)\b/],
  ['travel_time', /\b(temps (?:de |du )?(?:trajet|parcours|route|deplacement|voyage|conduite)|duree (?:du |de |d'un |des )?(?:trajets?|parcours|voyages?|deplacements?|route|convoi)|heure d'arrivee|travel times?|journey times?|trip (?:time|duration)|driving time|transit time|arrival time|eta|vitesse moyenne|average speed|how long)\b/],
  ['water', /\b(eau|eau potable|besoins? en eau|water|drinking water|hydratation|hydration)\b/],
  ['rations', /\b(rations?|vivres|ravitaillement|nourriture|repas|food|meals?|supplies)\b/],
  ['order_cost', /\b(couts?|montants?|prix|tarifs?|devis|commandes?|factures?|ttc|tva|costs?|prices?|pricing|orders?|quotes?|invoices?|vat)\b/],
];

/** Words that say which calculator, not what it computes ("une calculatrice simple", "a scientific calculator"). */
const PLAIN = /^(?:(?:une?|la|le|ma|mon|des|petite?|simple|basique|classique|standard|scientifique|de poche|poche|en ligne|rapide|a|an|the|my|me|small|simple|basic|classic|scientific|pocket|online|quick|build|make|create|write|give|i need|i want|need|want|please|creer|cree|creez|fais|faites|fait|faire|une application|an app|app|application|web|react|html|avec|with|clavier|keyboard|et|and|pour|for|d'|de|du|des|les|l')\b\s*)*$/;

/** The calculator's formula when the prompt names one we know; otherwise the subject it names, if any (raw text). */
export function calculatorFormula(folded: string, raw: string): { formula?: FormulaId; subject?: string } {
  const formula = FORMULA_WORDS.find(([, re]) => re.test(folded))?.[0];
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
  const { formula, subject } = calculatorFormula(folded, raw);
  if (formula) return { options: { formula }, notDone: [], summary: FORMULA_SUMMARY[formula][lang] };
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
