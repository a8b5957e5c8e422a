import { describe, expect, it } from 'vitest';
import { amplifiedCircuit, estimateAmplitude, maximumLikelihoodTheta, preparationCircuit } from './amplitude-estimation';
import { simulate } from './simulator';

const weights = [0.05, 0.1, 0.2, 0.25, 0.2, 0.1, 0.07, 0.03];
const f = [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6];
const exact = weights.reduce((s, w, i) => s + w * f[i]!, 0);

describe('maximum-likelihood amplitude estimation', () => {
  it('loads the distribution and the objective so that P(objective = 1) = Σ w·f', () => {
    const a = preparationCircuit(weights, f);
    const s = simulate(4, a);
    expect(s.probabilityOne(3)).toBeCloseTo(exact, 13);
    // the register alone carries the weights
    for (let i = 0; i < 8; i++) expect(s.probability(i) + s.probability(i + 8)).toBeCloseTo(weights[i]!, 13);
  });

  it('amplifies as sin²((2k+1)θ) under the Grover operator', () => {
    const a = preparationCircuit(weights, f);
    const theta = Math.asin(Math.sqrt(exact));
    for (const k of [1, 2, 4]) {
      expect(simulate(4, amplifiedCircuit(a, 4, k)).probabilityOne(3)).toBeCloseTo(Math.sin((2 * k + 1) * theta) ** 2, 11);
    }
  });

  it('recovers θ exactly from noiseless counts', () => {
    const theta = 0.4;
    const m = [0, 1, 2, 4].map((k) => ({ k, shots: 1e6, ones: Math.round(1e6 * Math.sin((2 * k + 1) * theta) ** 2) }));
    expect(maximumLikelihoodTheta(m)).toBeCloseTo(theta, 4);
  });

  it('estimates within its stated error, reproducibly for a seed', () => {
    const a = preparationCircuit(weights, f);
    const r1 = estimateAmplitude(a, 4, { shots: 100, seed: 9 });
    expect(estimateAmplitude(a, 4, { shots: 100, seed: 9 })).toEqual(r1);
    expect(r1.circuits).toBe(5);
    expect(r1.shots).toBe(500);
    let inside = 0;
    const runs = 60;
    for (let seed = 1; seed <= runs; seed++) {
      const r = estimateAmplitude(a, 4, { shots: 100, seed });
      expect(Math.abs(r.estimate - exact)).toBeLessThan(5 * r.std_error);
      if (Math.abs(r.estimate - exact) <= 1.96 * r.std_error) inside++;
    }
    // the 95 % interval covers the true value most of the time (Cramér–Rao is a lower bound, so allow some slack)
    expect(inside / runs).toBeGreaterThan(0.8);
  });
});
