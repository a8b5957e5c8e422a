// The workspace's file model, shared by /editor, /code-editor and /builder: pure functions over a workspace state
// (spec §4, editor states and builder workspace files). Components hold the state with `useWorkspaceState`
// (./use-workspace.ts); tests call these functions directly. Paths follow @ov/shared's one project path rule.
import { normalizeProjectPath, type ProjectFile } from '@ov/shared';
import { languageFromPath, starterContent, type FileLanguage, type PickerLanguage } from './languages';

export type { ProjectFile };
export { baseName, languageFromPath, PICKER_LANGUAGES, starterContent, type FileLanguage, type PickerLanguage } from './languages';

/** What a user typed, made a project path; '' for names that create nothing (empty, `..`, too long…). */
export const normalizePath = (raw: string): string => normalizeProjectPath(raw) ?? '';

export type Workspace = {
  files: ProjectFile[];
  /** Content of every file at the last save (path → content): drives modified flags and the change list. */
  saved: Record<string, string>;
  openPaths: string[];
  activePath: string | null;
  /** Open folders of the tree. */
  expanded: string[];
  /** Language chosen in the picker for a file, overriding its extension. */
  languageOverrides: Record<string, PickerLanguage>;
};

export const MAX_OPEN_FROM_APP = 5;

/** A workspace whose files are all saved; `open` files are opened (the first is active). */
export function createWorkspace(files: readonly ProjectFile[], open?: readonly string[]): Workspace {
  const clean = dedupe(usableFiles(files));
  const openPaths = (open ?? defaultOpen(clean)).filter((p) => clean.some((f) => f.path === p));
  return {
    files: clean,
    saved: Object.fromEntries(clean.map((f) => [f.path, f.content])),
    openPaths,
    activePath: openPaths[0] ?? null,
    expanded: foldersOf(clean.map((f) => f.path)),
    languageOverrides: {},
  };
}

function defaultOpen(files: ProjectFile[]): string[] {
  const preferred = files.find((f) => /(^|\/)App\.(t|j)sx?$/.test(f.path)) ?? files.find((f) => /(^|\/)index\.html$/.test(f.path)) ?? files[0];
  return preferred ? [preferred.path] : [];
}

/** Spec §5: only files with both a path and text content are loaded. */
export function usableFiles(files: readonly unknown[] | null | undefined): ProjectFile[] {
  if (!Array.isArray(files)) return [];
  const out: ProjectFile[] = [];
  for (const f of files) {
    if (!f || typeof f !== 'object') continue;
    const { path, content } = f as { path?: unknown; content?: unknown };
    if (typeof path !== 'string' || typeof content !== 'string') continue;
    const p = normalizePath(path);
    if (p) out.push({ path: p, content });
  }
  return out;
}

function dedupe(files: ProjectFile[]): ProjectFile[] {
  const map = new Map<string, ProjectFile>();
  for (const f of files) map.set(f.path, f);
  return [...map.values()];
}

/** Every folder path that contains one of `paths` (a/b/c.ts → a, a/b). */
export function foldersOf(paths: readonly string[]): string[] {
  const set = new Set<string>();
  for (const p of paths) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) set.add(parts.slice(0, i).join('/'));
  }
  return [...set].sort();
}

export const isModified = (ws: Workspace, path: string): boolean => {
  const f = ws.files.find((x) => x.path === path);
  return !!f && ws.saved[path] !== f.content;
};

export const fileLanguage = (ws: Workspace, path: string): FileLanguage | PickerLanguage => ws.languageOverrides[path] ?? languageFromPath(path);

export type CreateResult = { workspace: Workspace; created: string | null; reason?: 'empty' | 'exists' };

/** Adds a file, opens a tab and selects it; an empty (or invalid) name creates nothing, an existing path is only opened. */
export function createFile(ws: Workspace, rawName: string, folder?: string | null): CreateResult {
  const name = normalizePath(rawName);
  if (!name) return { workspace: ws, created: null, reason: 'empty' };
  const path = folder ? normalizePath(`${folder}/${name}`) : name;
  if (!path) return { workspace: ws, created: null, reason: 'empty' };
  if (ws.files.some((f) => f.path === path)) return { workspace: openFile(ws, path), created: null, reason: 'exists' };
  const files = [...ws.files, { path, content: starterContent(path) }];
  return {
    workspace: {
      ...ws,
      files,
      openPaths: ws.openPaths.includes(path) ? ws.openPaths : [...ws.openPaths, path],
      activePath: path,
      expanded: [...new Set([...ws.expanded, ...foldersOf([path])])].sort(),
    },
    created: path,
  };
}

/**
 * Removes a file and its tab. If it was active, the first remaining tab is selected (the component variant
 * selects the last: `select: 'last'`).
 */
export function deleteFile(ws: Workspace, path: string, select: 'first' | 'last' = 'first'): Workspace {
  if (!ws.files.some((f) => f.path === path)) return ws;
  const openPaths = ws.openPaths.filter((p) => p !== path);
  const activePath = ws.activePath === path ? ((select === 'first' ? openPaths[0] : openPaths[openPaths.length - 1]) ?? null) : ws.activePath;
  const { [path]: _dropped, ...languageOverrides } = ws.languageOverrides;
  return { ...ws, files: ws.files.filter((f) => f.path !== path), openPaths, activePath, languageOverrides };
}

/** Adds the file to the open list (if absent) and selects it. */
export function openFile(ws: Workspace, path: string): Workspace {
  if (!ws.files.some((f) => f.path === path)) return ws;
  return { ...ws, openPaths: ws.openPaths.includes(path) ? ws.openPaths : [...ws.openPaths, path], activePath: path };
}

/** Closes a tab; closing the active one selects the last remaining open file. */
export function closeFile(ws: Workspace, path: string): Workspace {
  if (!ws.openPaths.includes(path)) return ws;
  const openPaths = ws.openPaths.filter((p) => p !== path);
  const activePath = ws.activePath === path ? (openPaths[openPaths.length - 1] ?? null) : ws.activePath;
  return { ...ws, openPaths, activePath };
}

export function toggleFolder(ws: Workspace, folder: string): Workspace {
  const expanded = ws.expanded.includes(folder) ? ws.expanded.filter((f) => f !== folder) : [...ws.expanded, folder].sort();
  return { ...ws, expanded };
}

export function updateContent(ws: Workspace, path: string, content: string): Workspace {
  const i = ws.files.findIndex((f) => f.path === path);
  if (i < 0 || ws.files[i]!.content === content) return ws;
  const files = ws.files.slice();
  files[i] = { path, content };
  return { ...ws, files };
}

/** The Monaco model path a workspace file is opened under in the editors. */
export const modelPath = (path: string): string => `file:///${path}`;

/** A change Monaco reports for the model it happened in (`file:///<path>`, else the active file), applied to that file. */
export function applyEditorChange(ws: Workspace, value: string, fromModel?: string): Workspace {
  const path = fromModel?.startsWith('file:///') ? fromModel.slice('file:///'.length) : ws.activePath;
  return path ? updateContent(ws, path, value) : ws;
}

export type RenameResult = { workspace: Workspace; renamed: string | null; reason?: 'empty' | 'exists' | 'missing' };

/** Renames a file within its folder (or to a new relative path); the open tab and the active file follow. */
export function renameFile(ws: Workspace, from: string, rawTo: string): RenameResult {
  if (!ws.files.some((f) => f.path === from)) return { workspace: ws, renamed: null, reason: 'missing' };
  const name = normalizePath(rawTo);
  if (!name) return { workspace: ws, renamed: null, reason: 'empty' };
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  const to = name.includes('/') || !folder ? name : `${folder}/${name}`;
  if (to === from) return { workspace: ws, renamed: null };
  if (ws.files.some((f) => f.path === to)) return { workspace: ws, renamed: null, reason: 'exists' };
  const swap = (p: string) => (p === from ? to : p);
  const { [from]: override, ...rest } = ws.languageOverrides;
  return {
    workspace: {
      ...ws,
      files: ws.files.map((f) => (f.path === from ? { path: to, content: f.content } : f)),
      openPaths: ws.openPaths.map(swap),
      activePath: ws.activePath === from ? to : ws.activePath,
      expanded: [...new Set([...ws.expanded, ...foldersOf([to])])].sort(),
      languageOverrides: override ? { ...rest, [to]: override } : rest,
    },
    renamed: to,
  };
}

export function setLanguage(ws: Workspace, path: string, language: PickerLanguage): Workspace {
  return { ...ws, languageOverrides: { ...ws.languageOverrides, [path]: language } };
}

/** Marks every file saved (their current content becomes the reference for changes). */
export function markSaved(ws: Workspace): Workspace {
  return { ...ws, saved: Object.fromEntries(ws.files.map((f) => [f.path, f.content])) };
}

export type GeneratedApp = { files?: unknown; appType?: unknown };

/**
 * Loads a generated app (spec §4): replaces the files, or merges them (same path: the app's version wins);
 * opens up to five of its files and selects the first. Only files with path and content count. A merge adds those
 * tabs to the open ones (/editor) or, with `tabs: 'replace'`, shows only them (/builder).
 * Returns null when the app holds no usable file.
 */
export function loadGeneratedApp(
  ws: Workspace,
  app: GeneratedApp,
  mode: 'replace' | 'merge' = 'replace',
  { tabs = 'add' }: { tabs?: 'add' | 'replace' } = {},
): Workspace | null {
  const incoming = dedupe(usableFiles(Array.isArray(app.files) ? app.files : []));
  if (incoming.length === 0) return null;
  const open = incoming.slice(0, MAX_OPEN_FROM_APP).map((f) => f.path);
  if (mode === 'replace') {
    const next = createWorkspace([], []);
    return {
      ...next,
      files: incoming,
      // Nothing of a generated app is saved yet: every file shows as a change until the first save.
      saved: {},
      openPaths: open,
      activePath: open[0] ?? null,
      expanded: foldersOf(incoming.map((f) => f.path)),
    };
  }
  const byPath = new Map(ws.files.map((f) => [f.path, f] as const));
  for (const f of incoming) byPath.set(f.path, f);
  const files = [...byPath.values()];
  return {
    ...ws,
    files,
    openPaths: tabs === 'replace' ? open : [...new Set([...ws.openPaths, ...open])],
    activePath: open[0] ?? ws.activePath,
    expanded: [...new Set([...ws.expanded, ...foldersOf(incoming.map((f) => f.path))])].sort(),
  };
}

/** Replaces the whole file set (restore a version or a checkpoint); open tabs that still exist stay open. */
export function replaceFiles(ws: Workspace, files: readonly ProjectFile[], opts: { markSaved?: boolean } = {}): Workspace {
  const clean = dedupe(usableFiles(files));
  const paths = new Set(clean.map((f) => f.path));
  let openPaths = ws.openPaths.filter((p) => paths.has(p));
  if (openPaths.length === 0) openPaths = defaultOpen(clean);
  const activePath = ws.activePath && paths.has(ws.activePath) ? ws.activePath : (openPaths[0] ?? null);
  return {
    ...ws,
    files: clean,
    saved: opts.markSaved ? Object.fromEntries(clean.map((f) => [f.path, f.content])) : ws.saved,
    openPaths,
    activePath,
    expanded: [...new Set([...ws.expanded, ...foldersOf([...paths])])].sort(),
  };
}

export type Change = { path: string; status: 'added' | 'modified' | 'deleted'; before: string; after: string };

/** Files changed since the last save (spec §2 version control, done for real). */
export function changesSinceSave(ws: Workspace): Change[] {
  const out: Change[] = [];
  for (const f of ws.files) {
    const before = ws.saved[f.path];
    if (before === undefined) out.push({ path: f.path, status: 'added', before: '', after: f.content });
    else if (before !== f.content) out.push({ path: f.path, status: 'modified', before, after: f.content });
  }
  for (const [path, before] of Object.entries(ws.saved)) {
    if (!ws.files.some((f) => f.path === path)) out.push({ path, status: 'deleted', before, after: '' });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
