import { createHash } from 'node:crypto';
import type { Message } from 'esbuild';
import type * as Parse5 from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { ProjectFile } from '@ov/shared';
import { RUNTIME_FILES } from '../audit/runtime-libs.generated';
import { createVfs, defaultHtml, detectEntry, dirname, normalizePath, projectPlugin, virtualEntryPath, type Entry, type Vfs } from '@ov/shared/project-build';
import { lazyRequire } from '../../../platform/lazy-require';

// parse5 is read on the first HTML parsed (a build, an audit, a compliance check), not at start (decision 267).
const parse5 = lazyRequire<typeof Parse5>('parse5', import.meta.url);

type Bilingual = { fr: string; en: string };

/** One file of a built app: `index.html`, `app.js` and, when the app has styles, `app.css`. */
export type BuiltFile = { path: 'index.html' | 'app.js' | 'app.css'; content: string; contentType: string };

export type BuildError = { text: string; file?: string; line?: number; column?: number };

export type BuildAppResult =
  | {
      ok: true;
      kind: Entry['kind'];
      files: BuiltFile[];
      /** SHA-256 (hex) over the built files: the same project files give the same hash. */
      hash: string;
      /** Runtime libraries the bundle imports (served by the platform under `runtimeBase`, never a CDN). */
      imports: string[];
      /** CSP hashes ('sha256-…') of the page's inline scripts (the import map; a plain page's own inline scripts). */
      scriptHashes: string[];
      durationMs: number;
    }
  | { ok: false; code: 'no_entry' | 'build_failed' | 'budget_exceeded'; message: Bilingual; errors: BuildError[]; durationMs: number };

export type BuildOptions = {
  /** Time the build may take; `now` is injected (tests advance it by hand, the server passes performance.now). */
  budgetMs: number;
  now: () => number;
  /** Where the platform serves the runtime libraries (apps/web public/runtime/). Default `/runtime/`. */
  runtimeBase?: string;
};

export const DEFAULT_BUILD_BUDGET_MS = 20_000;

const NS = 'ov-app';

const MESSAGES = {
  no_entry: { fr: 'Aucun point d’entrée : ni index.html, ni src/main.tsx, ni App.tsx.', en: 'No entry point: no index.html, src/main.tsx or App.tsx.' },
  build_failed: { fr: 'La construction de l’application a échoué.', en: 'The app failed to build.' },
  budget_exceeded: { fr: 'La construction a dépassé son temps imparti.', en: 'The build ran out of time.' },
} as const;

/** The page of a project without its own index.html. */
const APP_HTML = defaultHtml('Application');

/** The same files in any order give the same VFS order, hence the same page when several .html files could be it. */
function sortedVfs(files: readonly ProjectFile[]): Vfs {
  return new Map([...createVfs(files)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The project's files as the preview reads them (the same entry detection, import resolution and esbuild plugin,
 * @ov/shared/project-build, decision 250), except that an import from another origin fails: runtime packages stay
 * imports (the import map serves them); anything else fails, named.
 */
const projectOptions = (vfs: Vfs, imports: Set<string>) => ({
  name: 'ov-project',
  namespace: NS,
  getVfs: () => vfs,
  runtime: RUNTIME_FILES,
  protocolRelativeIsUrl: true,
  onRuntime: (specifier: string) => void imports.add(specifier),
  text: {
    // code or styles imported from another origin: never a CDN (a CSS url() stays as written; the page's CSP decides)
    externalUrl: (url: string) => `External import not allowed: ${url}`,
    missingPackage: (specifier: string, available: string) => `Package "${specifier}" is not served by the platform (available: ${available})`,
    notFound: (specifier: string, importer: string) => `Cannot find "${specifier}" imported by ${importer}`,
    unreadable: (path: string) => `Cannot read ${path}`,
  },
});

const errorOf = (m: Message): BuildError => ({
  text: m.text,
  ...(m.location ? { file: m.location.file.replace(/^ov-app:/, ''), line: m.location.line, column: m.location.column + 1 } : {}),
});

const cspHash = (script: string) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

type P5Element = DefaultTreeAdapterMap['element'];
type P5Node = DefaultTreeAdapterMap['node'];
const isElement = (n: P5Node): n is P5Element => 'tagName' in n;
const attrOf = (el: P5Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: P5Element) => el.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : '')).join('');

function elements(html: string): P5Element[] {
  const out: P5Element[] = [];
  const visit = (n: P5Node) => {
    if (isElement(n)) out.push(n);
    for (const k of 'childNodes' in n ? n.childNodes : []) visit(k);
  };
  visit(parse5().parse(html, { sourceCodeLocationInfo: true }));
  return out;
}

/** Replaces source ranges of `html` (non-overlapping), from the end so offsets stay valid. */
function splice(html: string, edits: { start: number; end: number; text: string }[]): string {
  let out = html;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const insertBefore = (html: string, tag: RegExp, text: string, fallback: 'start' | 'end') => {
  const m = tag.exec(html);
  if (m) return html.slice(0, m.index) + text + html.slice(m.index);
  return fallback === 'start' ? text + html : html + text;
};

/** A plain HTML/CSS/JS page: local stylesheets into app.css, local classic scripts (in order) into app.js. */
function buildStatic(entry: Extract<Entry, { kind: 'static' }>, vfs: Vfs): { html: string; js: string; css: string } {
  const dir = dirname(entry.htmlPath);
  const local = (ref: string | undefined) => {
    if (!ref || /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return null;
    const clean = ref.replace(/[?#].*$/, '');
    const path = clean.startsWith('/') ? normalizePath(clean) : normalizePath(`${dir}/${clean}`);
    return vfs.has(path) ? path : null;
  };
  const css: string[] = [];
  const js: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  let cssPlaced = false;
  let jsPlaced = false;
  for (const el of elements(entry.html)) {
    const loc = el.sourceCodeLocation;
    if (!loc) continue;
    if (el.tagName === 'link' && /\bstylesheet\b/i.test(attrOf(el, 'rel') ?? '')) {
      const path = local(attrOf(el, 'href'));
      if (!path) continue;
      css.push(vfs.get(path) ?? '');
      edits.push({ start: loc.startOffset, end: loc.endOffset, text: cssPlaced ? '' : '<link rel="stylesheet" href="./app.css" />' });
      cssPlaced = true;
    } else if (el.tagName === 'script' && attrOf(el, 'src') !== undefined && !/module/i.test(attrOf(el, 'type') ?? '')) {
      const path = local(attrOf(el, 'src'));
      if (!path) continue;
      js.push(`// ${path}\n${vfs.get(path) ?? ''}`);
      edits.push({ start: loc.startOffset, end: loc.endOffset, text: jsPlaced ? '' : '<script src="./app.js"></script>' });
      jsPlaced = true;
    }
  }
  return { html: splice(entry.html, edits), js: js.join('\n;\n'), css: css.join('\n') };
}

function inlineScriptHashes(html: string): string[] {
  return elements(html)
    .filter((el) => el.tagName === 'script' && attrOf(el, 'src') === undefined)
    .map((el) => cspHash(textOf(el)));
}

/**
 * Builds a project's files on the server into a self-contained static app (issue 16 §5, issue 17 §4): esbuild
 * bundles what the preview runs into `index.html` + `app.js` (+ `app.css`), importing only the runtime libraries
 * the platform serves (an import map to `runtimeBase`), never a CDN. Deterministic: the same files give the same
 * bytes and hash. A failure (no entry, a syntax error, an unknown package, the budget spent) is a result, never a
 * throw. Decision 176.
 */
export async function buildApp(files: readonly ProjectFile[], opts: BuildOptions): Promise<BuildAppResult> {
  const started = opts.now();
  const elapsed = () => Math.round((opts.now() - started) * 10) / 10;
  const fail = (code: 'no_entry' | 'build_failed' | 'budget_exceeded', errors: BuildError[] = []): BuildAppResult => ({ ok: false, code, message: MESSAGES[code], errors, durationMs: elapsed() });
  const runtimeBase = (opts.runtimeBase ?? '/runtime/').replace(/\/?$/, '/');
  const vfs = sortedVfs(files);
  const entry = detectEntry(vfs, APP_HTML);
  if (!entry) return fail('no_entry');

  let html: string;
  let js = '';
  let css = '';
  const imports = new Set<string>();
  if (entry.kind === 'static') {
    ({ html, js, css } = buildStatic(entry, vfs));
  } else {
    const entryPoint = entry.kind === 'app' ? virtualEntryPath(entry) : entry.entry;
    if (entry.kind === 'app') vfs.set(entryPoint, entry.entrySource);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, opts.budgetMs - (opts.now() - started)));
    });
    try {
      // esbuild is loaded by the first build, not when the server starts (decision 242).
      const { build: esbuild } = await import('esbuild');
      const result = await Promise.race([
        esbuild({
          entryPoints: [entryPoint],
          bundle: true,
          write: false,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          jsx: 'automatic',
          minify: true,
          charset: 'utf8',
          legalComments: 'none',
          logLevel: 'silent',
          outdir: '/out',
          entryNames: 'app',
          define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'import.meta.env.MODE': '"production"' },
          plugins: [projectPlugin(projectOptions(vfs, imports))],
        }),
        timeout,
      ]);
      if (result === 'timeout') return fail('budget_exceeded');
      for (const out of result.outputFiles) {
        if (out.path.endsWith('.js')) js = out.text;
        else if (out.path.endsWith('.css')) css = out.text;
      }
    } catch (e) {
      const errors = typeof e === 'object' && e !== null && Array.isArray((e as { errors?: unknown }).errors) ? (e as { errors: Message[] }).errors.map(errorOf) : [{ text: e instanceof Error ? e.message : String(e) }];
      return fail('build_failed', errors);
    } finally {
      clearTimeout(timer);
    }
    const map = JSON.stringify({ imports: Object.fromEntries([...imports].sort().map((s) => [s, runtimeBase + RUNTIME_FILES[s]])) });
    const head = `<script type="importmap">${map}</script>\n${css ? '<link rel="stylesheet" href="./app.css" />\n' : ''}`;
    html = insertBefore(entry.html, /<\/head>/i, head, 'start');
    html = insertBefore(html, /<\/body>/i, '<script type="module" src="./app.js"></script>\n', 'end');
  }
  if (opts.now() - started > opts.budgetMs) return fail('budget_exceeded');

  const out: BuiltFile[] = [
    { path: 'index.html', content: html, contentType: 'text/html; charset=utf-8' },
    { path: 'app.js', content: js, contentType: 'text/javascript; charset=utf-8' },
    ...(css ? [{ path: 'app.css' as const, content: css, contentType: 'text/css; charset=utf-8' }] : []),
  ];
  const hash = createHash('sha256');
  for (const f of out) hash.update(`${f.path}\u0000${f.content}\u0000`);
  return { ok: true, kind: entry.kind, files: out, hash: hash.digest('hex'), imports: [...imports].sort(), scriptHashes: inlineScriptHashes(html), durationMs: elapsed() };
}
