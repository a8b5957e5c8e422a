import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BundleResult, DevProgram } from './types';
import type { WorkerRequest, WorkerResponse } from './worker/protocol';
import { encodeResult, type HeldModules } from './worker/program-wire';

// A stand-in for the bundler worker: answers each bundle request with the next program, encoded as the worker does
// against what it believes the page holds (`sent`), through structured clone.
const requests: Extract<WorkerRequest, { type: 'bundle' }>[] = [];
const sent: HeldModules = new Map();
let program: DevProgram['modules'] = [];
class FakeWorker {
  onmessage: ((e: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(req: WorkerRequest) {
    if (req.type !== 'bundle') return;
    requests.push(structuredClone(req));
    if (req.fresh) sent.clear();
    const result: BundleResult = {
      ok: true,
      kind: 'vite',
      html: '',
      js: '',
      css: '',
      map: null,
      program: { entry: program[0]!.path, imports: [], fields: [], modules: program },
      warnings: [],
      durationMs: 1,
    };
    const data = structuredClone({ type: 'result', id: req.id, result: encodeResult(result, sent) } satisfies WorkerResponse);
    queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data })));
  }
}

beforeAll(() => {
  vi.stubGlobal('Worker', FakeWorker);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const mod = (path: string, code: string) => ({ path, code, map: `{"c":"${code}"}`, deps: {} });
const files = [{ path: 'src/main.tsx', content: 'x' }];

describe('bundleProject (decision 263)', () => {
  it('gets whole programs although the worker sends only the modules the page does not hold', async () => {
    const { bundleProject } = await import('./bundle-project');
    program = [mod('src/main.tsx', 'main'), mod('src/App.tsx', 'app1'), mod('src/B.tsx', 'b')];
    const first = await bundleProject(files, { mode: 'dev' });
    expect(first.ok && first.program?.modules).toEqual(program);

    program = [mod('src/main.tsx', 'main'), mod('src/App.tsx', 'app2'), mod('src/B.tsx', 'b')];
    const second = await bundleProject(files, { mode: 'dev' });
    expect(second.ok && second.program?.modules).toEqual(program);
    expect(requests.every((r) => !r.fresh)).toBe(true);

    // The worker now counts on a module the page never received (the sides disagree): the page asks again for
    // every module, and still gets the whole program, once.
    sent.set('src/C.tsx', { code: 'c', map: '{"c":"c"}' });
    program = [mod('src/main.tsx', 'main'), mod('src/App.tsx', 'app2'), mod('src/C.tsx', 'c')];
    const third = await bundleProject(files, { mode: 'dev' });
    expect(third.ok && third.program?.modules).toEqual(program);
    expect(requests.slice(-2).map((r) => r.fresh ?? false)).toEqual([false, true]);
    expect(requests.at(-1)!.id).toBe(requests.at(-2)!.id);

    // And the next edit is back to the short form.
    program = [mod('src/main.tsx', 'main2'), mod('src/App.tsx', 'app2'), mod('src/C.tsx', 'c')];
    const fourth = await bundleProject(files, { mode: 'dev' });
    expect(fourth.ok && fourth.program?.modules).toEqual(program);
    expect(requests.at(-1)!.fresh).toBeUndefined();
  });
});
