/// <reference lib="webworker" />
// esbuild-wasm in a module worker; its wasm file is served by our own server (no CDN).
import type * as Esbuild from 'esbuild-wasm';
import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import { ProjectBundler } from '../utils/project-bundler';
import { messages } from '../utils/messages';
import { DEV_BUILD_OPTIONS } from '../utils/dev-build';
import { fastTransform } from '../utils/fast-transform';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { encodeResult, type HeldModules } from './program-wire';
import type { Locale } from '../types';

// The cold path's phases in this thread (read by scripts/bench/preview.bench.mjs): this script has run (its imports
// evaluated), the warm-up, the first build. Only the first build is measured, so the timeline does not grow.
performance.mark('preview-worker:evaluated');
let firstBuild = true;

// esbuild's JavaScript API is its own chunk, loaded with its wasm: the first preview runs on Sucrase (decision 065), so
// the worker's own script, fetched and compiled before that build, leaves it out (decision 264).
let ready: Promise<typeof Esbuild> | null = null;
const init = () =>
  (ready ??= import('esbuild-wasm/esm/browser.js')
    .then(async (esbuild: typeof Esbuild) => {
      await esbuild.initialize({ wasmURL, worker: false });
      return esbuild;
    })
    .catch((e: unknown) => {
      ready = null;
      throw e;
    }));

const bundlers = new Map<Locale, ProjectBundler>();
const bundlerFor = (locale: Locale) => {
  let b = bundlers.get(locale);
  if (!b) bundlers.set(locale, (b = new ProjectBundler(init, locale, { fast: true })));
  return b;
};

// The first build's transforms run Sucrase's code for the first time (parsed and compiled then): run it once now on a
// small module, while the page is still rendering, so the first preview does not pay for it. Decision 261.
void fastTransform(() => Promise.reject(new Error('warm-up')))(
  "import { useState } from 'react';\nimport type { ReactNode } from 'react';\nexport default function A({ c }: { c?: ReactNode }) {\n  const [n, setN] = useState<number>(0);\n  return <button className=\"a\" onClick={() => setN(n + 1)}>{n}{c}</button>;\n}\n",
  { ...DEV_BUILD_OPTIONS, loader: 'tsx', format: 'cjs', sourcefile: 'warm-up.tsx' },
).catch(() => undefined);
performance.measure('preview-worker:warm-up', 'preview-worker:evaluated');

// The fast path's modules the page holds: a result sends only the others (decision 263).
const sent: HeldModules = new Map();

// Builds run one after another: esbuild contexts are not re-entrant.
let queue: Promise<unknown> = Promise.resolve();

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const req = e.data;
  if (req.type === 'warmup') {
    void init().catch(() => undefined);
    return;
  }
  queue = queue.then(async () => {
    let res: WorkerResponse;
    if (req.fresh) sent.clear();
    const started = performance.now();
    try {
      res = { type: 'result', id: req.id, result: encodeResult(await bundlerFor(req.locale).bundle(req.files, req.mode), sent) };
    } catch (err) {
      const message = messages(req.locale).bundlerFailed(err instanceof Error ? err.message : String(err));
      res = { type: 'result', id: req.id, result: { ok: false, errors: [{ kind: 'build', level: 'error', message }], warnings: [], durationMs: 0 } };
    }
    if (firstBuild) {
      firstBuild = false;
      performance.measure('preview-worker:first-build', { start: started });
    }
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(res);
    // The first preview did not need esbuild.wasm (Sucrase): load it now, off the critical path, for the next
    // full bundle (Open, `npm run build`) or a file only esbuild can judge.
    if (req.mode === 'dev') setTimeout(() => void init().catch(() => undefined), 250);
  });
};
