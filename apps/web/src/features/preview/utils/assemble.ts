import { previewCspDirectives } from '@ov/shared';
import type { BundleSuccess, ProjectFile } from '../types';
import { detectEntry } from './entry';
import { createVfs } from './vfs';
import { CSS_ELEMENT_ID, SNAPSHOT_SCRIPT, bridgeScript } from './bridge';
import { BUNDLE_URL } from './error-map';
import { LUCIDE_ICONS_PREFIX, RUNTIME_MODULES, RUNTIME_PATH, iconStem, importMap } from './runtime';
import { escapeScript, escapeStyle } from './static-page';
import { standaloneScript } from './dev-program';

export type AssembleOptions = {
  /** Origin serving /runtime/ (the platform's own origin). */
  runtimeOrigin: string;
  /** Origin the bridge posts to (the host page's origin). */
  parentOrigin: string;
  /** Per-render id, so the host can drop messages of an older render. Not a secret. */
  token: string;
  /** Leave the bridge out (for the "Open" page, which has no host listening). */
  withBridge?: boolean;
  /** Runtime specifiers to start loading at once (`<link rel="modulepreload">`), e.g. while the first build runs. */
  preload?: readonly string[];
  /**
   * Runtime specifiers to import (evaluate) at once, in the shell shown while the first build runs: React's modules are
   * then evaluated, not only compiled, when the code arrives. A failed import (a wrong icon guess) is ignored.
   */
  warm?: readonly string[];
};

/**
 * The preview's Content-Security-Policy: scripts only inline or from /runtime/, no fetch, no form, no
 * frame, no base; images and fonts only from data:/blob:, the same policy as the header on /runtime/ (@ov/shared).
 * See docs/decisions/061-preview-sandbox.md.
 */
export function previewCsp(runtimeOrigin: string): string {
  const runtime = runtimeOrigin.replace(/\/$/, '') + RUNTIME_PATH;
  return previewCspDirectives(runtime).join('; ');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Inserts `content` right after `<head>` (before any project markup), creating the head if needed. */
function injectHead(html: string, content: string): string {
  if (/<head\b[^>]*>/i.test(html)) return html.replace(/<head\b[^>]*>/i, (m) => `${m}\n${content}`);
  if (/<html\b[^>]*>/i.test(html)) return html.replace(/<html\b[^>]*>/i, (m) => `${m}\n<head>\n${content}\n</head>`);
  return `<!doctype html>\n<html><head>\n${content}\n</head><body>\n${html}\n</body></html>`;
}

function injectBodyEnd(html: string, content: string): string {
  const i = html.search(/<\/body>(?![\s\S]*<\/body>)/i);
  return i === -1 ? `${html}\n${content}` : `${html.slice(0, i)}${content}\n${html.slice(i)}`;
}

/** The bundle with the name its stack frames carry, so runtime errors can be mapped to files. */
export function withSourceUrl(js: string): string {
  return `${js}\n//# sourceURL=${BUNDLE_URL}\n`;
}

/** The full preview document (for `srcdoc`): CSP first, then import map, bridge, CSS, and the bundle last. */
export function assembleDocument(bundle: BundleSuccess, opts: AssembleOptions): string {
  const head = [
    `<meta http-equiv="Content-Security-Policy" content="${attr(previewCsp(opts.runtimeOrigin))}">`,
    '<meta name="referrer" content="no-referrer">',
    bundle.js || bundle.program || opts.preload?.length || opts.warm?.length ? `<script type="importmap">${escapeScript(JSON.stringify(importMap(opts.runtimeOrigin)))}</script>` : '',
    ...(opts.preload ?? [])
      .map((spec) => importMap(opts.runtimeOrigin).imports[spec])
      .filter((url): url is string => !!url)
      .map((url) => `<link rel="modulepreload" href="${attr(url)}">`),
    opts.withBridge === false ? '' : `<script>${escapeScript(bridgeScript(opts.token, opts.parentOrigin))}</script>`,
    opts.warm?.length ? `<script type="module">${escapeScript(`${JSON.stringify(opts.warm)}.forEach(function (s) { import(s).catch(function () {}); });`)}</script>` : '',
    `<style id="${CSS_ELEMENT_ID}">\n${escapeStyle(bundle.css)}\n</style>`,
  ]
    .filter(Boolean)
    .join('\n');
  let html = injectHead(bundle.html, head);
  const snapshot = opts.withBridge === false ? '' : `<script>${SNAPSHOT_SCRIPT}</script>`;
  // A fast-path program's script carries its own sourceURL (utils/dev-program.ts); PreviewFrame passes it as `js`.
  const code = bundle.program ? bundle.js || standaloneScript(bundle.program).js : bundle.js && withSourceUrl(bundle.js);
  if (code) html = injectBodyEnd(html, `${snapshot}<script type="module">${escapeScript(code)}</script>`);
  else if (bundle.kind !== 'static') html = injectBodyEnd(html, snapshot);
  return html;
}

/** The preview host page under /runtime/ (see scripts/build-runtime.mjs). */
export const SANDBOX_PATH = `${RUNTIME_PATH}sandbox.html`;

/** Message the host posts into the frame, once it says it is ready, with the document to write. */
export const DOC_MARK = '__ovPreviewDoc';
/** Message the frame posts to say it is waiting for its document. */
export const HOST_READY_MARK = '__ovPreviewHost';

/**
 * URL of the page "Open" shows in a new tab: the sandbox host page (served with a CSP `sandbox` header, so
 * an opaque origin even at top level) with the assembled document, without bridge, in its fragment, which
 * never reaches the server. See docs/decisions/062-preview-open-in-new-tab.md.
 */
export function openPageUrl(bundle: BundleSuccess, runtimeOrigin: string): string {
  const html = assembleDocument(bundle, { runtimeOrigin, parentOrigin: runtimeOrigin, token: 'open', withBridge: false });
  return `${runtimeOrigin.replace(/\/$/, '')}${SANDBOX_PATH}#doc=${encodeURIComponent(html)}`;
}

const BARE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g;

/** The runtime libraries the project's script files import (bare specifiers with a /runtime/ module). */
export function runtimeImports(files: readonly ProjectFile[]): Set<string> {
  const wanted = new Set<string>();
  for (const f of files) {
    if (!/\.(tsx?|jsx?|mjs)$/.test(f.path)) continue;
    for (const m of f.content.matchAll(BARE_IMPORT)) if (m[1] && Object.hasOwn(RUNTIME_MODULES, m[1])) wanted.add(m[1]);
  }
  return wanted;
}

/** Always preloaded by the host page itself (see scripts/build-runtime.mjs). */
const HOST_PRELOADS = new Set(['react', 'react-dom/client', 'react/jsx-runtime']);

const LUCIDE_QUOTED = /(['"])lucide-react\1/g;
const LUCIDE_NAMED = /\b(?:import|export)\s*(type\s*)?\{([^}]*)\}\s*from\s*(['"])lucide-react\3/g;

/**
 * The lucide-react icons to preload one by one (`Shield`, `lib` for LucideProvider & co.), when the project's files
 * only name them (`import { Shield } from 'lucide-react'`); null when they use the package otherwise (the full module).
 * A guess from the sources, for preloading only: the dev linker decides what the frame imports (decision 260).
 */
export function lucidePreloads(files: readonly ProjectFile[]): string[] | null {
  const names = new Set<string>();
  for (const f of files) {
    if (!/\.(tsx?|jsx?|mjs)$/.test(f.path)) continue;
    const quoted = f.content.match(LUCIDE_QUOTED)?.length ?? 0;
    if (quoted === 0) continue;
    const named = [...f.content.matchAll(LUCIDE_NAMED)];
    if (named.length !== quoted) return null;
    for (const m of named) {
      if (m[1]) continue; // import type { ... }
      for (const spec of m[2]!.split(',')) {
        const name = /^\s*(type\s+)?([A-Za-z_$][\w$]*)/.exec(spec);
        if (!name || name[1]) continue;
        const n = name[2]!;
        if (n === 'icons') return null;
        names.add(['LucideProvider', 'useLucideContext', 'createLucideIcon', 'Icon'].includes(n) ? 'lib' : n.length > 4 && n.endsWith('Icon') ? n.slice(0, -4) : n.length > 6 && n.startsWith('Lucide') ? n.slice(6) : n);
      }
    }
  }
  return [...names].sort();
}

/**
 * The frame's address: the host page, naming the other runtime libraries the project imports so that the page
 * starts loading them with React, before the document arrives (decision 239), and lucide's icons one by one when the
 * project only names icons (`&icons=Shield,Users`, decision 260).
 */
export function sandboxSrc(files: readonly ProjectFile[]): string {
  const icons = runtimeImports(files).has('lucide-react') ? lucidePreloads(files) : null;
  const extra = [...runtimeImports(files)].filter((s) => !HOST_PRELOADS.has(s) && !(icons && s === 'lucide-react')).sort();
  const query = [
    extra.length ? `preload=${extra.map(encodeURIComponent).join(',')}` : '',
    icons?.length ? `icons=${icons.map(encodeURIComponent).join(',')}` : '',
  ].filter(Boolean);
  return query.length ? `${SANDBOX_PATH}?${query.join('&')}` : SANDBOX_PATH;
}

/**
 * The document to show while the first build runs: the project's page with the import map, the bridge and
 * preloads of the runtime libraries its files import, and no code yet. The build then runs in place, so
 * loading React overlaps with starting esbuild. Null for static pages (they are not built).
 */
export function shellBundle(files: readonly ProjectFile[]): { bundle: BundleSuccess; preload: string[]; warm: string[] } | null {
  const entry = detectEntry(createVfs(files));
  if (!entry || entry.kind === 'static') return null;
  const wanted = new Set<string>(['react/jsx-runtime', 'react-dom/client', ...runtimeImports(files)]);
  // Named icons are preloaded one by one by the host page (sandboxSrc), not the full module.
  const icons = wanted.has('lucide-react') ? lucidePreloads(files) : null;
  if (icons) wanted.delete('lucide-react');
  return {
    bundle: { ok: true, kind: entry.kind, html: entry.html, js: '', css: '', map: null, warnings: [], durationMs: 0 },
    preload: [...wanted],
    warm: [...new Set(['react', ...wanted, ...(icons ?? []).map((n) => `${LUCIDE_ICONS_PREFIX}${n === 'lib' ? 'lib' : iconStem(n)}.js`)])],
  };
}
