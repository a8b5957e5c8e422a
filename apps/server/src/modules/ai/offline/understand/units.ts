/**
 * The units of measure the offline generator knows, in one table: how a field's name may end with one ("puissance en
 * kVA", "power (kW)"), the words that name it when they head the field's name ("litres délivrés", "liters of fuel"),
 * the words of a name that imply it ("kilométrage", "speed"), the unit shown, and the plausible range of sample values.
 * `unitOf`/`makeField` (fields.ts) and the sample values (generate/sample.ts) read it.
 */
export type UnitDef = {
  /** The unit shown when the name implies it or a head word names it. */
  unit: string;
  /** How the name may end with it, as written (case counts: 'A' is ampere); the field keeps what was written. */
  written?: string[];
  /** Words (folded: lower case, no accents) that name it when they head the field's name, FR and EN. */
  heads?: string[];
  /** Words of the folded name that imply the unit when none is written ("distance" → km). First match wins. */
  implied?: RegExp;
  /** Plausible sample values; none: the generic rules of sample.ts decide (km and kg have their own). */
  range?: [number, number];
};

export const UNIT_TABLE: UnitDef[] = [
  // the units a name may imply, in the order they are tried
  { unit: 'km', written: ['km'], heads: ['kilometre', 'kilometres', 'kilometer', 'kilometers'], implied: /\b(kilometrage|km|mileage|distance|autonomie|range)\b/ },
  { unit: 'kg', written: ['kg'], heads: ['kilo', 'kilos', 'kilogramme', 'kilogrammes', 'kilogram', 'kilograms'], implied: /\b(poids|weight|masse|mass)\b/ },
  { unit: 'm', written: ['m'], heads: ['metre', 'metres', 'meter', 'meters'], implied: /\b(altitude|hauteur|height)\b/, range: [1, 500] },
  { unit: 'km/h', written: ['km/h'], implied: /\b(vitesse|speed)\b/, range: [5, 130] },
  { unit: '°C', written: ['°C'], implied: /\b(temperature)\b/, range: [-20, 45] },
  { unit: 'h', written: ['h', 'heures', 'hours'], implied: /\b(heures de vol|flight hours)\b/, range: [1, 5000] },
  // power and electricity
  { unit: 'kVA', written: ['kVA'], range: [10, 2000] },
  { unit: 'kW', written: ['kW'], range: [5, 1500] },
  { unit: 'MW', written: ['MW'], range: [1, 900] },
  { unit: 'W', written: ['W'], range: [5, 3000] },
  { unit: 'kWh', written: ['kWh'], heads: ['kwh'], range: [10, 5000] },
  { unit: 'MWh', written: ['MWh'], range: [1, 500] },
  { unit: 'V', written: ['V'], range: [12, 400] },
  { unit: 'kV', written: ['kV'], range: [1, 400] },
  { unit: 'A', written: ['A'], range: [1, 630] },
  { unit: 'mA', written: ['mA'], range: [1, 500] },
  { unit: 'Hz', written: ['Hz'], range: [50, 400] },
  { unit: 'kHz', written: ['kHz'], range: [1, 999] },
  { unit: 'MHz', written: ['MHz'], range: [30, 3000] },
  { unit: 'GHz', written: ['GHz'], range: [1, 40] },
  // lengths, masses, volumes, areas
  { unit: 'cm', written: ['cm'], range: [1, 300] },
  { unit: 'mm', written: ['mm'], range: [1, 1000] },
  { unit: 'g', written: ['g'], range: [5, 999] },
  { unit: 't', written: ['t', 'tonne', 'tonnes', 'ton', 'tons'], heads: ['tonne', 'tonnes', 'ton', 'tons'], range: [1, 60] },
  { unit: 'L', written: ['L', 'l', 'litre', 'litres', 'liter', 'liters'], heads: ['litre', 'litres', 'liter', 'liters'], range: [5, 2000] },
  { unit: 'gal', heads: ['gallon', 'gallons'], range: [2, 500] },
  { unit: 'm³', written: ['m³', 'm3'] },
  { unit: 'm²', written: ['m²', 'm2'] },
  { unit: 'ha', written: ['ha'] },
  { unit: 'pieds', written: ['pieds', 'feet', 'ft'], range: [100, 40_000] },
  { unit: 'miles', written: ['miles', 'NM'], range: [1, 300] },
  // time, pressure, speed, data, sound, light
  { unit: 's', written: ['s', 'secondes', 'seconds'], range: [1, 600] },
  { unit: 'jours', written: ['jours', 'days'], range: [1, 45] },
  { unit: 'bar', written: ['bar'], range: [1, 300] },
  { unit: 'psi', written: ['psi'], range: [10, 4000] },
  { unit: 'nœuds', written: ['nœuds', 'noeuds', 'knots', 'kt'], range: [2, 35] },
  { unit: 'mph', written: ['mph'], range: [5, 80] },
  { unit: 'Go', written: ['Go', 'GB'], range: [1, 2048] },
  { unit: 'Mo', written: ['Mo', 'MB'], range: [1, 999] },
  { unit: 'To', written: ['To', 'TB'], range: [1, 64] },
  { unit: 'dB', written: ['dB'], range: [30, 120] },
  { unit: 'lux', written: ['lux'], range: [50, 2000] },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A unit the name ends with ("puissance en kVA", "power (kW)", "tank capacity in litres"), as written; minutes, euros
 * and percentages are left to their own types (duration, money, percent).
 */
export const UNIT_SUFFIX = new RegExp(
  `(?:\\s(?:en|in)\\s+|\\s*\\()(${UNIT_TABLE.flatMap((u) => u.written ?? [])
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\)?\\s*$`,
  'u',
);

const byHead = new Map(UNIT_TABLE.flatMap((u) => (u.heads ?? []).map((h) => [h, u.unit] as const)));
/** The unit a (folded) head word names: "litres" → L. */
export const unitOfHead = (head: string): string | undefined => byHead.get(head);

/** The unit a folded field name implies when none is written ("kilometrage" → km). */
export const impliedUnit = (folded: string): string | undefined => UNIT_TABLE.find((u) => u.implied?.test(folded))?.unit;

const byWritten = new Map(UNIT_TABLE.flatMap((u) => [u.unit, ...(u.written ?? [])].map((w) => [w, u] as const)));
/** The plausible range of a quantity in this unit, as shown or written ("puissance en kVA" of a generator: tens to thousands). */
export const unitRange = (unit: string): [number, number] | undefined => byWritten.get(unit)?.range;
