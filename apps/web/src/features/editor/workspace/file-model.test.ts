import { describe, expect, it } from 'vitest';
import {
  applyEditorChange,
  changesSinceSave,
  closeFile,
  createFile,
  createWorkspace,
  deleteFile,
  isModified,
  languageFromPath,
  loadGeneratedApp,
  markSaved,
  modelPath,
  normalizePath,
  openFile,
  renameFile,
  replaceFiles,
  starterContent,
  toggleFolder,
  updateContent,
} from './file-model';
import { buildTree } from './file-tree';
import { replaceInFiles, searchFiles } from '../utils/search';

const files = [
  { path: 'src/App.tsx', content: 'export default function App() { return <h1>Bonjour</h1>; }\n' },
  { path: 'src/main.tsx', content: "import App from './App';\n" },
  { path: 'src/index.css', content: 'body { margin: 0; }\n' },
  { path: 'README.md', content: '# Projet\n' },
];

describe('languageFromPath (spec §5)', () => {
  it.each([
    ['a.html', 'html'],
    ['a.css', 'css'],
    ['a.js', 'javascript'],
    ['a.jsx', 'javascript'],
    ['a.ts', 'typescript'],
    ['src/a.tsx', 'typescript'],
    ['a.json', 'json'],
    ['a.md', 'markdown'],
    ['a.py', 'python'],
    ['a.php', 'php'],
    ['a.java', 'java'],
    ['a.c', 'cpp'],
    ['a.cpp', 'cpp'],
    ['a.sql', 'sql'],
    ['Makefile', 'plaintext'],
    ['a.rs', 'plaintext'],
    ['A.TSX', 'typescript'],
  ])('%s → %s', (path, lang) => expect(languageFromPath(path)).toBe(lang));
});

describe('workspace rules (spec §4)', () => {
  it('opens App by default and starts with every file saved', () => {
    const ws = createWorkspace(files);
    expect(ws.activePath).toBe('src/App.tsx');
    expect(ws.openPaths).toEqual(['src/App.tsx']);
    expect(changesSinceSave(ws)).toEqual([]);
    expect(ws.expanded).toEqual(['src']);
  });

  it('creates a TypeScript file with a starter template, opens and selects it', () => {
    const { workspace, created } = createFile(createWorkspace(files), 'Radar.tsx', 'src/components');
    expect(created).toBe('src/components/Radar.tsx');
    expect(workspace.activePath).toBe('src/components/Radar.tsx');
    expect(workspace.openPaths).toContain('src/components/Radar.tsx');
    expect(workspace.files.find((f) => f.path === created)!.content).toContain('export function Radar()');
    expect(workspace.expanded).toContain('src/components');
    expect(isModified(workspace, created!)).toBe(true);
  });

  it('gives other languages a comment header', () => {
    expect(starterContent('style.css')).toBe('/* style.css */\n');
    expect(starterContent('page.html')).toBe('<!-- page.html -->\n');
    expect(starterContent('tool.py')).toBe('# tool.py\n');
    expect(starterContent('app.js')).toBe('// app.js\n');
    expect(JSON.parse(starterContent('data.json'))).toEqual({});
  });

  it('an empty or invalid name creates nothing', () => {
    const ws = createWorkspace(files);
    for (const name of ['', '   ', '/', '../x.ts', 'a/./b']) {
      const r = createFile(ws, name);
      expect(r.created).toBeNull();
      expect(r.workspace.files).toHaveLength(files.length);
    }
  });

  it('creating an existing path only opens it', () => {
    const r = createFile(createWorkspace(files), 'README.md');
    expect(r.created).toBeNull();
    expect(r.reason).toBe('exists');
    expect(r.workspace.activePath).toBe('README.md');
    expect(r.workspace.files).toHaveLength(files.length);
  });

  it('deleting the active file selects the first remaining tab (component variant: the last)', () => {
    let ws = createWorkspace(files);
    ws = openFile(openFile(openFile(ws, 'src/main.tsx'), 'README.md'), 'src/index.css');
    expect(ws.openPaths).toEqual(['src/App.tsx', 'src/main.tsx', 'README.md', 'src/index.css']);
    const first = deleteFile(ws, 'src/index.css');
    expect(first.activePath).toBe('src/App.tsx');
    expect(first.files.some((f) => f.path === 'src/index.css')).toBe(false);
    expect(first.openPaths).not.toContain('src/index.css');
    expect(deleteFile(ws, 'src/index.css', 'last').activePath).toBe('README.md');
    // Deleting another file keeps the selection.
    expect(deleteFile(ws, 'src/main.tsx').activePath).toBe('src/index.css');
    // The deletion shows as a change since the last save.
    expect(changesSinceSave(first)).toEqual([{ path: 'src/index.css', status: 'deleted', before: 'body { margin: 0; }\n', after: '' }]);
  });

  it('closing the active tab selects the last remaining open file; closing all leaves none', () => {
    let ws = createWorkspace(files);
    ws = openFile(openFile(ws, 'src/main.tsx'), 'README.md');
    ws = openFile(ws, 'src/main.tsx');
    ws = closeFile(ws, 'src/main.tsx');
    expect(ws.openPaths).toEqual(['src/App.tsx', 'README.md']);
    expect(ws.activePath).toBe('README.md');
    ws = closeFile(closeFile(ws, 'README.md'), 'src/App.tsx');
    expect(ws.activePath).toBeNull();
    expect(ws.files).toHaveLength(files.length);
  });

  it('opening does not duplicate tabs; unknown paths are ignored', () => {
    const ws = openFile(openFile(createWorkspace(files), 'README.md'), 'README.md');
    expect(ws.openPaths.filter((p) => p === 'README.md')).toHaveLength(1);
    expect(openFile(ws, 'nope.ts')).toBe(ws);
  });

  it('folders toggle open and closed and show in the tree', () => {
    let ws = createWorkspace(files);
    expect(buildTree(ws)[0]).toMatchObject({ name: 'src', type: 'folder', isOpen: true });
    ws = toggleFolder(ws, 'src');
    expect(buildTree(ws)[0]).toMatchObject({ name: 'src', isOpen: false });
    ws = toggleFolder(ws, 'src');
    expect(buildTree(ws)[0]!.isOpen).toBe(true);
    expect(buildTree(ws).map((n) => n.name)).toEqual(['src', 'README.md']);
    expect(buildTree(ws)[0]!.children!.map((n) => n.name)).toEqual(['App.tsx', 'index.css', 'main.tsx']);
  });

  it('modified flags follow edits and clear on save; edits back to the saved text clear them too', () => {
    let ws = createWorkspace(files);
    ws = updateContent(ws, 'README.md', '# Projet 2\n');
    expect(isModified(ws, 'README.md')).toBe(true);
    expect(buildTree(ws).find((n) => n.path === 'README.md')!.modified).toBe(true);
    expect(changesSinceSave(ws)).toEqual([{ path: 'README.md', status: 'modified', before: '# Projet\n', after: '# Projet 2\n' }]);
    expect(isModified(updateContent(ws, 'README.md', '# Projet\n'), 'README.md')).toBe(false);
    ws = markSaved(ws);
    expect(isModified(ws, 'README.md')).toBe(false);
    expect(changesSinceSave(ws)).toEqual([]);
  });

  it('renames a file: the open tab and the active file follow; collisions and empty names are refused', () => {
    const ws = openFile(createWorkspace(files), 'src/index.css');
    const r = renameFile(ws, 'src/index.css', 'theme.css');
    expect(r.renamed).toBe('src/theme.css');
    expect(r.workspace.activePath).toBe('src/theme.css');
    expect(r.workspace.openPaths).toEqual(['src/App.tsx', 'src/theme.css']);
    expect(renameFile(ws, 'src/index.css', 'main.tsx').reason).toBe('exists');
    expect(renameFile(ws, 'src/index.css', '  ').reason).toBe('empty');
  });

  it('normalizes paths', () => {
    expect(normalizePath(' ./src//a.ts ')).toBe('src/a.ts');
    expect(normalizePath('/a.ts')).toBe('a.ts');
    expect(normalizePath('src/../a.ts')).toBe('');
  });
});

describe('generated apps (spec §4, §5)', () => {
  const app = {
    appType: 'dashboard',
    files: [
      { path: 'a.ts', content: '1' },
      { path: 'b.ts', content: '2' },
      { path: 'c.ts' },
      { content: 'no path' },
      { path: 'd.ts', content: 4 },
      { path: 'e.ts', content: '5' },
      { path: 'f.ts', content: '6' },
      { path: 'g.ts', content: '7' },
      { path: 'h.ts', content: '8' },
      null,
    ],
  };

  it('replace: loads only files with path and content, opens up to five and selects the first', () => {
    const ws = loadGeneratedApp(createWorkspace(files), app)!;
    expect(ws.files.map((f) => f.path)).toEqual(['a.ts', 'b.ts', 'e.ts', 'f.ts', 'g.ts', 'h.ts']);
    expect(ws.openPaths).toEqual(['a.ts', 'b.ts', 'e.ts', 'f.ts', 'g.ts']);
    expect(ws.activePath).toBe('a.ts');
    // Not saved yet: every file is a change until the first save.
    expect(changesSinceSave(ws).every((c) => c.status === 'added')).toBe(true);
  });

  it('merge: keeps the existing files, the app wins on the same path', () => {
    const ws = loadGeneratedApp(createWorkspace(files), { files: [{ path: 'README.md', content: '# Neuf\n' }, { path: 'x.ts', content: 'x' }] }, 'merge')!;
    expect(ws.files).toHaveLength(files.length + 1);
    expect(ws.files.find((f) => f.path === 'README.md')!.content).toBe('# Neuf\n');
    expect(ws.activePath).toBe('README.md');
    expect(ws.openPaths).toEqual(['src/App.tsx', 'README.md', 'x.ts']);
  });

  it('an app without usable files loads nothing', () => {
    expect(loadGeneratedApp(createWorkspace(files), { files: [{ path: 'a' }] })).toBeNull();
    expect(loadGeneratedApp(createWorkspace(files), { files: 'nope' })).toBeNull();
  });

  it('replaceFiles (restore) keeps open tabs that still exist and can mark the result saved', () => {
    const ws = openFile(createWorkspace(files), 'README.md');
    const restored = replaceFiles(ws, [{ path: 'README.md', content: 'old' }], { markSaved: true });
    expect(restored.openPaths).toEqual(['README.md']);
    expect(restored.activePath).toBe('README.md');
    expect(changesSinceSave(restored)).toEqual([]);
  });
});

describe('search and replace across files', () => {
  it('finds plain text case-insensitively by default, with line and column', () => {
    const r = searchFiles(files, 'app', { regex: false, caseSensitive: false });
    expect(r.matches.map((m) => [m.path, m.line, m.column])).toEqual([
      ['src/App.tsx', 1, 25],
      ['src/main.tsx', 1, 8],
      ['src/main.tsx', 1, 20],
    ]);
    expect(searchFiles(files, 'App', { regex: false, caseSensitive: true }).matches).toHaveLength(3);
    expect(searchFiles(files, 'app', { regex: false, caseSensitive: true }).matches).toHaveLength(0);
  });

  it('treats regex characters literally unless regex is on; reports invalid patterns', () => {
    expect(searchFiles(files, 'margin: \\d', { regex: true, caseSensitive: false }).matches).toHaveLength(1);
    expect(searchFiles(files, '{ m', { regex: false, caseSensitive: false }).matches).toHaveLength(1);
    expect(searchFiles(files, '(', { regex: true, caseSensitive: false }).error).toBe('invalidRegex');
    expect(searchFiles(files, 'x*', { regex: true, caseSensitive: false }).error).toBe('invalidRegex');
  });

  it('replaces in every file or in one, with groups in regex mode', () => {
    const all = replaceInFiles(files, 'app', 'Root', { regex: false, caseSensitive: false });
    expect(all.count).toBe(3);
    expect(all.changed).toEqual(['src/App.tsx', 'src/main.tsx']);
    expect(all.files[1]!.content).toBe("import Root from './Root';\n");
    const one = replaceInFiles(files, 'App', 'Root', { regex: false, caseSensitive: true }, 'src/App.tsx');
    expect(one.count).toBe(1);
    const groups = replaceInFiles(files, 'margin: (\\d)', 'padding: $1', { regex: true, caseSensitive: false });
    expect(groups.files[2]!.content).toBe('body { padding: 0; }\n');
  });
});

describe('editor changes (decision 104: the change names the model it happened in)', () => {
  it('applies to the file of the model, or to the active file without one; an unknown file changes nothing', () => {
    const ws = createWorkspace(files, ['src/App.tsx']);
    expect(applyEditorChange(ws, 'x', modelPath('README.md')).files.find((f) => f.path === 'README.md')?.content).toBe('x');
    expect(applyEditorChange(ws, 'y').files.find((f) => f.path === 'src/App.tsx')?.content).toBe('y');
    expect(applyEditorChange(ws, 'z', modelPath('gone.ts'))).toBe(ws);
  });
});
