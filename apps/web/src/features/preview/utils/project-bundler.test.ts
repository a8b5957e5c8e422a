// The bundler core on native esbuild (the worker runs the same code on esbuild-wasm).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectBundler } from './project-bundler';
import { standaloneScript } from './dev-program';
import { DEFAULT_SAMPLE_PROJECT } from '../samples/default-project';
import { COMMAND_CENTER_PROJECT, commandCenterProject } from '../samples/command-center';
import type { BundleResult, ProjectFile } from '../types';

// jsdom installs its own Uint8Array, so Node's TextEncoder output fails esbuild's `instanceof Uint8Array`
// check: this file (isolated by vitest) uses Node's Uint8Array again.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const esbuild = await import('esbuild');

const bundlers: ProjectBundler[] = [];
// `fast`: dev-mode files through Sucrase first, as the worker does (docs/decisions/065).
let fast = false;
const make = (locale: 'fr' | 'en' = 'en') => {
  const b = new ProjectBundler(async () => esbuild, locale, { fast });
  bundlers.push(b);
  return b;
};
afterAll(async () => {
  await Promise.all(bundlers.map((b) => b.dispose()));
});
// A fast-path result carries a program instead of `js`: its standalone script is what a fresh frame runs.
const ok = (r: BundleResult) => {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.program ? { ...r, js: standaloneScript(r.program).js } : r;
};

describe.each([
  ['bundle', false],
  ['dev', false],
  ['dev', true],
] as const)('ProjectBundler (%s, fast transform: %s)', (mode, withFast) => {
  beforeAll(() => {
    fast = withFast;
  });
  it('bundles the default sample: bare imports stay for the import map, CSS is extracted, a source map is made', async () => {
    const r = ok(await make().bundle(DEFAULT_SAMPLE_PROJECT, mode));
    expect(r.kind).toBe('vite');
    for (const spec of ['react-dom/client', 'react/jsx-runtime']) expect(r.js).toMatch(new RegExp(`from\\s*"${spec}"`));
    // Its four icons come one by one, not the full lucide-react module (decision 260).
    for (const icon of ['check_circle2', 'circle', 'plus', 'trash2']) expect(r.js).toMatch(new RegExp(`from\\s*"lucide-react/icons/_${icon}\\.js"`));
    expect(r.js).not.toMatch(/from\s*"lucide-react"/);
    expect(r.js).toContain('Gestionnaire de t');
    expect(r.css).toContain('.card');
    if (mode === 'bundle') expect(JSON.parse(r.map ?? '{}').sources).toEqual(expect.arrayContaining(['vfs:src/App.tsx']));
    else expect(r.program?.modules.map((m) => m.path)).toEqual(expect.arrayContaining(['src/main.tsx', 'src/App.tsx', 'src/components/Button.tsx']));
    expect(r.html).not.toContain('src/main.tsx');
  });

  it('keeps the full lucide-react module when a file uses it other than by icon names', async () => {
    const files = DEFAULT_SAMPLE_PROJECT.map((f) =>
      f.path === 'src/App.tsx' ? { ...f, content: `import * as Icons from 'lucide-react';\nconsole.log(Object.keys(Icons).length);\n${f.content}` } : f,
    );
    const r = ok(await make().bundle(files, mode));
    expect(r.js).toMatch(/from\s*"lucide-react"/);
    expect(r.js).not.toContain('lucide-react/icons/');
  });

  it('bundles the command center sample', async () => {
    const r = ok(await make().bundle(COMMAND_CENTER_PROJECT, mode));
    expect(r.js).toContain('Centre de commandement');
    const en = ok(await make().bundle(commandCenterProject('en'), mode));
    expect(en.js).toContain('Security command center');
    expect(en.js).not.toContain('Centre de commandement');
  });

  it('reports a syntax error with file, line and column', async () => {
    const files: ProjectFile[] = [
      { path: 'src/main.tsx', content: "import { App } from '@/App';\nApp();\n" },
      { path: 'src/App.tsx', content: 'export function App() {\n  const x = ;\n}\n' },
    ];
    const r = await make().bundle(files, mode);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ kind: 'build', level: 'error', file: 'src/App.tsx', line: 2, column: 13 });
  });

  it('fails before rendering on an unavailable package, naming it', async () => {
    const r = await make('fr').bundle([{ path: 'App.tsx', content: "import axios from 'axios';\nexport default () => <p>{String(axios)}</p>;\n" }], mode);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]?.message).toContain('« axios »');
    expect(r.errors[0]).toMatchObject({ file: 'App.tsx', line: 1 });
  });

  it('reports a missing relative file at the import', async () => {
    const r = await make().bundle([{ path: 'src/main.tsx', content: "\nimport './nope';\n" }], mode);
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
    expect(ok(await b.bundle(v1, mode)).js).toContain('first');
    const v2 = [v1[0]!, { path: 'src/msg.ts', content: "export const msg = 'second';\n" }];
    const r2 = ok(await b.bundle(v2, mode));
    expect(r2.js).toContain('second');
    expect(r2.js).not.toContain('first');
    const r3 = ok(await b.bundle([{ path: 'App.jsx', content: 'export default function App() { return <b>third</b>; }\n' }], mode));
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
      ], mode),
    );
    expect(r.kind).toBe('static');
    expect(r.js).toBe('');
    expect(r.html).toContain('<style data-file="style.css">');
    expect(r.html).toContain('h1 { color: red }');
    expect(r.html).toContain('//# sourceURL=script.js');
    expect(r.html).not.toContain('src="script.js"');
  });

  it('says when there is nothing to run', async () => {
    const r = await make('fr').bundle([{ path: 'README.md', content: '#' }], mode);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.message).toContain("Aucun point d'entrée");
  });
});

describe.each([false, true])('fast edit path (Sucrase first: %s)', (withFast) => {
  beforeAll(() => {
    fast = withFast;
  });
  it('rebuilds with the edited file, and maps a position in the linked output back to the file and line', async () => {
    const b = make();
    const files = [
      { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\nimport './a.css';\ncreateRoot(document.body).render(<App />);\n" },
      { path: 'src/App.tsx', content: "import { label } from '@/lib/label';\nexport function App() {\n  const items: string[] | undefined = undefined;\n  return <p>{label}{items!.length}</p>;\n}\n" },
      { path: 'src/lib/label.ts', content: "export const label = 'Hello';\n" },
      { path: 'src/a.css', content: 'p { color: red }' },
    ];
    const r1 = ok(await b.bundle(files, 'dev'));
    expect(r1.css).toContain('color: red');
    const r2 = ok(await b.bundle(files.map((f) => (f.path === 'src/lib/label.ts' ? { ...f, content: "export const label = 'Bonjour';\n" } : f)), 'dev'));
    expect(r2.js).toContain('Bonjour');
    expect(r2.js).not.toContain("'Hello'");
    const { js, locator } = standaloneScript(r2.program!);
    const lines = js.split('\n');
    const at = lines.findIndex((l) => l.includes('items.length'));
    expect(at).toBeGreaterThan(0);
    expect(js).toContain('//# sourceURL=preview-bundle-1.js');
    const pos = locator.originalPosition(at + 1, lines[at]!.indexOf('items') + 1, 'preview-bundle-1.js');
    expect(pos).toMatchObject({ source: 'src/App.tsx', line: 4 });
  });

  it('falls back to a real bundle for CSS @import', async () => {
    const r = ok(
      await make().bundle(
        [
          { path: 'src/main.tsx', content: "import './a.css';\n" },
          { path: 'src/a.css', content: "@import './b.css';\n" },
          { path: 'src/b.css', content: 'p { color: blue }' },
        ],
        'dev',
      ),
    );
    expect(r.program).toBeUndefined();
    expect(r.css).toContain('color: blue');
  });
});
