/**
 * The SYNTHETIC incident sample the quantum module estimates from (decision 201). No row describes a
 * real event: rows are drawn from a seeded generator with the rates below, so the same seed gives
 * the same data everywhere. Regions are abstract zones, not places.
 */
import { QUANTUM_CATEGORIES, QUANTUM_REGIONS, type IncidentSeverity, type QuantumCategory, type QuantumRegion } from '../quantum';
import { createRng, deriveSeed, poisson } from './rng';

export type Incident = { id: number; region: QuantumRegion; category: QuantumCategory; severity: IncidentSeverity; date: string };

export const DATA_SEED = 20261125;
/** The observation window: two calendar years (731 days). */
export const DATA_FROM = '2024-01-01';
export const DATA_DAYS = 731;

/** Incidents per year by region and category (all severities). */
const ANNUAL_RATE: Record<QuantumRegion, Record<QuantumCategory, number>> = {
  north: { cyber: 45, physical: 50, logistics: 25 },
  south: { cyber: 90, physical: 30, logistics: 40 },
  east: { cyber: 40, physical: 45, logistics: 35 },
  west: { cyber: 60, physical: 25, logistics: 20 },
  center: { cyber: 70, physical: 30, logistics: 30 },
};

/** Severity mix (low, medium, high, critical) by category; each region shifts weight towards or away from the severe end. */
const SEVERITY_MIX: Record<QuantumCategory, [number, number, number, number]> = {
  cyber: [0.47, 0.36, 0.13, 0.04],
  physical: [0.52, 0.33, 0.11, 0.04],
  logistics: [0.5, 0.37, 0.1, 0.03],
};
const REGION_SEVERITY: Record<QuantumRegion, number> = { north: 1.3, south: 1.0, east: 1.15, west: 0.7, center: 0.85 };

const SEVERITIES: IncidentSeverity[] = ['low', 'medium', 'high', 'critical'];

function isoDay(offset: number): string {
  const d = new Date(`${DATA_FROM}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** Generates the sample: Poisson counts per region and category, uniform dates, severities from the mixes above. */
export function generateIncidents(seed: number = DATA_SEED): Incident[] {
  const rows: Omit<Incident, 'id'>[] = [];
  for (const region of QUANTUM_REGIONS) {
    for (const category of QUANTUM_CATEGORIES) {
      const rng = createRng(deriveSeed(seed, `${region}/${category}`));
      const n = poisson(rng, (ANNUAL_RATE[region][category] * DATA_DAYS) / 365);
      const [l, m, h, c] = SEVERITY_MIX[category];
      const k = REGION_SEVERITY[region];
      const w = [l, m, h * k, c * k];
      const total = w.reduce((s, x) => s + x, 0);
      for (let i = 0; i < n; i++) {
        let u = rng() * total;
        let s = 0;
        while (s < 3 && u >= w[s]!) u -= w[s++]!;
        rows.push({ region, category, severity: SEVERITIES[s]!, date: isoDay(Math.floor(rng() * DATA_DAYS)) });
      }
    }
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.region.localeCompare(b.region) || a.category.localeCompare(b.category));
  return rows.map((r, i) => ({ id: i + 1, ...r }));
}

let cached: Incident[] | undefined;
/** The shipped sample (generated once per process from DATA_SEED). */
export function sampleIncidents(): Incident[] {
  cached ??= generateIncidents(DATA_SEED);
  return cached;
}
