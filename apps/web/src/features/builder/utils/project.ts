/** The Sentinel Builder's project model: files, languages, storage, import/export (spec §2, §3, §5, §9). */
export type BuilderFile = { path: string; content: string };
export type BuilderProject = { name: string; files: BuilderFile[] };

export const STORAGE_KEY = 'ov_builder_project';
export const MAX_OPEN_FROM_IMPORT = 5;
export const EXPORT_GENERATOR = 'OV Sentinel Builder';
export const EXPORT_VERSION = '1.0.0';

/** Import limits (docs/decisions/122-builder-workspace.md). */
export const LIMITS = { files: 500, pathLength: 255, fileBytes: 1_000_000, totalBytes: 5_000_000 } as const;

/** Spec §5: language from the extension. */
export function languageOf(path: string): string {
  const ext = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  const map: Record<string, string> = {
    html: 'html',
    htm: 'html',
    css: 'css',
    js: 'javascript',
    jsx: 'javascript',
    mjs: 'javascript',
    ts: 'typescript',
    tsx: 'typescript',
    json: 'json',
    md: 'markdown',
    py: 'python',
    php: 'php',
    java: 'java',
    c: 'cpp',
    cpp: 'cpp',
    sql: 'sql',
  };
  return map[ext] ?? 'plaintext';
}

/** A project-relative path: no leading slash, no `..` or `.` segment, no backslash or control character. */
export function isValidPath(path: unknown): path is string {
  if (typeof path !== 'string') return false;
  if (path.length === 0 || path.length > LIMITS.pathLength) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  if (path.startsWith('/') || path.endsWith('/')) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && seg.trim() === seg);
}

/** Normalises what a user types as a file name: trims and drops a leading './' or '/'. */
export function normalisePath(input: string): string {
  return input.trim().replace(/^\.?\/+/, '');
}

const bytes = (s: string) => new TextEncoder().encode(s).length;

export type ExportedProject = {
  name: string;
  files: Record<string, string>;
  metadata: { created: string; generator: string; version: string };
};

/** Spec §3: exported project = name, files (path → content), metadata {created, generator, version 1.0.0}. */
export function toExported(project: BuilderProject, now = new Date()): ExportedProject {
  const files: Record<string, string> = {};
  for (const f of project.files) files[f.path] = f.content;
  return { name: project.name, files, metadata: { created: now.toISOString(), generator: EXPORT_GENERATOR, version: EXPORT_VERSION } };
}

/** Spec §9: JSON indented 2 spaces, file named with the date. */
export function exportFileName(now = new Date()): string {
  return `sentinel-project-${now.toISOString().slice(0, 10)}.json`;
}
export const serialiseExport = (project: BuilderProject, now = new Date()) => JSON.stringify(toExported(project, now), null, 2);

export type ImportResult = { ok: true; project: BuilderProject } | { ok: false; reason: string };

/** Spec §5: only .json files holding a `files` object; every path and size is checked. */
export function parseImport(fileName: string, text: string): ImportResult {
  if (!/\.json$/i.test(fileName)) return { ok: false, reason: 'extension' };
  if (bytes(text) > LIMITS.totalBytes * 1.2) return { ok: false, reason: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'shape' };
  const raw = (data as { files?: unknown }).files;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'files' };
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0 || entries.length > LIMITS.files) return { ok: false, reason: 'count' };
  let total = 0;
  const files: BuilderFile[] = [];
  for (const [path, content] of entries) {
    if (!isValidPath(path)) return { ok: false, reason: 'path' };
    if (typeof content !== 'string') return { ok: false, reason: 'content' };
    const size = bytes(content);
    if (size > LIMITS.fileBytes) return { ok: false, reason: 'file-size' };
    total += size;
    files.push({ path, content });
  }
  if (total > LIMITS.totalBytes) return { ok: false, reason: 'total-size' };
  const name = (data as { name?: unknown }).name;
  return { ok: true, project: { name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : 'sentinel-project', files } };
}

/** The stored project, or null when missing or unreadable (then the default project is used). */
export function loadStored(storage: Pick<Storage, 'getItem'> | null = safeStorage()): BuilderProject | null {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    if (!text) return null;
    const data = JSON.parse(text) as { name?: unknown; files?: unknown };
    if (!Array.isArray(data.files)) return null;
    const files = data.files.filter(
      (f): f is BuilderFile => !!f && typeof f === 'object' && isValidPath((f as BuilderFile).path) && typeof (f as BuilderFile).content === 'string',
    );
    return { name: typeof data.name === 'string' ? data.name : 'sentinel-project', files };
  } catch {
    return null;
  }
}

/** Writes the project; throws when storage is blocked or full (the caller shows 'Impossible de sauvegarder le projet.'). */
export function saveStored(project: BuilderProject, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  if (!storage) throw new Error('storage unavailable');
  storage.setItem(STORAGE_KEY, JSON.stringify(project));
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Spec §4: a new TypeScript file gets a starter template, any other a comment header. */
export function starterContent(path: string): string {
  const lang = languageOf(path);
  const name = path.split('/').pop() ?? path;
  if (lang === 'typescript') {
    const base = name.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_$]/g, '_') || 'module';
    return path.endsWith('.tsx')
      ? `export function ${base.charAt(0).toUpperCase()}${base.slice(1)}() {\n  return <div>${base}</div>;\n}\n`
      : `export function ${base}(): void {\n  // TODO\n}\n`;
  }
  if (lang === 'html') return `<!-- ${name} -->\n`;
  if (lang === 'css') return `/* ${name} */\n`;
  if (lang === 'json') return '{}\n';
  if (lang === 'markdown') return `# ${name}\n`;
  if (lang === 'python') return `# ${name}\n`;
  if (lang === 'plaintext') return '';
  return `// ${name}\n`;
}
