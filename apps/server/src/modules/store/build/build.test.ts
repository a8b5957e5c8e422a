import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApp, PROMPT_CORPUS } from '../../ai';
import { buildApp } from './build';

const opts = { budgetMs: 60_000, now: () => 0 };
const file = (path: string, content: string) => ({ path, content });

describe('buildApp (the server-side build of a pinned version)', () => {
  it('builds a generated app into index.html + app.js + app.css importing only the platform runtime', async () => {
    const app = generateApp(PROMPT_CORPUS[0]!);
    const r = await buildApp(app.files, opts);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.files.map((f) => f.path)).toEqual(['index.html', 'app.js', 'app.css']);
    const html = r.files[0]!.content;
    expect(html).toContain('<script type="importmap">');
    expect(html).toContain('"react-dom/client":"/runtime/react-dom-client.js"');
    expect(html).toContain('<script type="module" src="./app.js"></script>');
    expect(html).not.toMatch(/src\/main\.tsx|https?:\/\//);
    expect(r.imports).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'react/jsx-runtime']));
    const js = r.files[1]!.content;
    // only bare runtime imports remain, nothing from another origin
    const specifiers = [...js.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(specifiers.every((s) => r.imports.includes(s!))).toBe(true);
    // the import map is the page's one inline script, and its CSP hash is the one given
    const map = /<script type="importmap">([^<]*)<\/script>/.exec(html)![1]!;
    expect(r.scriptHashes).toEqual([`sha256-${createHash('sha256').update(map).digest('base64')}`]);
  });

  it('is deterministic: the same files (in any order) give the same bytes and hash', async () => {
    const app = generateApp(PROMPT_CORPUS[1]!);
    const a = await buildApp(app.files, opts);
    const b = await buildApp([...app.files].reverse(), opts);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(b.hash).toBe(a.hash);
    expect(b.files).toEqual(a.files);
  });

  it('builds a single App.tsx with a generated entry, and a runtime base of the caller', async () => {
    const r = await buildApp([file('App.tsx', "import { Shield } from 'lucide-react';\nexport default function App() { return <main><Shield aria-hidden /> Bonjour</main>; }\n")], { ...opts, runtimeBase: '/rt' });
    expect(r.ok && r.kind).toBe('app');
    if (!r.ok) return;
    expect(r.files.map((f) => f.path)).toEqual(['index.html', 'app.js']);
    expect(r.files[0]!.content).toContain('"lucide-react":"/rt/lucide-react.js"');
  });

  it('builds a plain HTML page: local styles into app.css, local scripts into app.js', async () => {
    const app = generateApp(PROMPT_CORPUS[0]!, { plain: true });
    const r = await buildApp(app.files, opts);
    expect(r.ok && r.kind).toBe('static');
    if (!r.ok) return;
    const html = r.files.find((f) => f.path === 'index.html')!.content;
    expect(html).toContain('<link rel="stylesheet" href="./app.css" />');
    expect(html).toContain('<script src="./app.js"></script>');
    expect(html).not.toContain('style.css');
    expect(r.files.find((f) => f.path === 'app.js')!.content.length).toBeGreaterThan(100);
  });

  it('returns a failure, never a throw: no entry, a syntax error (with its place), an unknown package, an external import', async () => {
    const none = await buildApp([file('README.md', '# x')], opts);
    expect(none).toMatchObject({ ok: false, code: 'no_entry' });
    const syntax = await buildApp([file('src/App.tsx', 'export default function App() {\n  const x = ;\n  return <p>{x}</p>;\n}\n')], opts);
    expect(syntax).toMatchObject({ ok: false, code: 'build_failed' });
    if (!syntax.ok) {
      expect(syntax.errors[0]).toMatchObject({ file: 'src/App.tsx', line: 2 });
      expect(syntax.message.fr).toMatch(/échoué/);
    }
    const pkg = await buildApp([file('src/App.tsx', "import _ from 'lodash';\nexport default () => <p>{_.VERSION}</p>;\n")], opts);
    expect(pkg).toMatchObject({ ok: false, code: 'build_failed' });
    if (!pkg.ok) expect(pkg.errors[0]!.text).toMatch(/lodash.*not served/);
    const cdn = await buildApp([file('src/App.tsx', "import x from 'https://cdn.example.com/x.js';\nexport default () => <p>{x}</p>;\n")], opts);
    expect(cdn).toMatchObject({ ok: false, code: 'build_failed' });
  });

  it('says when the budget ran out (injected clock)', async () => {
    let t = 0;
    const r = await buildApp(generateApp(PROMPT_CORPUS[0]!).files, { budgetMs: 100, now: () => (t += 1000) });
    expect(r).toMatchObject({ ok: false, code: 'budget_exceeded' });
    if (!r.ok) expect(r.message.en).toMatch(/ran out of time/);
  });
});
