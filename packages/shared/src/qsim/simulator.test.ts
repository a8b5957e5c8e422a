import { describe, expect, it } from 'vitest';
import { grover, groverIterations, qft, randomCircuit } from './algorithms';
import { createRng } from './rng';
import { StateVector, inverse, simulate, type Op } from './simulator';

const EPS = 1e-12;

function amp(s: StateVector, i: number): [number, number] {
  return [s.re[i]!, s.im[i]!];
}

describe('state-vector simulator: known results', () => {
  it('prepares a Bell state (|00> + |11>)/√2', () => {
    const s = simulate(2, [{ gate: 'h', targets: [0] }, { gate: 'cx', targets: [0, 1] }]);
    expect(amp(s, 0)[0]).toBeCloseTo(Math.SQRT1_2, 14);
    expect(amp(s, 3)[0]).toBeCloseTo(Math.SQRT1_2, 14);
    expect(s.probability(1)).toBeLessThan(EPS);
    expect(s.probability(2)).toBeLessThan(EPS);
  });

  it('prepares GHZ states on 3 to 10 qubits', () => {
    for (let n = 3; n <= 10; n++) {
      const ops: Op[] = [{ gate: 'h', targets: [0] }];
      for (let q = 1; q < n; q++) ops.push({ gate: 'cx', targets: [q - 1, q] });
      const s = simulate(n, ops);
      expect(s.probability(0)).toBeCloseTo(0.5, 14);
      expect(s.probability((1 << n) - 1)).toBeCloseTo(0.5, 14);
      expect(s.norm()).toBeCloseTo(1, 13);
    }
  });

  it('applies rotations with the textbook amplitudes', () => {
    const t = 0.7;
    const rx = simulate(1, [{ gate: 'rx', targets: [0], params: [t] }]);
    expect(amp(rx, 0)).toEqual([expect.closeTo(Math.cos(t / 2), 14), 0]);
    expect(amp(rx, 1)[1]).toBeCloseTo(-Math.sin(t / 2), 14);
    const ry = simulate(1, [{ gate: 'ry', targets: [0], params: [t] }]);
    expect(amp(ry, 1)[0]).toBeCloseTo(Math.sin(t / 2), 14);
    const rz = simulate(1, [{ gate: 'h', targets: [0] }, { gate: 'rz', targets: [0], params: [t] }]);
    expect(amp(rz, 0)[1]).toBeCloseTo(-Math.SQRT1_2 * Math.sin(t / 2), 14);
    expect(amp(rz, 1)[1]).toBeCloseTo(Math.SQRT1_2 * Math.sin(t / 2), 14);
    // Y|0> = i|1>; S·S = Z; T·T = S; a controlled RY only acts when the control is 1
    expect(amp(simulate(1, [{ gate: 'y', targets: [0] }]), 1)).toEqual([0, 1]);
    const ss = simulate(1, [{ gate: 'h', targets: [0] }, { gate: 's', targets: [0] }, { gate: 's', targets: [0] }]);
    expect(amp(ss, 1)[0]).toBeCloseTo(-Math.SQRT1_2, 14);
    const tt = simulate(1, [{ gate: 'x', targets: [0] }, { gate: 't', targets: [0] }, { gate: 't', targets: [0] }]);
    expect(amp(tt, 1)[1]).toBeCloseTo(1, 14);
    const cry = simulate(2, [{ gate: 'ry', targets: [1], controls: [0], params: [t] }]);
    expect(cry.probability(0)).toBe(1);
    const cry1 = simulate(2, [{ gate: 'x', targets: [0] }, { gate: 'ry', targets: [1], controls: [0], params: [t] }]);
    expect(cry1.probability(3)).toBeCloseTo(Math.sin(t / 2) ** 2, 14);
  });

  it('swaps qubits and undoes a circuit with its inverse', () => {
    const s = simulate(3, [{ gate: 'x', targets: [0] }, { gate: 'swap', targets: [0, 2] }]);
    expect(s.probability(4)).toBe(1);
    const c = randomCircuit(6, 8, 7);
    const back = simulate(6, [...c, ...inverse(c)]);
    expect(back.probability(0)).toBeCloseTo(1, 12);
  });

  it('computes the QFT of every basis state of 4 qubits', () => {
    const n = 4, N = 16;
    for (let x = 0; x < N; x++) {
      const prep: Op[] = [];
      for (let q = 0; q < n; q++) if ((x >> q) & 1) prep.push({ gate: 'x', targets: [q] });
      const s = simulate(n, [...prep, ...qft(n)]);
      for (let k = 0; k < N; k++) {
        const phase = (2 * Math.PI * x * k) / N;
        expect(s.re[k]).toBeCloseTo(Math.cos(phase) / 4, 13);
        expect(s.im[k]).toBeCloseTo(Math.sin(phase) / 4, 13);
      }
    }
  });

  it('finds the marked item with Grover on 3, 4 and 5 qubits at the predicted probability', () => {
    for (const n of [3, 4, 5]) {
      const marked = (5 * n + 3) % (1 << n);
      const k = groverIterations(n);
      const s = simulate(n, grover(n, marked));
      const theta = Math.asin(1 / Math.sqrt(2 ** n));
      expect(s.probability(marked)).toBeCloseTo(Math.sin((2 * k + 1) * theta) ** 2, 12);
      expect(s.probability(marked)).toBeGreaterThan(0.9);
    }
  });

  it('samples shots reproducibly from a seed, with the Born frequencies', () => {
    const bell = simulate(2, [{ gate: 'h', targets: [0] }, { gate: 'cx', targets: [0, 1] }]);
    const a = bell.sample(4000, createRng(42));
    const b = bell.sample(4000, createRng(42));
    expect([...a]).toEqual([...b]);
    expect([...a.keys()].sort()).toEqual([0, 3]);
    expect(Math.abs(a.get(0)! / 4000 - 0.5)).toBeLessThan(0.04);
    expect(bell.sampleQubit(1, 1000, createRng(1))).toBe(bell.sampleQubit(1, 1000, createRng(1)));
  });

  it('gives the same state when run fuses gates and groups them per block (16 qubits) as gate by gate', () => {
    const ops: Op[] = [
      ...randomCircuit(16, 6, 11),
      { gate: 'swap', targets: [1, 15] },
      { gate: 'ry', targets: [3], controls: [0, 2], params: [0.9] },
      // control above the target, and a gate left pending on a qubit no two-qubit gate touches
      { gate: 'rx', targets: [3], params: [0.4] },
      { gate: 'h', targets: [15] },
      { gate: 'cx', targets: [15, 3] },
      { gate: 't', targets: [9] },
      { gate: 'cz', targets: [12, 0] },
      { gate: 'y', targets: [7] },
    ];
    const grouped = simulate(16, ops);
    const single = new StateVector(16);
    for (const op of ops) single.apply(op);
    let maxDiff = 0;
    for (let i = 0; i < grouped.size; i++) maxDiff = Math.max(maxDiff, Math.abs(grouped.re[i]! - single.re[i]!), Math.abs(grouped.im[i]! - single.im[i]!));
    expect(maxDiff).toBeLessThan(1e-12);
    expect(grouped.norm()).toBeCloseTo(1, 10);
  });

  it('rejects bad qubit counts and indices', () => {
    expect(() => new StateVector(0)).toThrow(RangeError);
    expect(() => new StateVector(21)).toThrow(RangeError);
    expect(() => simulate(2, [{ gate: 'h', targets: [2] }])).toThrow(RangeError);
    expect(() => simulate(2, [{ gate: 'x', targets: [0], controls: [0] }])).toThrow(RangeError);
  });
});
