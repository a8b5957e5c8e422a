import { z } from 'zod';

/**
 * The quantum predictive module's contract (spec sections 1–4; DESIGN §4b; issue 19). Everything it
 * computes is a classical simulation of quantum circuits on synthetic sample data (decision 200).
 */
export const QUANTUM_REGIONS = ['north', 'south', 'east', 'west', 'center'] as const;
export type QuantumRegion = (typeof QUANTUM_REGIONS)[number];

export const QUANTUM_CATEGORIES = ['cyber', 'physical', 'logistics'] as const;
export type QuantumCategory = (typeof QUANTUM_CATEGORIES)[number];

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** Spec section 3: threat levels, most severe first. */
export const THREAT_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type ThreatLevel = (typeof THREAT_LEVELS)[number];

/** Spec section 4: the five steps of a simulation run, in milliseconds (progress +20 % per step). */
export const QUANTUM_STEP_DURATIONS_MS = [800, 1200, 1500, 900, 600] as const;
/** Spec section 4: the predictive dashboard's metrics move every 3 s. */
export const QUANTUM_METRICS_INTERVAL_MS = 3000;

export const QUANTUM_HORIZON_DAYS = { min: 7, max: 90, default: 30 } as const;
export const QUANTUM_DEFAULT_REGION: QuantumRegion = 'south';
export const QUANTUM_MAX_SEED = 2_147_483_647;

export const quantumRunSchema = z
  .object({
    region: z.enum(QUANTUM_REGIONS).optional(),
    horizon_days: z.number().int().min(QUANTUM_HORIZON_DAYS.min).max(QUANTUM_HORIZON_DAYS.max).optional(),
    seed: z.number().int().min(0).max(QUANTUM_MAX_SEED).optional(),
  })
  .strict();
export type QuantumRunInput = z.infer<typeof quantumRunSchema>;

/** Scenario ids: one "major" (severity high or critical) and one "critical" scenario per category. */
export const QUANTUM_SCENARIOS = [
  'cyber_major', 'cyber_critical', 'physical_major', 'physical_critical', 'logistics_major', 'logistics_critical',
] as const;
export type QuantumScenarioId = (typeof QUANTUM_SCENARIOS)[number];

export type QuantumScenario = {
  id: QuantumScenarioId;
  /** A translation key (the web shows `quantum:scenario.<name>`), the same as the id. */
  name: QuantumScenarioId;
  category: QuantumCategory;
  severity: 'major' | 'critical';
  /** The quantum estimate (maximum-likelihood amplitude estimation from shots), 0–1. */
  probability: number;
  /** The classical model's probability the circuits encode (discretised posterior predictive), 0–1. */
  model_probability: number;
  /** Standard error of `probability` from the shot statistics. */
  std_error: number;
  threat_level: ThreatLevel;
  /** Median days to the first such incident under the model (null when beyond 10 × the horizon), and the horizon. */
  timeline: { median_days: number | null; horizon_days: number };
  /** Translation keys (`quantum:recommendation.<key>`). */
  recommendations: string[];
  /** 1 − the width of the 95 % interval of `probability`, 0–1. */
  quantum_confidence: number;
  /** What was run for this scenario. */
  circuit: { qubits: number; schedule: number[]; shots_per_circuit: number; ones: number[] };
  /** Incidents of this scenario's class in the selected region over the observation window. */
  observed: number;
};

export type ThreatPrediction = Record<QuantumCategory, { probability: number; threat_level: ThreatLevel }>;

export type PredictionResult = {
  scenarios: QuantumScenario[];
  /** Measured wall time of the computation on the server, in ms (the only field that varies between equal runs). */
  processing_time: number;
  /** Number of circuits actually simulated. */
  quantum_circuits: number;
  /** Mean of the scenarios' quantum_confidence, 0–1. */
  confidence_level: number;
  threat_prediction: ThreatPrediction;
  region: QuantumRegion;
  horizon_days: number;
  seed: number;
  shots: number;
  simulated: true;
  data: { synthetic: true; data_seed: number; incidents: number; region_incidents: number; from: string; to: string };
};

/** A knowledge-base section a recommendation comes from (the offline assistants' knowledge base), in both languages. */
export type QuantumKbSource = { doc: string; fr: { title: string; heading: string }; en: { title: string; heading: string } };

/**
 * A stored run: the prediction result itself, with its id and creation time (POST answers it bare), and
 * for each recommendation key the knowledge-base sections it is drawn from (empty: a fixed rule only).
 */
export type QuantumRun = PredictionResult & { id: string; created_at: string; recommendation_sources?: Record<string, QuantumKbSource[]> };
export type QuantumRunList = { items: QuantumRun[]; total: number };

export const quantumRunListQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }).strict();
