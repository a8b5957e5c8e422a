import { describe, expect, it } from 'vitest';
import { detectEntry, moduleScripts, virtualEntryPath } from './entry';
import { createVfs, normalizePath } from './vfs';

const vfs = (files: Record<string, string>) => createVfs(Object.entries(files).map(([path, content]) => ({ path, content })));

describe('normalizePath', () => {
  it('drops ./ and leading slashes and collapses ..', () => {
    expect(normalizePath('./src/../src/./App.tsx')).toBe('src/App.tsx');
    expect(normalizePath('/index.html')).toBe('index.html');
    expect(normalizePath('src\\components\\Button.tsx')).toBe('src/components/Button.tsx');
  });
});

describe('detectEntry', () => {
  it('finds the module script of a Vite-style index.html and removes its tag', () => {
    const e = detectEntry(
      vfs({
        'index.html': '<html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
        'src/main.tsx': 'x',
        'src/App.tsx': 'y',
      }),
    );
    expect(e?.kind).toBe('vite');
    expect(e && 'entry' in e && e.entry).toBe('src/main.tsx');
    expect(e?.html).not.toContain('src/main.tsx');
    expect(e?.html).toContain('id="root"');
  });

  it('accepts src before type and relative paths', () => {
    const v = vfs({ 'index.html': '<script src="./src/index.jsx" type="module"></script>', 'src/index.jsx': '' });
    expect(moduleScripts(v.get('index.html')!, 'index.html', v).map(([, p]) => p)).toEqual(['src/index.jsx']);
  });

  it('uses src/main.tsx without index.html and adds a root element', () => {
    const e = detectEntry(vfs({ 'src/main.tsx': '', 'src/App.tsx': '' }));
    expect(e?.kind).toBe('vite');
    expect(e?.html).toContain('id="root"');
  });

  it('renders a lone App.tsx through a generated entry beside it, importing index.css when present', () => {
    const e = detectEntry(vfs({ 'src/App.tsx': 'export default function App() { return null }', 'src/index.css': 'body{}' }));
    expect(e?.kind).toBe('app');
    if (e?.kind !== 'app') throw new Error('kind');
    expect(virtualEntryPath(e)).toBe('src/__ov_entry__.tsx');
    expect(e.entrySource).toContain(`import "./index.css";`);
    expect(e.entrySource).toContain(`from "./App"`);
    expect(e.entrySource).toContain('createRoot');
  });

  it('treats index.html with classic scripts as a static project', () => {
    const e = detectEntry(vfs({ 'index.html': '<link rel="stylesheet" href="style.css"><script src="script.js"></script>', 'style.css': '', 'script.js': '' }));
    expect(e?.kind).toBe('static');
  });

  it('prefers the module entry over App.tsx, and returns null for a project with nothing to run', () => {
    expect(detectEntry(vfs({ 'src/main.tsx': '', 'App.tsx': '' }))?.kind).toBe('vite');
    expect(detectEntry(vfs({ 'README.md': '# hi', 'package.json': '{}' }))).toBeNull();
  });
});
