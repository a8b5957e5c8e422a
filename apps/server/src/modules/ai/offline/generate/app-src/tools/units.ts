/** Real conversion factors to each category's base unit (metre, kilogram, litre, metre per second, square metre, second). */
export type UnitCategory = 'length' | 'mass' | 'volume' | 'speed' | 'area' | 'time' | 'temperature' | 'currency';

export const UNITS: Record<Exclude<UnitCategory, 'temperature' | 'currency'>, Record<string, number>> = {
  length: { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344, nmi: 1852 },
  mass: { mg: 1e-6, g: 0.001, kg: 1, t: 1000, oz: 0.028349523125, lb: 0.45359237 },
  volume: { ml: 0.001, cl: 0.01, l: 1, m3: 1000, 'gal (US)': 3.785411784, 'gal (UK)': 4.54609 },
  speed: { 'm/s': 1, 'km/h': 1 / 3.6, mph: 0.44704, kn: 1852 / 3600 },
  area: { 'm²': 1, ha: 10_000, 'km²': 1e6, 'ft²': 0.09290304, acre: 4046.8564224 },
  time: { s: 1, min: 60, h: 3600, d: 86_400 },
};

export const TEMPERATURES = ['°C', '°F', 'K'] as const;

/** Currencies: no rate is built in (offline, no live rates): the user gives the rate. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD'] as const;

export function unitsOf(category: UnitCategory): string[] {
  if (category === 'temperature') return [...TEMPERATURES];
  if (category === 'currency') return [...CURRENCIES];
  return Object.keys(UNITS[category]);
}

export function convert(category: UnitCategory, value: number, from: string, to: string, rate = 1): number {
  if (category === 'currency') return from === to ? value : Number((value * rate).toPrecision(12));
  if (category === 'temperature') {
    const c = from === '°F' ? ((value - 32) * 5) / 9 : from === 'K' ? value - 273.15 : value;
    const out = to === '°F' ? (c * 9) / 5 + 32 : to === 'K' ? c + 273.15 : c;
    return Number(out.toPrecision(12));
  }
  const table = UNITS[category];
  return Number(((value * table[from]!) / table[to]!).toPrecision(12));
}
