import { describe, expect, it } from 'vitest';
import type { BundleResult, DevProgram } from '../types';
import { decodeResult, encodeResult, type HeldModules } from './program-wire';

const mod = (path: string, code: string, deps: Record<string, string> = {}) => ({ path, code, map: `{"m":"${code}"}`, deps });
const result = (modules: DevProgram['modules']): BundleResult => ({
  ok: true,
  kind: 'vite',
  html: '<div id="root"></div>',
  js: '',
  css: '',
  map: null,
  program: { entry: modules[0]!.path, imports: [], fields: [], modules },
  warnings: [],
  durationMs: 1,
});
// Through structured clone, as postMessage does: nothing shared between the two sides.
const wire = (r: ReturnType<typeof encodeResult>) => structuredClone(r);

describe('program on the wire (decision 263)', () => {
  it('sends only the modules the page does not hold, and the page rebuilds the whole program', () => {
    const sent: HeldModules = new Map();
    const held: HeldModules = new Map();
    const first = result([mod('src/main.tsx', 'main', { './App': 'src/App.tsx' }), mod('src/App.tsx', 'app1'), mod('src/B.tsx', 'b')]);
    const w1 = wire(encodeResult(first, sent));
    expect(w1.ok && w1.program!.modules.every((m) => !('kept' in m))).toBe(true);
    expect(decodeResult(w1, held)).toEqual(first);

    // An edit of App: main and B travel as path + deps only; a new module C comes whole.
    const second = result([mod('src/main.tsx', 'main', { './App': 'src/App.tsx', './C': 'src/C.tsx' }), mod('src/App.tsx', 'app2'), mod('src/B.tsx', 'b'), mod('src/C.tsx', 'c')]);
    const w2 = wire(encodeResult(second, sent));
    if (!w2.ok || !w2.program) throw new Error('expected a program');
    expect(w2.program.modules.filter((m) => !('kept' in m)).map((m) => m.path)).toEqual(['src/App.tsx', 'src/C.tsx']);
    expect(w2.program.modules[0]).toEqual({ path: 'src/main.tsx', deps: { './App': 'src/App.tsx', './C': 'src/C.tsx' }, kept: true });
    expect(JSON.stringify(w2).includes('"b"')).toBe(false);
    expect(decodeResult(w2, held)).toEqual(second);
  });

  it('forgets modules no longer in the program on both sides: one brought back is sent whole', () => {
    const sent: HeldModules = new Map();
    const held: HeldModules = new Map();
    decodeResult(wire(encodeResult(result([mod('a.tsx', 'a'), mod('b.tsx', 'b')]), sent)), held);
    decodeResult(wire(encodeResult(result([mod('a.tsx', 'a')]), sent)), held);
    expect([...sent.keys()]).toEqual(['a.tsx']);
    expect([...held.keys()]).toEqual(['a.tsx']);
    const back = result([mod('a.tsx', 'a'), mod('b.tsx', 'b')]);
    const w = wire(encodeResult(back, sent));
    expect(w.ok && w.program!.modules.map((m) => 'kept' in m)).toEqual([true, false]);
    expect(decodeResult(w, held)).toEqual(back);
  });

  it('a changed source map alone sends the module again', () => {
    const sent: HeldModules = new Map();
    encodeResult(result([mod('a.tsx', 'a')]), sent);
    const w = encodeResult(result([{ ...mod('a.tsx', 'a'), map: '{"other":1}' }]), sent);
    expect(w.ok && 'kept' in w.program!.modules[0]!).toBe(false);
  });

  it('returns null and holds nothing when a kept module is not held (the sides disagree)', () => {
    const sent: HeldModules = new Map();
    encodeResult(result([mod('a.tsx', 'a'), mod('b.tsx', 'b')]), sent);
    const held: HeldModules = new Map([['b.tsx', { code: 'b', map: '{"m":"b"}' }]]);
    expect(decodeResult(wire(encodeResult(result([mod('a.tsx', 'a'), mod('b.tsx', 'b2')]), sent)), held)).toBeNull();
    expect(held.size).toBe(0);
  });

  it('leaves failures and esbuild bundles unchanged, and does not touch what is held', () => {
    const sent: HeldModules = new Map([['a.tsx', { code: 'a', map: '' }]]);
    const failure: BundleResult = { ok: false, errors: [{ kind: 'build', message: 'x' }], warnings: [], durationMs: 0 };
    const bundle: BundleResult = { ok: true, kind: 'vite', html: '', js: 'console.log(1)', css: '', map: null, warnings: [], durationMs: 0 };
    expect(encodeResult(failure, sent)).toBe(failure);
    expect(encodeResult(bundle, sent)).toBe(bundle);
    expect(decodeResult(bundle, sent)).toBe(bundle);
    expect([...sent.keys()]).toEqual(['a.tsx']);
  });
});
