import type { BundleMode, BundleResult, Locale, ProjectFile } from './types';
import type { WorkerRequest, WorkerResponse } from './worker/protocol';
import { decodeResult, type HeldModules } from './worker/program-wire';

let worker: Worker | null = null;
let nextId = 1;
type Pending = { request: Extract<WorkerRequest, { type: 'bundle' }>; done: (r: BundleResult) => void };
const pending = new Map<number, Pending>();
/** The fast path's modules of the last program the worker sent: it sends only the others (decision 263). */
const held: HeldModules = new Map();

function getWorker(): Worker {
  if (worker) return worker;
  // Read by scripts/bench/preview.bench.mjs (cold phases), with the worker's own marks.
  performance.mark('preview:worker-created');
  const w = new Worker(new URL('./worker/bundler.worker.ts', import.meta.url), { type: 'module', name: 'preview-bundler' });
  // A new worker has sent nothing yet.
  held.clear();
  w.onmessage = (e: MessageEvent<WorkerResponse>) => {
    // A worker replaced after an error may still answer: what it sends is not what this page holds.
    if (worker !== w) return;
    const result = decodeResult(e.data.result, held);
    const p = pending.get(e.data.id);
    if (!p) return;
    if (!result) {
      // It counted on modules this page does not hold: ask for this build again with every module.
      w.postMessage({ ...p.request, fresh: true } satisfies WorkerRequest);
      return;
    }
    pending.delete(e.data.id);
    p.done(result);
  };
  w.onerror = (e) => {
    // A worker that fails to load leaves every pending build unanswered: fail them instead.
    for (const [id, { done }] of pending) {
      pending.delete(id);
      done({ ok: false, errors: [{ kind: 'build', level: 'error', message: e.message || 'Bundler worker failed' }], warnings: [], durationMs: 0 });
    }
    worker = null;
  };
  worker = w;
  return w;
}

// Whoever imports this module is about to show a preview or build one: the worker starts now, so that fetching and
// compiling its script overlaps with rendering the page (measured: ~100 ms of a cold first preview). Decision 261.
if (typeof window !== 'undefined' && typeof Worker !== 'undefined') getWorker();

/**
 * Starts the worker without loading esbuild's wasm: its script is fetched and parsed ahead of the first preview,
 * which builds on the fast path anyway (decision 065). The sign-in page calls it when idle (decision 232).
 */
export function startBundler(): void {
  getWorker();
}

/** Starts the worker and loads esbuild's wasm ahead of the first build. */
export function warmUpBundler(): void {
  getWorker().postMessage({ type: 'warmup' } satisfies WorkerRequest);
}

/**
 * Bundles a project in the preview worker (esbuild-wasm). Used by the preview frame (mode `dev`: fast
 * edits) and by the editor's terminal `npm run build` (mode `bundle`, the default: one real esbuild bundle).
 * Resolves with build errors rather than rejecting.
 */
export function bundleProject(files: readonly ProjectFile[], options: { locale?: Locale; mode?: BundleMode } = {}): Promise<BundleResult> {
  const id = nextId++;
  const request: WorkerRequest = {
    type: 'bundle',
    id,
    files: files.map((f) => ({ path: f.path, content: f.content })),
    locale: options.locale ?? 'fr',
    mode: options.mode ?? 'bundle',
  };
  return new Promise((resolve) => {
    pending.set(id, { request, done: resolve });
    getWorker().postMessage(request);
  });
}
