/**
 * Maximum-likelihood amplitude estimation (Suzuki et al., 2020, "Amplitude estimation without phase
 * estimation"): estimates a = P(objective qubit = 1) after a state-preparation circuit A by running
 * Q^k·A for a schedule of k (Q = A·S0·A†·Sχ, the Grover operator), measuring the objective qubit with
 * a finite number of shots, and maximising the likelihood of the counts over θ where a = sin²θ.
 * See docs/decisions/202-quantum-gamma-poisson-and-mlae.md.
 */
import { phaseFlip } from './algorithms';
import { deriveSeed, createRng } from './rng';
import { StateVector, inverse, type Op } from './simulator';

/** Ops that make a multi-controlled gate fire when the register (qubits 0..m-1) holds `value` on the listed qubits. */
function whenRegister(qubits: readonly number[], value: number, gate: Op): Op[] {
  const flips: Op[] = [];
  qubits.forEach((q, bit) => {
    if (((value >> bit) & 1) === 0) flips.push({ gate: 'x', targets: [q] });
  });
  return [...flips, { ...gate, controls: [...(gate.controls ?? []), ...qubits] }, ...flips];
}

/**
 * The state-preparation circuit A on m+1 qubits: loads the distribution `weights` (2^m values summing to 1)
 * into qubits 0..m-1 as amplitudes √w_i (a binary tree of controlled RY, most significant qubit first), then
 * rotates the objective qubit m by RY(2·asin√f_i) when the register holds i. So P(objective = 1) = Σ w_i·f_i.
 */
export function preparationCircuit(weights: readonly number[], f: readonly number[]): Op[] {
  const m = Math.log2(weights.length);
  if (!Number.isInteger(m) || m < 1 || f.length !== weights.length) throw new RangeError('weights and f need 2^m entries');
  const ops: Op[] = [];
  // Level by level: qubit q (from m-1 down to 0) splits each block of the prefix fixed by qubits above it.
  for (let q = m - 1; q >= 0; q--) {
    const higher = Array.from({ length: m - 1 - q }, (_, i) => q + 1 + i);
    const blockSize = 1 << (q + 1);
    for (let prefix = 0; prefix < 1 << higher.length; prefix++) {
      const start = prefix * blockSize;
      let p0 = 0, p1 = 0;
      for (let i = 0; i < blockSize / 2; i++) p0 += weights[start + i]!;
      for (let i = blockSize / 2; i < blockSize; i++) p1 += weights[start + i]!;
      if (p0 + p1 === 0) continue;
      const theta = 2 * Math.acos(Math.sqrt(p0 / (p0 + p1)));
      if (theta === 0) continue;
      const ry: Op = { gate: 'ry', targets: [q], params: [theta] };
      ops.push(...(higher.length ? whenRegister(higher, prefix, ry) : [ry]));
    }
  }
  const register = Array.from({ length: m }, (_, i) => i);
  f.forEach((fi, i) => {
    const angle = 2 * Math.asin(Math.sqrt(Math.min(1, Math.max(0, fi))));
    if (angle !== 0) ops.push(...whenRegister(register, i, { gate: 'ry', targets: [m], params: [angle] }));
  });
  return ops;
}

/** Q^k·A: the circuit measured for Grover power k (objective qubit = the last one). */
export function amplifiedCircuit(a: readonly Op[], qubits: number, k: number): Op[] {
  const objective = qubits - 1;
  const aInv = inverse(a);
  const q: Op[] = [{ gate: 'z', targets: [objective] }, ...aInv, ...phaseFlip(qubits, 0), ...a];
  const ops: Op[] = [...a];
  for (let i = 0; i < k; i++) ops.push(...q);
  return ops;
}

export type MlaeShot = { k: number; shots: number; ones: number };
export type MlaeResult = {
  estimate: number;
  /** Standard error of the estimate from the Fisher information of the schedule (Cramér–Rao bound). */
  std_error: number;
  circuits: number;
  shots: number;
  measurements: MlaeShot[];
};

export const DEFAULT_SCHEDULE = [0, 1, 2, 4, 8] as const;

/** θ maximising the log-likelihood of the counts (grid search, then golden-section refinement). */
export function maximumLikelihoodTheta(measurements: readonly MlaeShot[]): number {
  const ll = (theta: number): number => {
    let s = 0;
    for (const { k, shots, ones } of measurements) {
      const p = Math.sin((2 * k + 1) * theta) ** 2;
      const pc = Math.min(1 - 1e-15, Math.max(1e-15, p));
      s += ones * Math.log(pc) + (shots - ones) * Math.log(1 - pc);
    }
    return s;
  };
  const maxK = Math.max(...measurements.map((m) => m.k));
  const grid = Math.max(2000, 200 * (2 * maxK + 1));
  let best = 0, bestLl = -Infinity;
  for (let i = 0; i <= grid; i++) {
    const t = (i / grid) * (Math.PI / 2);
    const v = ll(t);
    if (v > bestLl) { bestLl = v; best = t; }
  }
  const step = Math.PI / 2 / grid;
  let lo = Math.max(0, best - step), hi = Math.min(Math.PI / 2, best + step);
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60; i++) {
    const x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    if (ll(x1) >= ll(x2)) hi = x2; else lo = x1;
  }
  return (lo + hi) / 2;
}

/**
 * Runs the schedule on the simulator: for each k, Q^k·A is simulated once and its objective qubit measured
 * `shots` times with a seeded generator; returns the maximum-likelihood estimate of a and its standard error.
 */
export function estimateAmplitude(
  a: readonly Op[],
  qubits: number,
  opts: { shots: number; seed: number; schedule?: readonly number[] },
): MlaeResult {
  const schedule = opts.schedule ?? DEFAULT_SCHEDULE;
  const measurements: MlaeShot[] = schedule.map((k) => {
    const state = new StateVector(qubits).run(amplifiedCircuit(a, qubits, k));
    const rng = createRng(deriveSeed(opts.seed, `k=${k}`));
    return { k, shots: opts.shots, ones: state.sampleQubit(qubits - 1, opts.shots, rng) };
  });
  const theta = maximumLikelihoodTheta(measurements);
  const fisher = measurements.reduce((s, m) => s + 4 * m.shots * (2 * m.k + 1) ** 2, 0);
  // a = sin²θ, so da/dθ = sin 2θ; floor the error at what one shot can resolve near 0 and 1.
  const stdError = Math.max(Math.abs(Math.sin(2 * theta)) / Math.sqrt(fisher), 1 / fisher);
  return {
    estimate: Math.sin(theta) ** 2,
    std_error: stdError,
    circuits: measurements.length,
    shots: measurements.reduce((s, m) => s + m.shots, 0),
    measurements,
  };
}
