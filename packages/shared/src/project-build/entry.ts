import { dirname, extname, normalizePath, type Vfs } from './vfs';

/** Path of the generated entry of single-App projects; it lives in the VFS namespace but not in the project. */
export const VIRTUAL_ENTRY = '__ov_entry__.tsx';

export type Entry =
  /** `scriptTag`: the module script removed from `html` (null when the entry was found without one). */
  | { kind: 'vite'; entry: string; html: string; htmlPath: string | null; scriptTag: string | null }
  | { kind: 'app'; entry: typeof VIRTUAL_ENTRY; entrySource: string; html: string; app: string }
  | { kind: 'static'; html: string; htmlPath: string };

/** The page a project without its own index.html runs in (the preview titles it "Preview", a built app "Application"). */
export function defaultHtml(title: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

export const DEFAULT_HTML = defaultHtml('Preview');

const MAIN_CANDIDATES = ['src/main.tsx', 'src/main.jsx', 'src/main.ts', 'src/main.js', 'src/index.tsx', 'src/index.jsx', 'main.tsx', 'main.jsx', 'index.tsx', 'index.jsx'];
const APP_CANDIDATES = ['src/App.tsx', 'src/App.jsx', 'App.tsx', 'App.jsx', 'src/App.js', 'App.js', 'src/app.tsx', 'app.tsx'];
const SCRIPT_EXTENSIONS = new Set(['.tsx', '.ts', '.jsx', '.js', '.mjs']);

const MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>\s*<\/script>|<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*\btype\s*=\s*["']?module["']?[^>]*>\s*<\/script>/gi;

/** `<script type="module" src="...">` tags of an HTML page whose source is a project file: [tag, project path]. */
export function moduleScripts(html: string, htmlPath: string, vfs: Vfs): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const m of html.matchAll(MODULE_SCRIPT)) {
    const src = (m[1] ?? m[2] ?? '').replace(/[?#].*$/, '');
    if (/^[a-z]+:/i.test(src) || src.startsWith('//')) continue;
    const path = src.startsWith('/') ? normalizePath(src) : normalizePath(`${dirname(htmlPath)}/${src}`);
    if (vfs.has(path) && SCRIPT_EXTENSIONS.has(extname(path))) found.push([m[0], path]);
  }
  return found;
}

function ensureRoot(html: string): string {
  if (/\bid\s*=\s*["']?root["'\s>]/i.test(html)) return html;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, '<div id="root"></div>\n</body>') : `${html}\n<div id="root"></div>`;
}

function appEntrySource(app: string, vfs: Vfs): string {
  const dir = dirname(app);
  const rel = (p: string) => `./${dir ? p.slice(dir.length + 1) : p}`;
  const styles = ['index.css', 'styles.css', 'style.css', 'globals.css']
    .map((name) => (dir ? `${dir}/${name}` : name))
    .filter((p) => vfs.has(p));
  const appImport = rel(app).replace(/\.(tsx|jsx|js)$/, '');
  return [
    ...styles.map((s) => `import ${JSON.stringify(rel(s))};`),
    `import { createRoot } from 'react-dom/client';`,
    `import * as AppModule from ${JSON.stringify(appImport)};`,
    `const App = (AppModule as Record<string, unknown>).default ?? (AppModule as Record<string, unknown>).App;`,
    `const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));`,
    `if (typeof App !== 'function' && typeof App !== 'object') throw new Error('App.tsx must export a component (export default function App).');`,
    `createRoot(el).render(<App />);`,
    '',
  ].join('\n');
}

/**
 * Finds how to run a project: a Vite-style project (index.html + src/main.tsx), a single-App project
 * (App.tsx rendered by a generated entry), or a plain HTML/CSS/JS page assembled without bundling.
 * Without index.html, the first `.html` file in the VFS's order is the page (the server sorts its VFS).
 */
export function detectEntry(vfs: Vfs, fallbackHtml: string = DEFAULT_HTML): Entry | null {
  const htmlPath = vfs.has('index.html') ? 'index.html' : vfs.has('public/index.html') ? 'public/index.html' : null;
  const html = htmlPath ? (vfs.get(htmlPath) ?? '') : null;

  if (html !== null && htmlPath) {
    const first = moduleScripts(html, htmlPath, vfs)[0];
    if (first) return { kind: 'vite', entry: first[1], html: ensureRoot(html.replace(first[0], '')), htmlPath, scriptTag: first[0] };
  }
  const main = MAIN_CANDIDATES.find((p) => vfs.has(p));
  if (main) return { kind: 'vite', entry: main, html: ensureRoot(html ?? fallbackHtml), htmlPath, scriptTag: null };

  const app = APP_CANDIDATES.find((p) => vfs.has(p));
  if (app) {
    return { kind: 'app', entry: VIRTUAL_ENTRY, entrySource: appEntrySource(app, vfs), html: ensureRoot(html ?? fallbackHtml), app };
  }
  if (html !== null && htmlPath) return { kind: 'static', html, htmlPath };
  const anyHtml = [...vfs.keys()].find((p) => extname(p) === '.html');
  if (anyHtml) return { kind: 'static', html: vfs.get(anyHtml) ?? '', htmlPath: anyHtml };
  return null;
}

/** Where the virtual entry of an App project sits, so its relative imports resolve beside App. */
export function virtualEntryPath(entry: Extract<Entry, { kind: 'app' }>): string {
  const dir = dirname(entry.app);
  return dir ? `${dir}/${VIRTUAL_ENTRY}` : VIRTUAL_ENTRY;
}
