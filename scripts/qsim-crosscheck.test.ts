// The simulator against the `quantum-circuit` npm package (a devDependency used only here and in the bench):
// same amplitudes within 1e-9 on random circuits. Lives in scripts/ because packages/shared has no Node types.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { randomCircuit } from '../packages/shared/src/qsim/algorithms';
import { simulate } from '../packages/shared/src/qsim/simulator';

type QcState = Record<string, { re: number; im: number }>;
type Qc = { appendGate(g: string, w: number | number[], o?: { params: Record<string, number> }): void; run(): void; state: QcState };

describe('cross-check against the quantum-circuit package (npm)', () => {
  const require = createRequire(import.meta.url);
  const QuantumCircuit = require('quantum-circuit') as new (n: number) => Qc;

  it('gives the same amplitudes within 1e-9 on random circuits', () => {
    for (const [n, depth, seed] of [[3, 6, 1], [5, 10, 2], [8, 12, 3], [10, 10, 4]] as const) {
      const ops = randomCircuit(n, depth, seed);
      ops.push({ gate: 'swap', targets: [0, n - 1] }, { gate: 'p', targets: [1], controls: [0], params: [0.4] });
      const qc = new QuantumCircuit(n);
      for (const op of ops) {
        const theta = op.params?.[0] ?? 0;
        if (op.gate === 'p') qc.appendGate('cu1', [op.controls![0]!, op.targets[0]!], { params: { lambda: theta } });
        else if (op.gate === 'rz') qc.appendGate('rz', op.targets[0]!, { params: { phi: theta } });
        else if (op.gate === 'rx' || op.gate === 'ry') qc.appendGate(op.gate, op.targets[0]!, { params: { theta } });
        else qc.appendGate(op.gate, op.targets.length > 1 ? op.targets : op.targets[0]!);
      }
      qc.run();
      const ours = simulate(n, ops);
      let maxDiff = 0;
      for (let i = 0; i < 1 << n; i++) {
        const theirs = qc.state[String(i)] ?? { re: 0, im: 0 };
        maxDiff = Math.max(maxDiff, Math.abs(theirs.re - ours.re[i]!), Math.abs(theirs.im - ours.im[i]!));
      }
      expect(maxDiff).toBeLessThan(1e-9);
    }
  });
});
