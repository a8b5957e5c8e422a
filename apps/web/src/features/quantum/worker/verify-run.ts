import type { QuantumRun } from '@ov/shared';
import type { QsimOutgoing, QsimProgress, QsimResult, VerifyRequest } from '@ov/shared/qsim/worker-protocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { progress: (p: QsimProgress) => void; resolve: (r: QsimResult) => void; reject: (e: Error) => void }>();

/** The simulator worker, created on first use only (never part of the landing's first load). */
function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./qsim.worker.ts', import.meta.url), { type: 'module', name: 'qsim' });
  w.onmessage = (e: MessageEvent<QsimOutgoing>) => {
    const m = e.data;
    const p = pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') p.progress(m);
    else {
      pending.delete(m.id);
      if (m.type === 'result') p.resolve(m);
      else p.reject(new Error(m.message));
    }
  };
  w.onerror = (e) => {
    for (const [id, p] of pending) {
      pending.delete(id);
      p.reject(new Error(e.message || 'Simulator worker failed'));
    }
    worker = null;
  };
  worker = w;
  return w;
}

/** Recomputes a stored run in the browser's worker from its seed and data seed, and compares it with the server's. */
export function verifyRunLocally(run: QuantumRun, onProgress: (p: QsimProgress) => void): Promise<QsimResult> {
  const id = nextId++;
  const { id: _id, created_at: _c, recommendation_sources: _s, ...expected } = run;
  const request: VerifyRequest = {
    type: 'verify',
    id,
    params: { region: run.region, horizon_days: run.horizon_days, seed: run.seed, data_seed: run.data.data_seed },
    expected,
  };
  return new Promise((resolve, reject) => {
    pending.set(id, { progress: onProgress, resolve, reject });
    getWorker().postMessage(request);
  });
}
