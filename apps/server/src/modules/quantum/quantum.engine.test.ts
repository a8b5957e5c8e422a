import { QUANTUM_REGIONS, THREAT_LEVELS, type PredictionResult } from '@ov/shared';
import { describe, expect, it } from 'vitest';
import { DATA_SEED, generateIncidents, sampleIncidents } from './quantum.dataset';
import { runPrediction } from './quantum.engine';
import { discretise, posterior, predictiveProbability, SCENARIO_DEFS, threatLevel } from './quantum.model';

const incidents = sampleIncidents();
const clock = () => 0;
const run = (region: (typeof QUANTUM_REGIONS)[number], horizonDays: number, seed = 1, data = incidents): PredictionResult =>
  runPrediction({ incidents: data, region, horizonDays, seed, now: clock });
const rank = (l: string) => THREAT_LEVELS.length - THREAT_LEVELS.indexOf(l as never);

describe('synthetic incident sample', () => {
  it('is generated from its seed: about 1,300 rows over every region and category, the same each time', () => {
    expect(incidents.length).toBeGreaterThan(1100);
    expect(incidents.length).toBeLessThan(1500);
    expect(generateIncidents(DATA_SEED)).toEqual(incidents);
    expect(generateIncidents(DATA_SEED + 1)).not.toEqual(incidents);
    for (const r of QUANTUM_REGIONS) expect(incidents.filter((i) => i.region === r).length).toBeGreaterThan(100);
    expect(new Set(incidents.map((i) => i.severity))).toEqual(new Set(['low', 'medium', 'high', 'critical']));
    expect(incidents[0]!.date >= '2024-01-01' && incidents.at(-1)!.date <= '2025-12-31').toBe(true);
  });
});

describe('prediction run', () => {
  it('gives the same result for the same seed and data, and another for another seed', () => {
    const a = run('south', 30, 77);
    expect(run('south', 30, 77)).toEqual(a);
    const b = run('south', 30, 78);
    expect(b.scenarios.map((s) => s.circuit.ones)).not.toEqual(a.scenarios.map((s) => s.circuit.ones));
  });

  it('has the spec shape: six scenarios, most likely first, 30 circuits, threat per category', () => {
    const r = run('north', 30);
    expect(r.scenarios).toHaveLength(6);
    expect(r.quantum_circuits).toBe(30);
    expect(r.simulated).toBe(true);
    expect(r.data.synthetic).toBe(true);
    const probs = r.scenarios.map((s) => s.probability);
    expect([...probs].sort((x, y) => y - x)).toEqual(probs);
    for (const s of r.scenarios) {
      expect(Object.keys(s).sort()).toEqual(expect.arrayContaining(['id', 'name', 'probability', 'threat_level', 'timeline', 'recommendations', 'quantum_confidence']));
      expect(s.recommendations.length).toBeGreaterThan(0);
      expect(s.quantum_confidence).toBeGreaterThan(0.9);
    }
    expect(Object.keys(r.threat_prediction).sort()).toEqual(['cyber', 'logistics', 'physical']);
    expect(r.confidence_level).toBeGreaterThan(0.9);
  });

  it('estimates each probability within its stated error of the model', () => {
    for (const region of QUANTUM_REGIONS) {
      for (const seed of [1, 2, 3]) {
        for (const s of run(region, 30, seed).scenarios) {
          expect(Math.abs(s.probability - s.model_probability)).toBeLessThanOrEqual(5 * s.std_error + 1e-4);
        }
      }
    }
  });

  it('encodes a discretised posterior close to the closed-form predictive', () => {
    for (const region of QUANTUM_REGIONS) {
      for (const def of SCENARIO_DEFS) {
        const p = posterior(incidents, region, def);
        for (const h of [7, 30, 90]) expect(Math.abs(discretise(p, h).probability - predictiveProbability(p, h))).toBeLessThan(0.01);
      }
    }
  });

  it('varies the threat levels with the region and the horizon, sensibly', () => {
    const levels = (r: PredictionResult) => r.scenarios.map((s) => s.threat_level);
    for (const region of QUANTUM_REGIONS) {
      const at30 = run(region, 30);
      // never "critical for everything" at 30 days, nor any critical at 7 days
      expect(new Set(levels(at30)).size).toBeGreaterThan(1);
      expect(levels(at30).filter((l) => l === 'critical').length).toBeLessThanOrEqual(1);
      expect(levels(run(region, 7))).not.toContain('critical');
      // a longer horizon never lowers a scenario's probability or level
      const h7 = run(region, 7), h90 = run(region, 90);
      for (const s of at30.scenarios) {
        const s7 = h7.scenarios.find((x) => x.id === s.id)!, s90 = h90.scenarios.find((x) => x.id === s.id)!;
        expect(s7.model_probability).toBeLessThan(s.model_probability);
        expect(s.model_probability).toBeLessThan(s90.model_probability);
        expect(rank(s7.threat_level)).toBeLessThanOrEqual(rank(s.threat_level));
        expect(rank(s.threat_level)).toBeLessThanOrEqual(rank(s90.threat_level));
      }
    }
    // regions differ at the same horizon
    const signatures = new Set(QUANTUM_REGIONS.map((r) => JSON.stringify(levels(run(r, 30)))));
    expect(signatures.size).toBeGreaterThan(2);
  });

  it('changes its numbers when the sample data changes', () => {
    const other = generateIncidents(DATA_SEED + 1);
    expect(run('east', 30, 5, other).scenarios.map((s) => s.model_probability)).not.toEqual(run('east', 30, 5).scenarios.map((s) => s.model_probability));
  });

  it('applies the written threat rule', () => {
    expect(threatLevel(0.1, 'major')).toBe('low');
    expect(threatLevel(0.15, 'major')).toBe('medium');
    expect(threatLevel(0.35, 'major')).toBe('high');
    expect(threatLevel(0.6, 'major')).toBe('critical');
    expect(threatLevel(0.14, 'critical')).toBe('low');
    expect(threatLevel(0.15, 'critical')).toBe('high');
    expect(threatLevel(0.4, 'critical')).toBe('critical');
  });
});
