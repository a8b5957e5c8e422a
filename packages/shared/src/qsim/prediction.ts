/**
 * One prediction run: for each scenario, the model's discretised posterior is loaded into a
 * 5-qubit circuit, maximum-likelihood amplitude estimation runs it with seeded shots on the
 * state-vector simulator, and the written rules turn the estimates into threat levels (decision 202).
 * Pure apart from the injected clock: the same data, region, horizon and seed give the same result,
 * except `processing_time`, which is measured.
 */
import { QUANTUM_CATEGORIES, type PredictionResult, type QuantumCategory, type QuantumRegion, type QuantumScenario, type ThreatPrediction } from '../quantum';
import { estimateAmplitude, preparationCircuit } from './amplitude-estimation';
import { deriveSeed } from './rng';
import { DATA_DAYS, DATA_FROM, DATA_SEED, type Incident } from './dataset';
import { RATE_QUBITS, SCENARIO_DEFS, discretise, medianDaysToFirst, posterior, recommendations, threatLevel } from './model';

/** The clock of Node and browsers alike (this package compiles without DOM or Node types). */
declare const performance: { now(): number };

export const SHOTS_PER_CIRCUIT = 200;
export const SCHEDULE = [0, 1, 2, 4, 8];

const round = (x: number, digits = 4): number => Math.round(x * 10 ** digits) / 10 ** digits;

export type PredictionInput = {
  incidents: readonly Incident[];
  region: QuantumRegion;
  horizonDays: number;
  seed: number;
  dataSeed?: number;
  now?: () => number;
  /** Called after each scenario's circuits have run (the browser's worker posts it as progress). */
  onScenario?: (done: number, total: number, scenario: QuantumScenario) => void;
};

export function runPrediction(input: PredictionInput): PredictionResult {
  const now = input.now ?? (() => performance.now());
  const started = now();
  const qubits = RATE_QUBITS + 1;
  const scenarios: QuantumScenario[] = SCENARIO_DEFS.map((def, index) => {
    const post = posterior(input.incidents, input.region, def);
    const { weights, f, probability: model } = discretise(post, input.horizonDays);
    const circuit = preparationCircuit(weights, f);
    const est = estimateAmplitude(circuit, qubits, { shots: SHOTS_PER_CIRCUIT, seed: deriveSeed(input.seed, def.id), schedule: SCHEDULE });
    const probability = est.estimate;
    const level = threatLevel(probability, def.severity);
    const median = medianDaysToFirst(post);
    const scenario: QuantumScenario = {
      id: def.id,
      name: def.id,
      category: def.category,
      severity: def.severity,
      probability: round(probability),
      model_probability: round(model),
      std_error: round(est.std_error, 5),
      threat_level: level,
      timeline: { median_days: median <= 10 * input.horizonDays ? Math.round(median) : null, horizon_days: input.horizonDays },
      recommendations: recommendations(def.category, level),
      quantum_confidence: round(Math.max(0, Math.min(1, 1 - 2 * 1.96 * est.std_error))),
      circuit: { qubits, schedule: [...SCHEDULE], shots_per_circuit: SHOTS_PER_CIRCUIT, ones: est.measurements.map((m) => m.ones) },
      observed: post.observed,
    };
    input.onScenario?.(index + 1, SCENARIO_DEFS.length, scenario);
    return scenario;
  });
  // Most likely first (ties by the fixed scenario order), so the first selected is the most probable.
  const order = new Map(SCENARIO_DEFS.map((d, i) => [d.id, i]));
  scenarios.sort((a, b) => b.probability - a.probability || order.get(a.id)! - order.get(b.id)!);

  const threat = {} as ThreatPrediction;
  for (const cat of QUANTUM_CATEGORIES) {
    const major = scenarios.find((s) => s.category === cat && s.severity === 'major')!;
    threat[cat as QuantumCategory] = { probability: major.probability, threat_level: major.threat_level };
  }
  const regionIncidents = input.incidents.filter((i) => i.region === input.region).length;
  const end = new Date(`${DATA_FROM}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + DATA_DAYS - 1);
  return {
    scenarios,
    processing_time: Math.max(0, Math.round((now() - started) * 10) / 10),
    quantum_circuits: scenarios.length * SCHEDULE.length,
    confidence_level: round(scenarios.reduce((s, x) => s + x.quantum_confidence, 0) / scenarios.length),
    threat_prediction: threat,
    region: input.region,
    horizon_days: input.horizonDays,
    seed: input.seed,
    shots: scenarios.length * SCHEDULE.length * SHOTS_PER_CIRCUIT,
    simulated: true,
    data: {
      synthetic: true,
      data_seed: input.dataSeed ?? DATA_SEED,
      incidents: input.incidents.length,
      region_incidents: regionIncidents,
      from: DATA_FROM,
      to: end.toISOString().slice(0, 10),
    },
  };
}
