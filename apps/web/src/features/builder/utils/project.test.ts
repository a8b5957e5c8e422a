import { describe, expect, it } from 'vitest';
import { exportFileName, isValidPath, languageOf, LIMITS, parseImport, serialiseExport, toExported } from './project';
import { applicableFiles, fallbackProject, firstCodeBlock } from './ai';
import { builderReducer, initialState } from '../hooks/use-builder-project';

const project = { name: 'p', files: [{ path: 'index.html', content: '<h1>a</h1>' }, { path: 'a.ts', content: 'x' }, { path: 'b.css', content: '' }] };

describe('builder files', () => {
  it('languages from extensions (spec §5)', () => {
    expect(['a.html', 'a.css', 'a.js', 'a.jsx', 'a.ts', 'a.tsx', 'a.json', 'a.md', 'a.py', 'a.php', 'a.java', 'a.c', 'a.cpp', 'a.sql', 'a.txt'].map(languageOf)).toEqual([
      'html', 'css', 'javascript', 'javascript', 'typescript', 'typescript', 'json', 'markdown', 'python', 'php', 'java', 'cpp', 'cpp', 'sql', 'plaintext',
    ]);
  });

  it('paths: relative, no .., no backslash or control characters', () => {
    for (const ok of ['index.html', 'src/App.tsx', 'a/b/c.d.ts']) expect(isValidPath(ok)).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../b', 'a/./b', 'a\\b', 'a//b', 'dir/', 'a\u0000b', 'x'.repeat(256), 42]) expect(isValidPath(bad)).toBe(false);
  });

  it('create opens and selects; rename updates tab and active; delete selects the first remaining; close needs two tabs', () => {
    let s = initialState(project);
    expect(s.open).toEqual(['index.html', 'a.ts', 'b.css']);
    s = builderReducer(s, { type: 'create', path: 'src/util.ts' });
    expect(s.active).toBe('src/util.ts');
    expect(s.project.files.find((f) => f.path === 'src/util.ts')?.content).toContain('export function util');
    expect(builderReducer(s, { type: 'create', path: 'a.ts' })).toBe(s);
    s = builderReducer(s, { type: 'rename', from: 'src/util.ts', to: 'src/tools.ts' });
    expect(s.active).toBe('src/tools.ts');
    expect(s.open).toContain('src/tools.ts');
    expect(s.open).not.toContain('src/util.ts');
    s = builderReducer(s, { type: 'delete', path: 'src/tools.ts' });
    expect(s.active).toBe('index.html');
    s = builderReducer(s, { type: 'close', path: 'index.html' });
    expect(s.active).toBe('b.css');
    s = builderReducer(s, { type: 'close', path: 'a.ts' });
    expect(s.open).toEqual(['b.css']);
    expect(builderReducer(s, { type: 'close', path: 'b.css' })).toBe(s);
  });

  it('merge applies AI files over existing ones and opens at most five', () => {
    const files = Array.from({ length: 7 }, (_, i) => ({ path: `f${i}.js`, content: `${i}` }));
    const s = builderReducer(initialState(project), { type: 'merge', files: [{ path: 'index.html', content: 'new' }, ...files] });
    expect(s.project.files).toHaveLength(3 + 7);
    expect(s.project.files.find((f) => f.path === 'index.html')?.content).toBe('new');
    expect(s.open).toHaveLength(5);
    expect(s.active).toBe('index.html');
  });
});

describe('import and export', () => {
  it('export: name, files map, metadata; 2-space JSON; dated file name; round trip', () => {
    const now = new Date('2026-08-30T10:00:00Z');
    expect(toExported(project, now)).toEqual({
      name: 'p',
      files: { 'index.html': '<h1>a</h1>', 'a.ts': 'x', 'b.css': '' },
      metadata: { created: '2026-08-30T10:00:00.000Z', generator: 'OV Sentinel Builder', version: '1.0.0' },
    });
    const text = serialiseExport(project, now);
    expect(text.split('\n')[1]).toBe('  "name": "p",');
    expect(exportFileName(now)).toBe('sentinel-project-2026-08-30.json');
    const back = parseImport(exportFileName(now), text);
    expect(back).toEqual({ ok: true, project });
  });

  it('rejects anything but a .json with a valid files object', () => {
    const good = JSON.stringify({ files: { 'a.js': '1' } });
    expect(parseImport('p.json', good).ok).toBe(true);
    expect(parseImport('p.txt', good)).toEqual({ ok: false, reason: 'extension' });
    expect(parseImport('p.json', '{not json')).toEqual({ ok: false, reason: 'json' });
    expect(parseImport('p.json', '[]').ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: [] })).ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: {} })).ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: { '../evil.js': 'x' } }))).toEqual({ ok: false, reason: 'path' });
    expect(parseImport('p.json', JSON.stringify({ files: { '/abs.js': 'x' } })).ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: { 'a.js': 1 } }))).toEqual({ ok: false, reason: 'content' });
    expect(parseImport('p.json', JSON.stringify({ files: { 'a.js': 'x'.repeat(LIMITS.fileBytes + 1) } }))).toEqual({ ok: false, reason: 'file-size' });
    const many = Object.fromEntries(Array.from({ length: LIMITS.files + 1 }, (_, i) => [`f${i}.js`, '']));
    expect(parseImport('p.json', JSON.stringify({ files: many }))).toEqual({ ok: false, reason: 'count' });
  });
});

describe('AI helpers', () => {
  it('applies only files with a valid path and text content; extracts the first code block', () => {
    expect(applicableFiles([{ path: 'a.js', content: '1' }, { path: 'b.js' }, { path: '', content: 'x' }, { path: '../c', content: 'x' }, null, { path: 'd.js', content: 2 }])).toEqual([
      { path: 'a.js', content: '1' },
    ]);
    expect(applicableFiles('nope')).toEqual([]);
    expect(firstCodeBlock('Voici :\n```ts\nconst a = 1;\n```\npuis\n```js\nb\n```')).toBe('const a = 1;');
    expect(firstCodeBlock('pas de code')).toBeNull();
  });

  it('fallback app: index.html, style.css, script.js with the prompt as an escaped title', () => {
    const files = fallbackProject('Radar <script>');
    expect(files.map((f) => f.path)).toEqual(['index.html', 'style.css', 'script.js']);
    expect(files[0]!.content).toContain('<title>Radar &lt;script&gt;</title>');
  });
});
