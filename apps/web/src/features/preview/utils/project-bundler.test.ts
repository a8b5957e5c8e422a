// The bundler core on native esbuild (the worker runs the same code on esbuild-wasm).
import { afterAll, describe, expect, it } from 'vitest';
import { ProjectBundler } from './project-bundler';
import { DEFAULT_SAMPLE_PROJECT } from '../samples/default-project';
import { COMMAND_CENTER_PROJECT } from '../samples/command-center';
import type { BundleResult, ProjectFile } from '../types';

// jsdom installs its own Uint8Array, so Node's TextEncoder output fails esbuild's `instanceof Uint8Array`
// check: this file (isolated by vitest) uses Node's Uint8Array again.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const esbuild = await import('esbuild');

const bundlers: ProjectBundler[] = [];
const make = (locale: 'fr' | 'en' = 'en') => {
  const b = new ProjectBundler(async () => esbuild, locale);
  bundlers.push(b);
  return b;
};
afterAll(async () => {
  await Promise.all(bundlers.map((b) => b.dispose()));
});
const ok = (r: BundleResult) => {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
};

describe('ProjectBundler', () => {
  it('bundles the default sample: bare imports stay for the import map, CSS is extracted, a source map is made', async () => {
    const r = ok(await make().bundle(DEFAULT_SAMPLE_PROJECT));
    expect(r.kind).toBe('vite');
    expect(r.js).toMatch(/from\s*"react-dom\/client"/);
    expect(r.js).toMatch(/from\s*"lucide-react"/);
    expect(r.js).toMatch(/from\s*"react\/jsx-runtime"/);
    expect(r.js).toContain('Gestionnaire de t');
    expect(r.css).toContain('.card');
    expect(JSON.parse(r.map ?? '{}').sources).toEqual(expect.arrayContaining(['vfs:src/App.tsx']));
    expect(r.html).not.toContain('src/main.tsx');
  });

  it('bundles the command center sample', async () => {
    const r = ok(await make().bundle(COMMAND_CENTER_PROJECT));
    expect(r.js).toContain('Centre de commandement');
  });

  it('reports a syntax error with file, line and column', async () => {
    const files: ProjectFile[] = [
      { path: 'src/main.tsx', content: "import { App } from '@/App';\nApp();\n" },
      { path: 'src/App.tsx', content: 'export function App() {\n  const x = ;\n}\n' },
    ];
    const r = await make().bundle(files);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ kind: 'build', level: 'error', file: 'src/App.tsx', line: 2, column: 13 });
  });

  it('fails before rendering on an unavailable package, naming it', async () => {
    const r = await make('fr').bundle([{ path: 'App.tsx', content: "import axios from 'axios';\nexport default () => <p>{String(axios)}</p>;\n" }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]?.message).toContain('« axios »');
    expect(r.errors[0]).toMatchObject({ file: 'App.tsx', line: 1 });
  });

  it('reports a missing relative file at the import', async () => {
    const r = await make().bundle([{ path: 'src/main.tsx', content: "\nimport './nope';\n" }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ file: 'src/main.tsx', line: 2 });
    expect(r.errors[0]?.message).toContain('./nope');
  });

  it('rebuilds incrementally with the new contents, and switches entry when the project changes shape', async () => {
    const b = make();
    const v1 = [
      { path: 'src/main.tsx', content: "import { msg } from './msg';\nconsole.log(msg);\n" },
      { path: 'src/msg.ts', content: "export const msg = 'first';\n" },
    ];
    expect(ok(await b.bundle(v1)).js).toContain('first');
    const v2 = [v1[0]!, { path: 'src/msg.ts', content: "export const msg = 'second';\n" }];
    const r2 = ok(await b.bundle(v2));
    expect(r2.js).toContain('second');
    expect(r2.js).not.toContain('first');
    const r3 = ok(await b.bundle([{ path: 'App.jsx', content: 'export default function App() { return <b>third</b>; }\n' }]));
    expect(r3.kind).toBe('app');
    expect(r3.js).toContain('third');
    expect(r3.js).toContain('createRoot');
  });

  it('assembles plain HTML/CSS/JS projects without bundling', async () => {
    const r = ok(
      await make().bundle([
        { path: 'index.html', content: '<html><head><link rel="stylesheet" href="style.css"></head><body><h1>Hi</h1><script src="script.js"></script></body></html>' },
        { path: 'style.css', content: 'h1 { color: red }' },
        { path: 'script.js', content: "document.querySelector('h1').textContent = 'Hello';" },
      ]),
    );
    expect(r.kind).toBe('static');
    expect(r.js).toBe('');
    expect(r.html).toContain('<style data-file="style.css">');
    expect(r.html).toContain('h1 { color: red }');
    expect(r.html).toContain('//# sourceURL=script.js');
    expect(r.html).not.toContain('src="script.js"');
  });

  it('says when there is nothing to run', async () => {
    const r = await make('fr').bundle([{ path: 'README.md', content: '#' }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.message).toContain("Aucun point d'entrée");
  });
});
