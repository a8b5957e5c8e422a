/**
 * The classical model and the written rules (decision 202): per region, category and severity class,
 * incidents arrive as a Poisson process whose daily rate has a Gamma posterior (prior pooled over the
 * regions, worth PRIOR_DAYS of data). A scenario's probability is the posterior predictive chance of
 * at least one such incident within the horizon, averaged over a 16-point discretisation of the
 * posterior: exactly the quantity the amplitude-estimation circuit encodes.
 */
import { QUANTUM_REGIONS, type QuantumCategory, type QuantumRegion, type QuantumScenarioId, type ThreatLevel } from '../quantum';
import { DATA_DAYS, type Incident } from './dataset';

export const PRIOR_DAYS = 90;
/** Qubits of the register holding the discretised rate (2^4 = 16 points); one more qubit is the objective. */
export const RATE_QUBITS = 4;

export type ScenarioDef = { id: QuantumScenarioId; category: QuantumCategory; severity: 'major' | 'critical' };

export const SCENARIO_DEFS: ScenarioDef[] = [
  { id: 'cyber_major', category: 'cyber', severity: 'major' },
  { id: 'cyber_critical', category: 'cyber', severity: 'critical' },
  { id: 'physical_major', category: 'physical', severity: 'major' },
  { id: 'physical_critical', category: 'physical', severity: 'critical' },
  { id: 'logistics_major', category: 'logistics', severity: 'major' },
  { id: 'logistics_critical', category: 'logistics', severity: 'critical' },
];

function matches(i: Incident, def: ScenarioDef): boolean {
  return i.category === def.category && (def.severity === 'critical' ? i.severity === 'critical' : i.severity === 'high' || i.severity === 'critical');
}

export type Posterior = { alpha: number; beta: number; observed: number };

/** Gamma(α, β) posterior of the daily rate of `def` incidents in `region` (β in days). */
export function posterior(incidents: readonly Incident[], region: QuantumRegion, def: ScenarioDef): Posterior {
  let observed = 0;
  let pooled = 0;
  for (const i of incidents) {
    if (!matches(i, def)) continue;
    pooled++;
    if (i.region === region) observed++;
  }
  const pooledRate = pooled / QUANTUM_REGIONS.length / DATA_DAYS;
  const alpha0 = Math.max(pooledRate * PRIOR_DAYS, 0.5);
  return { alpha: alpha0 + observed, beta: PRIOR_DAYS + DATA_DAYS, observed };
}

/** Closed form of P(at least one incident in `horizon` days) under the Gamma-Poisson predictive. */
export function predictiveProbability(p: Posterior, horizon: number): number {
  return 1 - (p.beta / (p.beta + horizon)) ** p.alpha;
}

/** Median days to the first incident under the predictive: β·(2^{1/α} − 1). */
export function medianDaysToFirst(p: Posterior): number {
  return p.beta * (2 ** (1 / p.alpha) - 1);
}

/**
 * 16 rate points spanning the posterior (mean ± 4 sd, clipped at 0) with weights ∝ the Gamma density,
 * and f_i = 1 − e^{−λ_i·H}: the chance of at least one incident in H days at rate λ_i.
 */
export function discretise(p: Posterior, horizon: number): { weights: number[]; f: number[]; probability: number } {
  const points = 1 << RATE_QUBITS;
  const mean = p.alpha / p.beta;
  const sd = Math.sqrt(p.alpha) / p.beta;
  const lo = Math.max(mean - 4 * sd, mean / 50);
  const hi = mean + 4 * sd;
  const lambdas = Array.from({ length: points }, (_, i) => lo + ((i + 0.5) / points) * (hi - lo));
  const logs = lambdas.map((l) => (p.alpha - 1) * Math.log(l) - p.beta * l);
  const top = Math.max(...logs);
  const raw = logs.map((x) => Math.exp(x - top));
  const sum = raw.reduce((s, x) => s + x, 0);
  const weights = raw.map((x) => x / sum);
  const f = lambdas.map((l) => 1 - Math.exp(-l * horizon));
  return { weights, f, probability: weights.reduce((s, w, i) => s + w * f[i]!, 0) };
}

/**
 * The written threat rule (shown in the documentation tab): by probability within the horizon,
 * critical ≥ 0.60, high ≥ 0.35, medium ≥ 0.15, else low; a critical-severity scenario is raised one
 * level once its probability reaches 0.15.
 */
export const THREAT_THRESHOLDS = { critical: 0.6, high: 0.35, medium: 0.15 } as const;

export function threatLevel(probability: number, severity: 'major' | 'critical'): ThreatLevel {
  const order: ThreatLevel[] = ['low', 'medium', 'high', 'critical'];
  let level = probability >= THREAT_THRESHOLDS.critical ? 3 : probability >= THREAT_THRESHOLDS.high ? 2 : probability >= THREAT_THRESHOLDS.medium ? 1 : 0;
  if (severity === 'critical' && probability >= THREAT_THRESHOLDS.medium) level = Math.min(3, level + 1);
  return order[level]!;
}

/** Recommendation keys by category and level (texts in the web's quantum.json, French and English). */
export const RECOMMENDATIONS: Record<QuantumCategory, Record<ThreatLevel, string[]>> = {
  cyber: {
    critical: ['cyber_crisis_cell', 'cyber_isolate', 'cyber_backups'],
    high: ['cyber_patch', 'cyber_monitoring', 'cyber_backups'],
    medium: ['cyber_patch', 'cyber_awareness'],
    low: ['cyber_watch'],
  },
  physical: {
    critical: ['physical_reinforce', 'physical_access', 'physical_coordination'],
    high: ['physical_access', 'physical_patrols'],
    medium: ['physical_patrols', 'physical_drills'],
    low: ['physical_watch'],
  },
  logistics: {
    critical: ['logistics_stock', 'logistics_alternate', 'logistics_coordination'],
    high: ['logistics_alternate', 'logistics_stock'],
    medium: ['logistics_suppliers', 'logistics_stock'],
    low: ['logistics_watch'],
  },
};

export function recommendations(category: QuantumCategory, level: ThreatLevel): string[] {
  return RECOMMENDATIONS[category][level];
}
