/** Textbook circuits built from the simulator's gates: QFT, Grover, random circuits for benchmarks. */
import { createRng } from './rng';
import type { GateName, Op } from './simulator';

/** Quantum Fourier transform on qubits 0..n-1 (with the final swaps): |x> → Σ_k e^{2πi·xk/2^n}|k>/√2^n. */
export function qft(n: number): Op[] {
  const ops: Op[] = [];
  for (let j = n - 1; j >= 0; j--) {
    ops.push({ gate: 'h', targets: [j] });
    for (let k = j - 1; k >= 0; k--) ops.push({ gate: 'p', targets: [j], controls: [k], params: [Math.PI / 2 ** (j - k)] });
  }
  for (let i = 0; i < Math.floor(n / 2); i++) ops.push({ gate: 'swap', targets: [i, n - 1 - i] });
  return ops;
}

/** X on each qubit whose bit in `value` is 0, so a multi-controlled gate fires on `value`. */
function flipZeros(n: number, value: number): Op[] {
  const ops: Op[] = [];
  for (let q = 0; q < n; q++) if (((value >> q) & 1) === 0) ops.push({ gate: 'x', targets: [q] });
  return ops;
}

/** Phase flip of the basis state |value> on n qubits (multi-controlled Z). */
export function phaseFlip(n: number, value: number): Op[] {
  const flips = flipZeros(n, value);
  const controls = Array.from({ length: n - 1 }, (_, i) => i + 1);
  const mcz: Op = n === 1 ? { gate: 'z', targets: [0] } : { gate: 'z', targets: [0], controls };
  return [...flips, mcz, ...flips];
}

/** Optimal Grover iteration count for one marked item among 2^n. */
export function groverIterations(n: number): number {
  return Math.floor((Math.PI / 4) * Math.sqrt(2 ** n));
}

/** Grover search for `marked` among 2^n basis states, with `iterations` oracle + diffusion rounds. */
export function grover(n: number, marked: number, iterations = groverIterations(n)): Op[] {
  const hs: Op[] = Array.from({ length: n }, (_, q) => ({ gate: 'h' as const, targets: [q] }));
  const ops: Op[] = [...hs];
  for (let it = 0; it < iterations; it++) ops.push(...phaseFlip(n, marked), ...hs, ...phaseFlip(n, 0), ...hs);
  return ops;
}

const ONE_QUBIT: GateName[] = ['h', 'x', 'y', 'z', 's', 't', 'rx', 'ry', 'rz'];

/**
 * A random circuit of `depth` layers: each layer puts one random single-qubit gate on every qubit, then
 * CNOT or CZ on neighbouring pairs (even pairs on even layers, odd pairs on odd layers).
 */
export function randomCircuit(n: number, depth: number, seed: number): Op[] {
  const rng = createRng(seed);
  const ops: Op[] = [];
  for (let layer = 0; layer < depth; layer++) {
    for (let q = 0; q < n; q++) {
      const gate = ONE_QUBIT[Math.floor(rng() * ONE_QUBIT.length)]!;
      const params = gate.startsWith('r') ? [rng() * 2 * Math.PI] : undefined;
      ops.push(params ? { gate, targets: [q], params } : { gate, targets: [q] });
    }
    for (let q = layer % 2; q + 1 < n; q += 2) ops.push({ gate: rng() < 0.5 ? 'cx' : 'cz', targets: [q, q + 1] });
  }
  return ops;
}
