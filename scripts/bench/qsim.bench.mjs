#!/usr/bin/env node
// The state-vector simulator (issue 19, DESIGN §9: 20 qubits < 1 s in Node; ≥ 10× faster than `quantum-circuit`
// at 16 qubits). A depth-20 random circuit (each layer: a random one-qubit gate on every qubit, then CNOT/CZ on
// neighbouring pairs) at 16 and 20 qubits, timed in our simulator and in the `quantum-circuit` npm package on the
// same circuit; the amplitudes are compared too. `quantum-circuit` runs in a child process with a time limit
// (QSIM_BENCH_QC_LIMIT_S, default 300 s) so a slow run cannot hang the bench. Measured, not asserted.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer, removeBundle } from './bundle-server.mjs';

const { simulate, randomCircuit } = await bundleServer('qsim', `export { simulate } from './packages/shared/src/qsim/simulator.ts';
export { randomCircuit } from './packages/shared/src/qsim/algorithms.ts';`);

const DEPTH = 20;
const SEED = 2026;
const limitS = Number(process.env.QSIM_BENCH_QC_LIMIT_S ?? 300);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** quantum-circuit on the same ops, in a child process; answers its run time and a few amplitudes. */
function runQuantumCircuit(n, ops) {
  const dir = join(new URL('../../', import.meta.url).pathname, 'node_modules/.cache/ov-qsim-bench');
  const opsFile = join(dir, `ops-${n}.json`);
  writeFileSync(opsFile, JSON.stringify(ops));
  const child = `
    const QC = require('quantum-circuit');
    const ops = JSON.parse(require('fs').readFileSync(${JSON.stringify(opsFile)}, 'utf8'));
    const qc = new QC(${n});
    for (const op of ops) {
      const th = op.params ? op.params[0] : 0;
      if (op.gate === 'rz') qc.appendGate('rz', op.targets[0], { params: { phi: th } });
      else if (op.gate === 'rx' || op.gate === 'ry') qc.appendGate(op.gate, op.targets[0], { params: { theta: th } });
      else qc.appendGate(op.gate, op.targets.length > 1 ? op.targets : op.targets[0]);
    }
    const t0 = performance.now();
    qc.run();
    const ms = performance.now() - t0;
    const amps = {};
    for (const i of [0, 1, 2, 3, 12345 % (1 << ${n})]) { const a = qc.state[String(i)]; amps[i] = a ? [a.re, a.im] : [0, 0]; }
    console.log(JSON.stringify({ ms, amps }));`;
  const r = spawnSync(process.execPath, ['--no-warnings', '-e', child], { timeout: limitS * 1000, encoding: 'utf8', cwd: dir, maxBuffer: 1 << 20 });
  if (r.error || r.status !== 0) return { ms: null, timedOut: true };
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

for (const n of [16, 20]) {
  const ops = randomCircuit(n, DEPTH, SEED);
  const runs = [];
  const cpus = [];
  let state;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const c0 = cpuMs();
    state = simulate(n, ops);
    runs.push(performance.now() - t0);
    cpus.push(cpuMs() - c0);
  }
  const ours = median(runs);
  const qc = runQuantumCircuit(n, ops);
  let diff = null;
  if (qc.amps) {
    diff = Math.max(...Object.entries(qc.amps).map(([i, [re, im]]) => Math.max(Math.abs(re - state.re[i]), Math.abs(im - state.im[i]))));
  }
  console.log(
    `${n} qubits, depth ${DEPTH} (${ops.length} gates): ours cold ${runs[0].toFixed(0)} ms, median of 5 ${ours.toFixed(0)} ms (CPU ${median(cpus).toFixed(0)} ms); ` +
      (qc.ms === null ? `quantum-circuit > ${limitS} s (stopped)` : `quantum-circuit ${qc.ms.toFixed(0)} ms → ${(qc.ms / ours).toFixed(1)}× faster; max amplitude difference ${diff.toExponential(1)}`),
  );
}
removeBundle('qsim');
