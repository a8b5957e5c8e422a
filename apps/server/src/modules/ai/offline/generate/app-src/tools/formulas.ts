/**
 * The well-known formulas a calculator can be made for (decision 288): each input with its label and unit in
 * both languages, what it may hold, and the results. Only textbook arithmetic: no rate, price or norm is
 * assumed beyond the shown defaults, which the user changes.
 */
export type Lang = 'fr' | 'en';
type Text = Record<Lang, string>;

export type FormulaInput = {
  key: string;
  label: Text;
  /** Empty for a count (vehicles, people, days). */
  unit: Text;
  /** Shown at first; the user changes it. Empty when the input is optional and not filled. */
  initial: string;
  optional?: boolean;
  /** 'positive': must be above 0 (a divisor); 'whole': a whole number of at least 1 (people, vehicles). */
  rule?: 'positive' | 'whole';
};

export type FormulaResult = { label: Text; unit: Text; value: number; duration?: boolean };

export type Formula = {
  title: Text;
  /** The formula in words, shown under the results. */
  formula: Text;
  inputs: FormulaInput[];
  /** Computes from valid values (optional inputs not filled are undefined). */
  compute: (v: Record<string, number | undefined>) => FormulaResult[];
};

const t = (fr: string, en: string): Text => ({ fr, en });
const need = (v: Record<string, number | undefined>, k: string) => v[k] ?? 0;

export const FORMULAS = {
  fuel: {
    title: t('Carburant nécessaire', 'Fuel needed'),
    formula: t('Carburant (L) = distance (km) × consommation (L/100 km) ÷ 100 × nombre de véhicules ; coût = carburant × prix du litre', 'Fuel (L) = distance (km) × consumption (L/100 km) ÷ 100 × number of vehicles; cost = fuel × price per litre'),
    inputs: [
      { key: 'distance', label: t('Distance', 'Distance'), unit: t('km', 'km'), initial: '250' },
      { key: 'consumption', label: t('Consommation moyenne', 'Average consumption'), unit: t('L/100 km', 'L/100 km'), initial: '30' },
      { key: 'vehicles', label: t('Nombre de véhicules', 'Number of vehicles'), unit: t('', ''), initial: '1', rule: 'whole' },
      { key: 'price', label: t('Prix du litre', 'Price per litre'), unit: t('€/L', '€/L'), initial: '', optional: true },
    ],
    compute: (v) => {
      const litres = (need(v, 'distance') * need(v, 'consumption') * need(v, 'vehicles')) / 100;
      const out: FormulaResult[] = [{ label: t('Carburant nécessaire', 'Fuel needed'), unit: t('L', 'L'), value: litres }];
      if (v.price !== undefined) out.push({ label: t('Coût du carburant', 'Fuel cost'), unit: t('€', '€'), value: litres * v.price });
      return out;
    },
  },
  travel_time: {
    title: t('Temps de trajet', 'Travel time'),
    formula: t('Temps de trajet (h) = distance (km) ÷ vitesse moyenne (km/h)', 'Travel time (h) = distance (km) ÷ average speed (km/h)'),
    inputs: [
      { key: 'distance', label: t('Distance', 'Distance'), unit: t('km', 'km'), initial: '250' },
      { key: 'speed', label: t('Vitesse moyenne', 'Average speed'), unit: t('km/h', 'km/h'), initial: '60', rule: 'positive' },
    ],
    compute: (v) => [{ label: t('Temps de trajet', 'Travel time'), unit: t('h', 'h'), value: need(v, 'distance') / need(v, 'speed'), duration: true }],
  },
  order_cost: {
    title: t('Coût de la commande', 'Order cost'),
    formula: t('Total HT = quantité × prix unitaire HT ; TVA = total HT × taux ÷ 100 ; total TTC = total HT + TVA', 'Total excl. VAT = quantity × unit price; VAT = total excl. VAT × rate ÷ 100; total incl. VAT = total excl. VAT + VAT'),
    inputs: [
      { key: 'quantity', label: t('Quantité', 'Quantity'), unit: t('', ''), initial: '10' },
      { key: 'unitPrice', label: t('Prix unitaire HT', 'Unit price excl. VAT'), unit: t('€', '€'), initial: '12.5' },
      { key: 'vat', label: t('Taux de TVA', 'VAT rate'), unit: t('%', '%'), initial: '20', optional: true },
    ],
    compute: (v) => {
      const net = need(v, 'quantity') * need(v, 'unitPrice');
      const out: FormulaResult[] = [{ label: t('Total HT', 'Total excl. VAT'), unit: t('€', '€'), value: net }];
      if (v.vat !== undefined) {
        const vat = (net * v.vat) / 100;
        out.push({ label: t('TVA', 'VAT'), unit: t('€', '€'), value: vat }, { label: t('Total TTC', 'Total incl. VAT'), unit: t('€', '€'), value: net + vat });
      }
      return out;
    },
  },
  water: {
    title: t('Besoins en eau', 'Water needs'),
    formula: t('Eau (L) = nombre de personnes × nombre de jours × litres par personne et par jour', 'Water (L) = number of people × number of days × litres per person per day'),
    inputs: [
      { key: 'people', label: t('Nombre de personnes', 'Number of people'), unit: t('', ''), initial: '30', rule: 'whole' },
      { key: 'days', label: t('Nombre de jours', 'Number of days'), unit: t('', ''), initial: '3' },
      { key: 'waterPerDay', label: t('Eau par personne et par jour', 'Water per person per day'), unit: t('L', 'L'), initial: '3' },
    ],
    compute: (v) => [{ label: t('Eau nécessaire', 'Water needed'), unit: t('L', 'L'), value: need(v, 'people') * need(v, 'days') * need(v, 'waterPerDay') }],
  },
  rations: {
    title: t('Besoins en rations', 'Ration needs'),
    formula: t('Rations = nombre de personnes × nombre de jours × rations par personne et par jour', 'Rations = number of people × number of days × rations per person per day'),
    inputs: [
      { key: 'people', label: t('Nombre de personnes', 'Number of people'), unit: t('', ''), initial: '30', rule: 'whole' },
      { key: 'days', label: t('Nombre de jours', 'Number of days'), unit: t('', ''), initial: '3' },
      { key: 'rationsPerDay', label: t('Rations par personne et par jour', 'Rations per person per day'), unit: t('', ''), initial: '1' },
    ],
    compute: (v) => [{ label: t('Rations nécessaires', 'Rations needed'), unit: t('rations', 'rations'), value: need(v, 'people') * need(v, 'days') * need(v, 'rationsPerDay') }],
  },
} satisfies Record<string, Formula>;

export type FormulaId = keyof typeof FORMULAS;

/**
 * Several formulas asked together ("eau et rations", "fuel and journey time") as one calculator: an input key means
 * the same quantity in every formula (people, days, distance), so each is asked once and every result is shown.
 */
export function combine(list: Formula[]): Formula {
  if (list.length === 1) return list[0]!;
  const join = (pick: (f: Formula) => Text, fr: string, en: string, lower = false): Text => {
    const of = (l: Lang) => list.map((f, i) => (lower && i > 0 ? pick(f)[l].replace(/^./, (c) => c.toLowerCase()) : pick(f)[l]));
    return { fr: of('fr').join(fr), en: of('en').join(en) };
  };
  const inputs: FormulaInput[] = [];
  for (const f of list) for (const input of f.inputs) if (!inputs.some((i) => i.key === input.key)) inputs.push(input);
  return {
    title: join((f) => f.title, ' et ', ' and ', true),
    formula: join((f) => f.formula, ' ; ', '; '),
    inputs,
    compute: (v) => list.flatMap((f) => f.compute(v)),
  };
}

/** The text an input shows first: the value the request gave (e.g. "420" km), else the table's default. */
export function initialText(input: FormulaInput, given: Record<string, number> | undefined, lang: Lang): string {
  const v = given?.[input.key];
  const s = typeof v === 'number' && Number.isFinite(v) && v >= 0 ? String(v) : input.initial;
  return lang === 'fr' ? s.replace('.', ',') : s;
}

const MESSAGES = {
  fr: { empty: 'Saisissez une valeur.', nan: 'Saisissez un nombre (par exemple 12,5).', negative: 'La valeur ne peut pas être négative.', positive: 'La valeur doit être supérieure à 0.', whole: 'Saisissez un nombre entier d’au moins 1.', tooBig: 'La valeur est trop grande.' },
  en: { empty: 'Enter a value.', nan: 'Enter a number (for example 12.5).', negative: 'The value cannot be negative.', positive: 'The value must be above 0.', whole: 'Enter a whole number of at least 1.', tooBig: 'The value is too large.' },
};

/** An input's visible label with its unit, and whether it may stay empty: "Prix du litre (€/L, facultatif)". */
export function inputLabel(input: FormulaInput, lang: Lang): string {
  const notes = [input.unit[lang], input.optional ? (lang === 'fr' ? 'facultatif' : 'optional') : ''].filter(Boolean);
  return notes.length ? `${input.label[lang]} (${notes.join(', ')})` : input.label[lang];
}

/** Reads one input: a number (decimal comma or point, spaces allowed), or the message saying what is wrong. */
export function readInput(input: FormulaInput, raw: string, lang: Lang): { value: number | undefined } | { error: string } {
  const m = MESSAGES[lang];
  const s = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (s === '') return input.optional ? { value: undefined } : { error: m.empty };
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(s)) return { error: m.nan };
  const n = Number(s);
  if (!Number.isFinite(n) || Math.abs(n) > 1e12) return { error: m.tooBig };
  if (n < 0) return { error: m.negative };
  if (input.rule === 'positive' && n === 0) return { error: m.positive };
  if (input.rule === 'whole' && (!Number.isInteger(n) || n < 1)) return { error: m.whole };
  return { value: n };
}

/** The results for the raw inputs, or each wrong input's message; never NaN nor Infinity. */
export function computeFormula(formula: Formula, raw: Record<string, string>, lang: Lang): { results: FormulaResult[] } | { errors: Record<string, string> } {
  const values: Record<string, number | undefined> = {};
  const errors: Record<string, string> = {};
  for (const input of formula.inputs) {
    const r = readInput(input, raw[input.key] ?? '', lang);
    if ('error' in r) errors[input.key] = r.error;
    else values[input.key] = r.value;
  }
  if (Object.keys(errors).length) return { errors };
  const results = formula.compute(values);
  if (results.some((r) => !Number.isFinite(r.value))) return { errors: { [formula.inputs[0]!.key]: MESSAGES[lang].tooBig } };
  return { results };
}

/** A number in the app's language, at most two decimals; a duration in hours as "3 h 20 min". */
export function formatResult(r: FormulaResult, lang: Lang): string {
  if (r.duration) {
    const minutes = Math.round(r.value * 60);
    const h = Math.floor(minutes / 60);
    const min = minutes % 60;
    return h ? `${h} h ${String(min).padStart(2, '0')} min` : `${min} min`;
  }
  const n = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(r.value);
  return r.unit[lang] === '€' && lang === 'en' ? `€${n}` : `${n} ${r.unit[lang]}`;
}
