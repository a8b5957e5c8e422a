import { describe, expect, it } from 'vitest';
import { DATA_SEED, sampleIncidents } from './dataset';
import { runPrediction } from './prediction';
import { diffResults, handleQsimMessage, type QsimOutgoing, type VerifyRequest } from './worker-protocol';

function collect(message: unknown): QsimOutgoing[] {
  const out: QsimOutgoing[] = [];
  let t = 0;
  handleQsimMessage(message, (m) => out.push(JSON.parse(JSON.stringify(m)) as QsimOutgoing), () => (t += 5));
  return out;
}

/** What the server stores: the result through JSON (the jsonb column), with the fields a stored run adds. */
function storedRun(region: 'south' | 'north', horizon: number, seed: number) {
  const r = runPrediction({ incidents: sampleIncidents(), region, horizonDays: horizon, seed, now: () => 0 });
  return { ...JSON.parse(JSON.stringify(r)), processing_time: 12.3, id: 'abc', created_at: '2026-11-25T10:00:00.000Z', recommendation_sources: {} };
}

const request = (expected?: unknown, params: Partial<VerifyRequest['params']> = {}): VerifyRequest =>
  ({ type: 'verify', id: 7, params: { region: 'south', horizon_days: 30, seed: 42, data_seed: DATA_SEED, ...params }, ...(expected ? { expected } : {}) }) as VerifyRequest;

describe('simulator worker protocol (decision 205)', () => {
  it('posts data, then one progress per scenario, then the result — all tagged with the request id', () => {
    const out = collect(request());
    expect(out.map((m) => m.type)).toEqual(['progress', 'progress', 'progress', 'progress', 'progress', 'progress', 'progress', 'result']);
    expect(out.every((m) => m.id === 7)).toBe(true);
    expect(out[0]).toEqual({ type: 'progress', id: 7, stage: 'data', incidents: sampleIncidents().length });
    const scen = out.slice(1, 7) as Extract<QsimOutgoing, { stage: 'scenario' }>[];
    expect(scen.map((m) => m.done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(scen.map((m) => m.circuits)).toEqual([5, 10, 15, 20, 25, 30]);
    const last = out[7] as Extract<QsimOutgoing, { type: 'result' }>;
    expect(last.matches).toBeNull();
    expect(last.result.quantum_circuits).toBe(30);
    expect(last.elapsed_ms).toBeGreaterThan(0);
  });

  it("recomputes a stored run exactly from its seed and data seed: matches, no differing field", () => {
    for (const [region, horizon, seed] of [['south', 30, 42], ['north', 7, 1], ['north', 90, 2147483647]] as const) {
      const stored = storedRun(region, horizon, seed);
      const last = collect(request(stored, { region, horizon_days: horizon, seed })).at(-1) as Extract<QsimOutgoing, { type: 'result' }>;
      expect(last.differences).toEqual([]);
      expect(last.matches).toBe(true);
    }
  });

  it('reports the fields that differ when the stored result is not what the inputs give', () => {
    const stored = storedRun('south', 30, 42);
    stored.scenarios[0].probability += 1e-4;
    stored.confidence_level = 0;
    const last = collect(request(stored)).at(-1) as Extract<QsimOutgoing, { type: 'result' }>;
    expect(last.matches).toBe(false);
    expect(last.differences).toEqual(['scenarios.0.probability', 'confidence_level']);
    // another seed gives another result
    const other = collect(request(storedRun('south', 30, 42), { seed: 43 })).at(-1) as Extract<QsimOutgoing, { type: 'result' }>;
    expect(other.matches).toBe(false);
    expect(other.differences).toContain('seed');
  });

  it('answers an invalid request with an error, never throws', () => {
    expect(collect({ type: 'verify', id: 3, params: { region: 'south' } })).toEqual([{ type: 'error', id: 3, message: 'invalid request' }]);
    expect(collect(null)).toEqual([{ type: 'error', id: -1, message: 'invalid request' }]);
    expect(collect('hello')).toEqual([{ type: 'error', id: -1, message: 'invalid request' }]);
  });

  it('diffResults ignores only the measured and stored-only fields', () => {
    expect(diffResults({ a: 1, processing_time: 1, id: 'x' }, { a: 1, processing_time: 2, id: 'y' })).toEqual([]);
    expect(diffResults({ a: [1, 2] }, { a: [1, 3] })).toEqual(['a.1']);
    expect(diffResults({ a: { processing_time: 1 } }, { a: { processing_time: 2 } })).toEqual(['a.processing_time']);
  });
});
