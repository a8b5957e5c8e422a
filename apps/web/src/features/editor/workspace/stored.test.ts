import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredWorkspace, writeStoredWorkspace, WORKSPACE_KEY } from './use-workspace';
import { BUILDER_STORAGE_KEY, builderProjectStore, codeEditorFilesStore, viewModeStore } from './stored';

describe('stored working copies (zod-checked)', () => {
  beforeEach(() => localStorage.clear());

  it('/editor: a copy round-trips; files without a valid path or text are dropped; a copy without usable files reads as none', () => {
    const copy = { projectId: 'p1', name: 'Radar', files: [{ path: 'a.ts', content: '1' }], saved: { 'a.ts': '0' }, openPaths: ['a.ts'], activePath: 'a.ts', savedAt: null };
    expect(writeStoredWorkspace(copy)).toBe(true);
    expect(readStoredWorkspace()).toEqual(copy);
    localStorage.setItem(WORKSPACE_KEY, JSON.stringify({ ...copy, name: '  ', saved: { 'a.ts': 3 }, openPaths: ['a.ts', 7], files: [...copy.files, { path: '../x', content: '' }, { path: 'b.ts' }] }));
    expect(readStoredWorkspace()).toEqual({ ...copy, name: '', saved: {}, openPaths: ['a.ts'] });
    localStorage.setItem(WORKSPACE_KEY, JSON.stringify({ ...copy, files: [{ path: '/etc/../x', content: '' }] }));
    expect(readStoredWorkspace()).toBeNull();
    localStorage.setItem(WORKSPACE_KEY, '{not json');
    expect(readStoredWorkspace()).toBeNull();
  });

  it('/code-editor: the saved files and the view mode fall back when unreadable', () => {
    expect(codeEditorFilesStore.read()).toEqual([]);
    codeEditorFilesStore.write([{ path: 'index.html', content: '<h1>a</h1>' }]);
    expect(codeEditorFilesStore.read()).toEqual([{ path: 'index.html', content: '<h1>a</h1>' }]);
    expect(viewModeStore.read()).toBe('split');
    viewModeStore.write('preview');
    expect(localStorage.getItem('ov_view')).toBe('preview');
    localStorage.setItem('ov_view', 'mosaic');
    expect(viewModeStore.read()).toBe('split');
  });

  it('/builder: the project keeps its valid files; an unreadable one reads as none (the starter project is shown)', () => {
    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ name: 'p', files: [{ path: 'a.js', content: '1' }, { path: '../b.js', content: '2' }, { path: 'c.js', content: 3 }] }));
    expect(builderProjectStore.read()).toEqual({ name: 'p', files: [{ path: 'a.js', content: '1' }] });
    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ name: 'p', files: 'nope' }));
    expect(builderProjectStore.read()).toBeNull();
  });
});
