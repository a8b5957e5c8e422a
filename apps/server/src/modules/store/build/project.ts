// The project's files as the preview reads them (apps/web/src/features/preview/utils/{vfs,entry,resolve}.ts), ported
// to the server so a pinned version builds exactly as its preview ran: same entry detection, same import resolution,
// same runtime allow-list. Decision 176.
import type { ProjectFile } from '@ov/shared';
import { RUNTIME_FILES } from '../audit/runtime-libs.generated';

export type Vfs = Map<string, string>;

export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

export const dirname = (path: string) => {
  const i = path.lastIndexOf('/');
  return i === -1 ? '' : path.slice(0, i);
};

export const extname = (path: string) => {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i).toLowerCase();
};

/** Later duplicates win, entries without a path are dropped (as the preview). */
export function createVfs(files: readonly ProjectFile[]): Vfs {
  const vfs: Vfs = new Map();
  for (const f of files) {
    if (typeof f?.path !== 'string' || typeof f.content !== 'string') continue;
    const path = normalizePath(f.path);
    if (path) vfs.set(path, f.content);
  }
  return vfs;
}

export const VIRTUAL_ENTRY = '__ov_entry__.tsx';

export type Entry =
  | { kind: 'vite'; entry: string; html: string; htmlPath: string | null; scriptTag: string | null }
  | { kind: 'app'; entry: string; entrySource: string; html: string; app: string }
  | { kind: 'static'; html: string; htmlPath: string };

export const DEFAULT_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Application</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MAIN_CANDIDATES = ['src/main.tsx', 'src/main.jsx', 'src/main.ts', 'src/main.js', 'src/index.tsx', 'src/index.jsx', 'main.tsx', 'main.jsx', 'index.tsx', 'index.jsx'];
const APP_CANDIDATES = ['src/App.tsx', 'src/App.jsx', 'App.tsx', 'App.jsx', 'src/App.js', 'App.js', 'src/app.tsx', 'app.tsx'];
const SCRIPT_EXTENSIONS = new Set(['.tsx', '.ts', '.jsx', '.js', '.mjs']);
const MODULE_SCRIPT =
  /<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>\s*<\/script>|<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*\btype\s*=\s*["']?module["']?[^>]*>\s*<\/script>/gi;

function firstModuleScript(html: string, htmlPath: string, vfs: Vfs): [string, string] | null {
  for (const m of html.matchAll(MODULE_SCRIPT)) {
    const src = (m[1] ?? m[2] ?? '').replace(/[?#].*$/, '');
    if (/^[a-z]+:/i.test(src) || src.startsWith('//')) continue;
    const path = src.startsWith('/') ? normalizePath(src) : normalizePath(`${dirname(htmlPath)}/${src}`);
    if (vfs.has(path) && SCRIPT_EXTENSIONS.has(extname(path))) return [m[0], path];
  }
  return null;
}

const ensureRoot = (html: string) =>
  /\bid\s*=\s*["']?root["'\s>]/i.test(html) ? html : /<\/body>/i.test(html) ? html.replace(/<\/body>/i, '<div id="root"></div>\n</body>') : `${html}\n<div id="root"></div>`;

function appEntrySource(app: string, vfs: Vfs): string {
  const dir = dirname(app);
  const rel = (p: string) => `./${dir ? p.slice(dir.length + 1) : p}`;
  const styles = ['index.css', 'styles.css', 'style.css', 'globals.css'].map((n) => (dir ? `${dir}/${n}` : n)).filter((p) => vfs.has(p));
  return [
    ...styles.map((s) => `import ${JSON.stringify(rel(s))};`),
    `import { createRoot } from 'react-dom/client';`,
    `import * as AppModule from ${JSON.stringify(rel(app).replace(/\.(tsx|jsx|js)$/, ''))};`,
    `const App = (AppModule as Record<string, unknown>).default ?? (AppModule as Record<string, unknown>).App;`,
    `const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));`,
    `if (typeof App !== 'function' && typeof App !== 'object') throw new Error('App.tsx must export a component (export default function App).');`,
    `createRoot(el).render(<App />);`,
    '',
  ].join('\n');
}

/** How the project runs: Vite-style (index.html + src/main.tsx), a single App (generated entry), or plain HTML. */
export function detectEntry(vfs: Vfs): Entry | null {
  const htmlPath = vfs.has('index.html') ? 'index.html' : vfs.has('public/index.html') ? 'public/index.html' : null;
  const html = htmlPath ? (vfs.get(htmlPath) ?? '') : null;
  if (html !== null && htmlPath) {
    const first = firstModuleScript(html, htmlPath, vfs);
    if (first) return { kind: 'vite', entry: first[1], html: ensureRoot(html.replace(first[0], '')), htmlPath, scriptTag: first[0] };
  }
  const main = MAIN_CANDIDATES.find((p) => vfs.has(p));
  if (main) return { kind: 'vite', entry: main, html: ensureRoot(html ?? DEFAULT_HTML), htmlPath, scriptTag: null };
  const app = APP_CANDIDATES.find((p) => vfs.has(p));
  if (app) {
    const dir = dirname(app);
    return { kind: 'app', entry: dir ? `${dir}/${VIRTUAL_ENTRY}` : VIRTUAL_ENTRY, entrySource: appEntrySource(app, vfs), html: ensureRoot(html ?? DEFAULT_HTML), app };
  }
  if (html !== null && htmlPath) return { kind: 'static', html, htmlPath };
  const anyHtml = [...vfs.keys()].sort().find((p) => extname(p) === '.html');
  return anyHtml ? { kind: 'static', html: vfs.get(anyHtml) ?? '', htmlPath: anyHtml } : null;
}

export type Resolution =
  | { kind: 'file'; path: string }
  | { kind: 'runtime'; specifier: string }
  | { kind: 'missing-package'; specifier: string }
  | { kind: 'external-url'; url: string }
  | { kind: 'not-found'; specifier: string };

const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json', '.css'];

function probe(base: string, vfs: Vfs): string | null {
  if (vfs.has(base)) return base;
  for (const ext of RESOLVE_EXTENSIONS) if (vfs.has(base + ext)) return base + ext;
  const jsLike = /\.(m?js|jsx)$/.exec(base);
  if (jsLike) {
    const stem = base.slice(0, -jsLike[0].length);
    for (const ext of ['.ts', '.tsx']) if (vfs.has(stem + ext)) return stem + ext;
  }
  for (const ext of RESOLVE_EXTENSIONS) if (vfs.has(`${base}/index${ext}`)) return `${base}/index${ext}`;
  return null;
}

export const isBareSpecifier = (s: string) => !/^(\.{1,2}\/|\/|@\/|[a-z][a-z0-9+.-]*:)/i.test(s) && s !== '.' && s !== '..';

/** Relative, `/`-rooted and `@/` (src/) paths; bare imports only from the runtime the platform serves. */
export function resolveImport(specifier: string, importer: string, vfs: Vfs): Resolution {
  const clean = specifier.replace(/[?#].*$/, '');
  if (/^(https?:|data:|blob:)/i.test(specifier) || specifier.startsWith('//')) return { kind: 'external-url', url: specifier };
  if (isBareSpecifier(clean)) return Object.hasOwn(RUNTIME_FILES, clean) ? { kind: 'runtime', specifier: clean } : { kind: 'missing-package', specifier: clean };
  const base = clean.startsWith('@/') ? normalizePath(`src/${clean.slice(2)}`) : clean.startsWith('/') ? normalizePath(clean) : normalizePath(`${dirname(importer)}/${clean}`);
  const found = probe(base, vfs);
  return found ? { kind: 'file', path: found } : { kind: 'not-found', specifier };
}
