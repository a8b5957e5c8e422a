/**
 * The message protocol of the browser's simulator worker (decision 205), kept free of any DOM or
 * Worker API so it is unit-tested in Node: the worker file only wires `onmessage` to `handleQsimMessage`.
 *
 * The browser asks the worker to recompute a stored run from what the run records (region, horizon,
 * seed, the sample's data seed); the worker regenerates the synthetic sample, runs the same circuits
 * with the same seeded shots, posts a progress message after each step and each scenario, and ends
 * with the result and the list of fields where it differs from the server's. The server stays
 * authoritative: this only lets a user check a stored run on their own machine.
 */
import type { PredictionResult, QuantumRegion } from '../quantum';
import { generateIncidents } from './dataset';
import { runPrediction } from './prediction';

/** The clock of Node and browsers alike (this package compiles without DOM or Node types). */
declare const performance: { now(): number };

export type VerifyRequest = {
  type: 'verify';
  /** Chosen by the caller; every answer carries it. */
  id: number;
  params: { region: QuantumRegion; horizon_days: number; seed: number; data_seed: number };
  /** The server's stored result, compared field by field (processing_time excepted: it is measured). */
  expected?: PredictionResult;
};

export type QsimProgress =
  | { type: 'progress'; id: number; stage: 'data'; incidents: number }
  | { type: 'progress'; id: number; stage: 'scenario'; done: number; total: number; scenario: string; probability: number; circuits: number };

export type QsimResult = {
  type: 'result';
  id: number;
  result: PredictionResult;
  /** Measured in the worker, in ms. */
  elapsed_ms: number;
  /** null when no `expected` was sent; otherwise whether every compared field is identical. */
  matches: boolean | null;
  /** Paths of the fields that differ (empty when it matches). */
  differences: string[];
};

export type QsimError = { type: 'error'; id: number; message: string };
export type QsimOutgoing = QsimProgress | QsimResult | QsimError;

/** Fields a stored run has that the computation does not produce, or that are measured rather than computed. */
const IGNORED = new Set(['processing_time', 'id', 'created_at', 'recommendation_sources']);

/** Deep comparison listing the differing paths (exact equality of numbers; no tolerance). */
export function diffResults(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  if (a === b) return out;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    out.push(path || '(root)');
    return out;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (path === '' && IGNORED.has(k)) continue;
    diffResults((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
  }
  return out;
}

function isRequest(m: unknown): m is VerifyRequest {
  if (typeof m !== 'object' || m === null) return false;
  const r = m as Partial<VerifyRequest>;
  const p = r.params;
  return (
    r.type === 'verify' &&
    typeof r.id === 'number' &&
    typeof p === 'object' &&
    p !== null &&
    typeof p.region === 'string' &&
    Number.isInteger(p.horizon_days) &&
    Number.isInteger(p.seed) &&
    Number.isInteger(p.data_seed)
  );
}

/** Handles one message; `post` sends an answer back (postMessage in the worker, a spy in tests). */
export function handleQsimMessage(message: unknown, post: (m: QsimOutgoing) => void, now: () => number = () => performance.now()): void {
  if (!isRequest(message)) {
    const id = typeof (message as { id?: unknown } | null)?.id === 'number' ? (message as { id: number }).id : -1;
    post({ type: 'error', id, message: 'invalid request' });
    return;
  }
  const { id, params, expected } = message;
  try {
    const started = now();
    const incidents = generateIncidents(params.data_seed);
    post({ type: 'progress', id, stage: 'data', incidents: incidents.length });
    let circuits = 0;
    const result = runPrediction({
      incidents,
      region: params.region,
      horizonDays: params.horizon_days,
      seed: params.seed,
      dataSeed: params.data_seed,
      now,
      onScenario: (done, total, s) => {
        circuits += s.circuit.schedule.length;
        post({ type: 'progress', id, stage: 'scenario', done, total, scenario: s.id, probability: s.probability, circuits });
      },
    });
    const differences = expected ? diffResults(result, expected) : [];
    post({ type: 'result', id, result, elapsed_ms: Math.max(0, now() - started), matches: expected ? differences.length === 0 : null, differences });
  } catch (err) {
    post({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }
}
