/**
 * A state-vector simulator of quantum circuits (classical computation: 2^n complex amplitudes held in
 * two Float64Arrays). Qubit q is bit q of the basis index (little-endian, as Qiskit and
 * `quantum-circuit`). No UI, no I/O: it runs the same in Node, a worker thread or a Web Worker.
 * See docs/decisions/200-quantum-state-vector-simulator.md.
 */
import type { Rng } from './rng';

export const MAX_QUBITS = 20;
/** Qubits whose gates `run` groups per cache-sized block. */
const BLOCK_QUBITS = 14;

export type GateName =
  | 'h' | 'x' | 'y' | 'z' | 's' | 'sdg' | 't' | 'tdg'
  | 'rx' | 'ry' | 'rz' | 'p'
  | 'cx' | 'cz' | 'swap';

/**
 * One operation. Single-qubit gates act on `targets[0]`; `controls` (any number) make it controlled on |1>.
 * `cx` and `cz` are `x` and `z` with one control given as `targets[0]` = control, `targets[1]` = target, for
 * readability; `swap` takes two targets.
 */
export type Op = { gate: GateName; targets: number[]; controls?: number[]; params?: number[] };

/** A 2×2 complex matrix, row-major: [a00, a01, a10, a11] as re and im parts. */
export type Mat2 = { re: [number, number, number, number]; im: [number, number, number, number] };

const R = Math.SQRT1_2;

export function gateMatrix(gate: GateName, params: readonly number[] = []): Mat2 {
  const th = params[0] ?? 0;
  const c = Math.cos(th / 2);
  const s = Math.sin(th / 2);
  switch (gate) {
    case 'h': return { re: [R, R, R, -R], im: [0, 0, 0, 0] };
    case 'x': case 'cx': return { re: [0, 1, 1, 0], im: [0, 0, 0, 0] };
    case 'y': return { re: [0, 0, 0, 0], im: [0, -1, 1, 0] };
    case 'z': case 'cz': return { re: [1, 0, 0, -1], im: [0, 0, 0, 0] };
    case 's': return { re: [1, 0, 0, 0], im: [0, 0, 0, 1] };
    case 'sdg': return { re: [1, 0, 0, 0], im: [0, 0, 0, -1] };
    case 't': return { re: [1, 0, 0, R], im: [0, 0, 0, R] };
    case 'tdg': return { re: [1, 0, 0, R], im: [0, 0, 0, -R] };
    case 'rx': return { re: [c, 0, 0, c], im: [0, -s, -s, 0] };
    case 'ry': return { re: [c, -s, s, c], im: [0, 0, 0, 0] };
    case 'rz': return { re: [c, 0, 0, c], im: [-s, 0, 0, s] };
    case 'p': return { re: [1, 0, 0, Math.cos(th)], im: [0, 0, 0, Math.sin(th)] };
    case 'swap': throw new Error('swap has no 2x2 matrix');
  }
}

export class StateVector {
  readonly n: number;
  readonly re: Float64Array;
  readonly im: Float64Array;

  constructor(n: number) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_QUBITS) throw new RangeError(`qubits must be 1..${MAX_QUBITS}`);
    this.n = n;
    this.re = new Float64Array(1 << n);
    this.im = new Float64Array(1 << n);
    this.re[0] = 1;
  }

  get size(): number {
    return this.re.length;
  }

  /**
   * Applies a 2×2 unitary to `target`, only on basis states where every control qubit is 1. `lo`..`hi` limits it to
   * one block of indices (used by `run` to apply several low-qubit gates while a block is in cache).
   */
  apply1(target: number, m: Mat2, controls: readonly number[] = [], lo = 0, hi = this.re.length): void {
    this.checkQubit(target);
    let cmask = 0;
    for (const q of controls) {
      this.checkQubit(q);
      if (q === target) throw new RangeError('a control cannot be the target');
      cmask |= 1 << q;
    }
    const t = target;
    const [ar0, ar1, ar2, ar3] = m.re;
    const [ai0, ai1, ai2, ai3] = m.im;
    // Pairs are enumerated by k (one flat loop whatever the target); each kind of matrix has its own small
    // kernel function so V8 optimises each one separately (docs/performance.md).
    const k0 = lo >> 1, k1 = hi >> 1;
    if (ar1 === 0 && ai1 === 0 && ar2 === 0 && ai2 === 0) {
      if (ar0 === 1 && ai0 === 0) phaseKernel(this.re, this.im, t, cmask, k0, k1, ar3, ai3);
      else diagonalKernel(this.re, this.im, t, cmask, k0, k1, ar0, ai0, ar3, ai3);
    } else if (ar0 === 0 && ai0 === 0 && ar3 === 0 && ai3 === 0 && ar1 === 1 && ar2 === 1 && ai1 === 0 && ai2 === 0) {
      flipKernel(this.re, this.im, t, cmask, k0, k1);
    } else if (cmask === 0 && ai0 === 0 && ai1 === 0 && ai2 === 0 && ai3 === 0) {
      realKernel(this.re, this.im, t, k0, k1, ar0, ar1, ar2, ar3);
    } else {
      generalKernel(this.re, this.im, t, cmask, k0, k1, m);
    }
  }

  swap(a: number, b: number, lo = 0, hi = this.re.length): void {
    this.checkQubit(a);
    this.checkQubit(b);
    if (a === b) return;
    const { re, im } = this;
    const ma = 1 << a, mb = 1 << b;
    for (let i = lo; i < hi; i++) {
      // visit each pair once: bit a set, bit b clear
      if ((i & ma) !== 0 && (i & mb) === 0) {
        const j = (i ^ ma) | mb;
        const tr = re[i]!, ti = im[i]!;
        re[i] = re[j]!; im[i] = im[j]!;
        re[j] = tr; im[j] = ti;
      }
    }
  }

  apply(op: Op, lo = 0, hi = this.re.length): void {
    const controls = op.controls ?? [];
    switch (op.gate) {
      case 'swap': {
        if (controls.length) throw new RangeError('controlled swap is not supported');
        this.swap(op.targets[0]!, op.targets[1]!, lo, hi);
        return;
      }
      case 'cx': case 'cz':
        this.apply1(op.targets[1]!, gateMatrix(op.gate), [op.targets[0]!, ...controls], lo, hi);
        return;
      default:
        this.apply1(op.targets[0]!, gateMatrix(op.gate, op.params), controls, lo, hi);
    }
  }

  /** Applies a 4×4 unitary `u` (row-major re/im pairs, 32 numbers) to qubits q0 (low bit of the local index) and q1. */
  apply2(q0: number, q1: number, u: Float64Array, lo = 0, hi = this.re.length): void {
    this.checkQubit(q0);
    this.checkQubit(q1);
    if (q0 === q1) throw new RangeError('a two-qubit gate needs two qubits');
    twoQubitKernel(this.re, this.im, q0, q1, u, lo >> 2, hi >> 2);
  }

  /**
   * Runs the ops in order. One-qubit gates are first multiplied into the next CNOT or CZ on the same qubits (one
   * 4×4 pass instead of three), then consecutive steps touching only qubits below BLOCK_QUBITS are applied block by
   * block (2^BLOCK_QUBITS amplitudes stay in cache). Both cut passes over the state vector, which at 20 qubits is
   * 16 MiB (decision 200).
   */
  run(ops: readonly Op[]): this {
    const steps = fuse(ops, this.n);
    const block = Math.min(this.n, BLOCK_QUBITS);
    const low = (st: Step) => st.qubits.every((q) => q < block);
    const exec = (st: Step, lo?: number, hi?: number) => {
      if (st.u) this.apply2(st.qubits[0]!, st.qubits[1]!, st.u, lo, hi);
      else this.apply(st.op!, lo, hi);
    };
    let i = 0;
    while (i < steps.length) {
      if (this.n <= block || !low(steps[i]!)) {
        exec(steps[i]!);
        i++;
        continue;
      }
      let j = i;
      while (j < steps.length && low(steps[j]!)) j++;
      const size = 1 << block;
      for (let lo = 0; lo < this.size; lo += size) for (let k = i; k < j; k++) exec(steps[k]!, lo, lo + size);
      i = j;
    }
    return this;
  }

  probability(index: number): number {
    return this.re[index]! ** 2 + this.im[index]! ** 2;
  }

  probabilities(): Float64Array {
    const p = new Float64Array(this.size);
    for (let i = 0; i < p.length; i++) p[i] = this.re[i]! ** 2 + this.im[i]! ** 2;
    return p;
  }

  /** Probability that `qubit` reads 1. */
  probabilityOne(qubit: number): number {
    this.checkQubit(qubit);
    const mask = 1 << qubit;
    let p = 0;
    for (let i = 0; i < this.size; i++) if (i & mask) p += this.re[i]! ** 2 + this.im[i]! ** 2;
    return p;
  }

  /** Measures every qubit `shots` times (the state is not collapsed): counts per basis index. */
  sample(shots: number, rng: Rng): Map<number, number> {
    const cdf = this.probabilities();
    for (let i = 1; i < cdf.length; i++) cdf[i]! += cdf[i - 1]!;
    const total = cdf[cdf.length - 1]!;
    const counts = new Map<number, number>();
    for (let s = 0; s < shots; s++) {
      const u = rng() * total;
      let lo = 0, hi = cdf.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cdf[mid]! > u) hi = mid; else lo = mid + 1;
      }
      counts.set(lo, (counts.get(lo) ?? 0) + 1);
    }
    return counts;
  }

  /** Measures one qubit `shots` times: how many shots read 1. */
  sampleQubit(qubit: number, shots: number, rng: Rng): number {
    const p1 = this.probabilityOne(qubit);
    let ones = 0;
    for (let s = 0; s < shots; s++) if (rng() < p1) ones++;
    return ones;
  }

  norm(): number {
    let t = 0;
    for (let i = 0; i < this.size; i++) t += this.re[i]! ** 2 + this.im[i]! ** 2;
    return t;
  }

  private checkQubit(q: number): void {
    if (!Number.isInteger(q) || q < 0 || q >= this.n) throw new RangeError(`qubit ${q} out of range 0..${this.n - 1}`);
  }
}

/** Runs `ops` on |0…0> with `n` qubits. */
export function simulate(n: number, ops: readonly Op[]): StateVector {
  return new StateVector(n).run(ops);
}

const INVERSE: Partial<Record<GateName, GateName>> = { s: 'sdg', sdg: 's', t: 'tdg', tdg: 't' };

/** The inverse circuit (reverse order, each gate inverted). */
export function inverse(ops: readonly Op[]): Op[] {
  return [...ops].reverse().map((op) => {
    const swapped = INVERSE[op.gate];
    if (swapped) return { ...op, gate: swapped };
    if (op.gate === 'rx' || op.gate === 'ry' || op.gate === 'rz' || op.gate === 'p') {
      return { ...op, params: [-(op.params?.[0] ?? 0)] };
    }
    return op;
  });
}

// The kernels: k runs over pairs; i has bit t clear, j = i with bit t set.
function phaseKernel(re: Float64Array, im: Float64Array, t: number, cmask: number, k0: number, k1: number, br: number, bi: number): void {
  const low = (1 << t) - 1, stride = 1 << t;
  for (let k = k0; k < k1; k++) {
    const j = (((k >> t) << (t + 1)) | (k & low)) + stride;
    if ((j & cmask) !== cmask) continue;
    const yr = re[j]!, yi = im[j]!;
    re[j] = br * yr - bi * yi;
    im[j] = br * yi + bi * yr;
  }
}

function diagonalKernel(re: Float64Array, im: Float64Array, t: number, cmask: number, k0: number, k1: number, ar: number, ai: number, br: number, bi: number): void {
  const low = (1 << t) - 1, stride = 1 << t;
  for (let k = k0; k < k1; k++) {
    const i = ((k >> t) << (t + 1)) | (k & low);
    if ((i & cmask) !== cmask) continue;
    const j = i + stride;
    const xr = re[i]!, xi = im[i]!, yr = re[j]!, yi = im[j]!;
    re[i] = ar * xr - ai * xi;
    im[i] = ar * xi + ai * xr;
    re[j] = br * yr - bi * yi;
    im[j] = br * yi + bi * yr;
  }
}

function flipKernel(re: Float64Array, im: Float64Array, t: number, cmask: number, k0: number, k1: number): void {
  const low = (1 << t) - 1, stride = 1 << t;
  for (let k = k0; k < k1; k++) {
    const i = ((k >> t) << (t + 1)) | (k & low);
    if ((i & cmask) !== cmask) continue;
    const j = i + stride;
    const xr = re[i]!, xi = im[i]!;
    re[i] = re[j]!;
    im[i] = im[j]!;
    re[j] = xr;
    im[j] = xi;
  }
}

function realKernel(re: Float64Array, im: Float64Array, t: number, k0: number, k1: number, a: number, b: number, c: number, d: number): void {
  const low = (1 << t) - 1, stride = 1 << t;
  for (let k = k0; k < k1; k++) {
    const i = ((k >> t) << (t + 1)) | (k & low);
    const j = i + stride;
    const xr = re[i]!, xi = im[i]!, yr = re[j]!, yi = im[j]!;
    re[i] = a * xr + b * yr;
    im[i] = a * xi + b * yi;
    re[j] = c * xr + d * yr;
    im[j] = c * xi + d * yi;
  }
}

function generalKernel(re: Float64Array, im: Float64Array, t: number, cmask: number, k0: number, k1: number, m: Mat2): void {
  const [ar0, ar1, ar2, ar3] = m.re;
  const [ai0, ai1, ai2, ai3] = m.im;
  const low = (1 << t) - 1, stride = 1 << t;
  for (let k = k0; k < k1; k++) {
    const i = ((k >> t) << (t + 1)) | (k & low);
    if ((i & cmask) !== cmask) continue;
    const j = i + stride;
    const xr = re[i]!, xi = im[i]!, yr = re[j]!, yi = im[j]!;
    re[i] = ar0 * xr - ai0 * xi + ar1 * yr - ai1 * yi;
    im[i] = ar0 * xi + ai0 * xr + ar1 * yi + ai1 * yr;
    re[j] = ar2 * xr - ai2 * xi + ar3 * yr - ai3 * yi;
    im[j] = ar2 * xi + ai2 * xr + ar3 * yi + ai3 * yr;
  }
}

type Step = { qubits: number[]; op?: Op; u?: Float64Array };

/** 2×2 product a·b. */
function mul2(a: Mat2, b: Mat2): Mat2 {
  const re: Mat2['re'] = [0, 0, 0, 0];
  const im: Mat2['im'] = [0, 0, 0, 0];
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 2; c++) {
      let sr = 0, si = 0;
      for (let k = 0; k < 2; k++) {
        const ar = a.re[r * 2 + k]!, ai = a.im[r * 2 + k]!, br = b.re[k * 2 + c]!, bi = b.im[k * 2 + c]!;
        sr += ar * br - ai * bi;
        si += ar * bi + ai * br;
      }
      re[r * 2 + c] = sr;
      im[r * 2 + c] = si;
    }
  return { re, im };
}

const IDENTITY: Mat2 = { re: [1, 0, 0, 1], im: [0, 0, 0, 0] };

/** The 4×4 of cx/cz on (control, target) after B ⊗ A, with A pending on q0 = control and B on q1 = target. */
function fusedMatrix(gate: 'cx' | 'cz', a: Mat2, b: Mat2): Float64Array {
  // kron: K[(b1',b0'),(b1,b0)] = B[b1',b1]·A[b0',b0]
  const k = new Float64Array(32);
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      const br = b.re[(r >> 1) * 2 + (c >> 1)]!, bi = b.im[(r >> 1) * 2 + (c >> 1)]!;
      const ar = a.re[(r & 1) * 2 + (c & 1)]!, ai = a.im[(r & 1) * 2 + (c & 1)]!;
      k[(r * 4 + c) * 2] = br * ar - bi * ai;
      k[(r * 4 + c) * 2 + 1] = br * ai + bi * ar;
    }
  // then the gate: cx flips the target (bit 1) when the control (bit 0) is 1, i.e. swaps rows 1 and 3; cz negates row 3
  const u = new Float64Array(k);
  if (gate === 'cx') {
    for (let c = 0; c < 4; c++) {
      u[(1 * 4 + c) * 2] = k[(3 * 4 + c) * 2]!;
      u[(1 * 4 + c) * 2 + 1] = k[(3 * 4 + c) * 2 + 1]!;
      u[(3 * 4 + c) * 2] = k[(1 * 4 + c) * 2]!;
      u[(3 * 4 + c) * 2 + 1] = k[(1 * 4 + c) * 2 + 1]!;
    }
  } else {
    for (let c = 0; c < 4; c++) {
      u[(3 * 4 + c) * 2] = -k[(3 * 4 + c) * 2]!;
      u[(3 * 4 + c) * 2 + 1] = -k[(3 * 4 + c) * 2 + 1]!;
    }
  }
  return u;
}

/** Multiplies pending one-qubit gates into the next plain cx/cz on their qubits; everything else keeps its order. */
function fuse(ops: readonly Op[], n: number): Step[] {
  const pending = new Map<number, { m: Mat2; ops: Op[] }>();
  const steps: Step[] = [];
  const flush = (q: number) => {
    const p = pending.get(q);
    if (!p) return;
    pending.delete(q);
    for (const op of p.ops) steps.push({ qubits: [q], op });
  };
  for (const op of ops) {
    const controls = op.controls ?? [];
    if (op.gate !== 'swap' && op.gate !== 'cx' && op.gate !== 'cz' && controls.length === 0) {
      const q = op.targets[0]!;
      if (!Number.isInteger(q) || q < 0 || q >= n) {
        steps.push({ qubits: [q], op });
        continue;
      }
      const p = pending.get(q) ?? { m: IDENTITY, ops: [] };
      pending.set(q, { m: mul2(gateMatrix(op.gate, op.params), p.m), ops: [...p.ops, op] });
      continue;
    }
    if ((op.gate === 'cx' || op.gate === 'cz') && controls.length === 0 && op.targets[0] !== op.targets[1]) {
      const [c, t] = op.targets as [number, number];
      if (Number.isInteger(c) && Number.isInteger(t) && c >= 0 && t >= 0 && c < n && t < n) {
        const a = pending.get(c)?.m ?? IDENTITY;
        const b = pending.get(t)?.m ?? IDENTITY;
        pending.delete(c);
        pending.delete(t);
        steps.push({ qubits: [c, t], u: fusedMatrix(op.gate, a, b) });
        continue;
      }
    }
    for (const q of [...op.targets, ...controls]) flush(q);
    steps.push({ qubits: [...op.targets, ...controls], op });
  }
  for (const q of [...pending.keys()]) flush(q);
  return steps;
}

function twoQubitKernel(re: Float64Array, im: Float64Array, q0: number, q1: number, u: Float64Array, k0: number, k1: number): void {
  const a = Math.min(q0, q1), b = Math.max(q0, q1);
  const lowA = (1 << a) - 1, lowB = (1 << b) - 1;
  const m0 = 1 << q0, m1 = 1 << q1;
  const u0 = u[0]!, u1 = u[1]!, u2 = u[2]!, u3 = u[3]!, u4 = u[4]!, u5 = u[5]!, u6 = u[6]!, u7 = u[7]!;
  const u8 = u[8]!, u9 = u[9]!, u10 = u[10]!, u11 = u[11]!, u12 = u[12]!, u13 = u[13]!, u14 = u[14]!, u15 = u[15]!;
  const u16 = u[16]!, u17 = u[17]!, u18 = u[18]!, u19 = u[19]!, u20 = u[20]!, u21 = u[21]!, u22 = u[22]!, u23 = u[23]!;
  const u24 = u[24]!, u25 = u[25]!, u26 = u[26]!, u27 = u[27]!, u28 = u[28]!, u29 = u[29]!, u30 = u[30]!, u31 = u[31]!;
  for (let k = k0; k < k1; k++) {
    const x = ((k >> a) << (a + 1)) | (k & lowA);
    const i = ((x >> b) << (b + 1)) | (x & lowB);
    const i1 = i | m0, i2 = i | m1, i3 = i | m0 | m1;
    const r0 = re[i]!, s0 = im[i]!, r1 = re[i1]!, s1 = im[i1]!, r2 = re[i2]!, s2 = im[i2]!, r3 = re[i3]!, s3 = im[i3]!;
    re[i] = u0 * r0 - u1 * s0 + u2 * r1 - u3 * s1 + u4 * r2 - u5 * s2 + u6 * r3 - u7 * s3;
    im[i] = u0 * s0 + u1 * r0 + u2 * s1 + u3 * r1 + u4 * s2 + u5 * r2 + u6 * s3 + u7 * r3;
    re[i1] = u8 * r0 - u9 * s0 + u10 * r1 - u11 * s1 + u12 * r2 - u13 * s2 + u14 * r3 - u15 * s3;
    im[i1] = u8 * s0 + u9 * r0 + u10 * s1 + u11 * r1 + u12 * s2 + u13 * r2 + u14 * s3 + u15 * r3;
    re[i2] = u16 * r0 - u17 * s0 + u18 * r1 - u19 * s1 + u20 * r2 - u21 * s2 + u22 * r3 - u23 * s3;
    im[i2] = u16 * s0 + u17 * r0 + u18 * s1 + u19 * r1 + u20 * s2 + u21 * r2 + u22 * s3 + u23 * r3;
    re[i3] = u24 * r0 - u25 * s0 + u26 * r1 - u27 * s1 + u28 * r2 - u29 * s2 + u30 * r3 - u31 * s3;
    im[i3] = u24 * s0 + u25 * r0 + u26 * s1 + u27 * r1 + u28 * s2 + u29 * r2 + u30 * s3 + u31 * r3;
  }
}
