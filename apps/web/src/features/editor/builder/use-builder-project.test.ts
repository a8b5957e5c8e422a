import { describe, expect, it } from 'vitest';
import { firstFencedBlock } from '@ov/shared';
import { createFile, deleteFile, loadGeneratedApp, renameFile, usableFiles } from '../workspace/file-model';
import { fallbackProject } from '../samples/sentinel-fallback';
import { builderWorkspace, closeBuilderTab } from './use-builder-project';

const files = [{ path: 'index.html', content: '<h1>a</h1>' }, { path: 'a.ts', content: 'x' }, { path: 'b.css', content: '' }];

// The builder's file rules (spec §4 "Builder workspace files") on the workspace core.
describe('builder workspace', () => {
  it('opens the first five files; create opens and selects; rename updates tab and active; delete selects the first remaining; close needs two tabs', () => {
    let ws = builderWorkspace(files);
    expect(ws.openPaths).toEqual(['index.html', 'a.ts', 'b.css']);
    expect(builderWorkspace(Array.from({ length: 7 }, (_, i) => ({ path: `f${i}.js`, content: '' }))).openPaths).toHaveLength(5);
    ws = createFile(ws, 'src/util.ts').workspace;
    expect(ws.activePath).toBe('src/util.ts');
    expect(ws.files.find((f) => f.path === 'src/util.ts')?.content).toContain('export function util');
    expect(createFile(ws, '../evil.js').reason).toBe('empty');
    expect(createFile(ws, 'a.ts').reason).toBe('exists');
    ws = renameFile(ws, 'src/util.ts', 'src/tools.ts').workspace;
    expect(ws.activePath).toBe('src/tools.ts');
    expect(ws.openPaths).toContain('src/tools.ts');
    expect(ws.openPaths).not.toContain('src/util.ts');
    ws = deleteFile(ws, 'src/tools.ts', 'first');
    expect(ws.activePath).toBe('index.html');
    ws = closeBuilderTab(ws, 'index.html');
    expect(ws.activePath).toBe('b.css');
    ws = closeBuilderTab(ws, 'a.ts');
    expect(ws.openPaths).toEqual(['b.css']);
    expect(closeBuilderTab(ws, 'b.css')).toBe(ws);
  });

  it('AI files merge over existing ones; only the first five are shown in tabs, the first selected', () => {
    const more = Array.from({ length: 7 }, (_, i) => ({ path: `f${i}.js`, content: `${i}` }));
    const ws = loadGeneratedApp(builderWorkspace(files), { files: [{ path: 'index.html', content: 'new' }, ...more] }, 'merge', { tabs: 'replace' })!;
    expect(ws.files).toHaveLength(3 + 7);
    expect(ws.files.find((f) => f.path === 'index.html')?.content).toBe('new');
    expect(ws.openPaths).toEqual(['index.html', 'f0.js', 'f1.js', 'f2.js', 'f3.js']);
    expect(ws.activePath).toBe('index.html');
  });

  it('applies only AI files with a valid path and text content; a text answer gives its first code block', () => {
    expect(usableFiles([{ path: 'a.js', content: '1' }, { path: 'b.js' }, { path: '', content: 'x' }, { path: '../c', content: 'x' }, null, { path: 'd.js', content: 2 }])).toEqual([
      { path: 'a.js', content: '1' },
    ]);
    expect(firstFencedBlock('Voici :\n```ts\nconst a = 1;\n```\npuis\n```js\nb\n```')?.body).toBe('const a = 1;');
    expect(firstFencedBlock('pas de code')).toBeNull();
  });

  it('fallback app: index.html, style.css, script.js with the prompt as an escaped title', () => {
    const app = fallbackProject('Radar <script>');
    expect(app.map((f) => f.path)).toEqual(['index.html', 'style.css', 'script.js']);
    expect(app[0]!.content).toContain('<title>Radar &lt;script&gt;</title>');
    expect(app[0]!.content).toContain('<script src="script.js"></script>');
  });
});
