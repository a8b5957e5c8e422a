import type { BundleSuccess } from '../types';
import { CSS_ELEMENT_ID, SNAPSHOT_SCRIPT, bridgeScript } from './bridge';
import { BUNDLE_URL } from './error-map';
import { RUNTIME_PATH, importMap } from './runtime';
import { escapeScript, escapeStyle } from './static-page';

export type AssembleOptions = {
  /** Origin serving /runtime/ (the platform's own origin). */
  runtimeOrigin: string;
  /** Origin the bridge posts to (the host page's origin). */
  parentOrigin: string;
  /** Per-render id, so the host can drop messages of an older render. Not a secret. */
  token: string;
  /** Leave the bridge out (for the "Open" page, which has no host listening). */
  withBridge?: boolean;
};

/**
 * The preview's Content-Security-Policy: scripts only inline or from /runtime/, no fetch, no form, no
 * frame, no base; images and fonts only from data:/blob:. See docs/decisions/061-preview-sandbox.md.
 */
export function previewCsp(runtimeOrigin: string): string {
  const runtime = runtimeOrigin.replace(/\/$/, '') + RUNTIME_PATH;
  return [
    "default-src 'none'",
    // blob: is for edits run in place (the bridge imports the new bundle from a blob: URL of the frame itself).
    `script-src 'unsafe-inline' blob: ${runtime}`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    'media-src data: blob:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "manifest-src 'none'",
  ].join('; ');
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
    bundle.js ? `<script type="importmap">${escapeScript(JSON.stringify(importMap(opts.runtimeOrigin)))}</script>` : '',
    opts.withBridge === false ? '' : `<script>${escapeScript(bridgeScript(opts.token, opts.parentOrigin))}</script>`,
    `<style id="${CSS_ELEMENT_ID}">\n${escapeStyle(bundle.css)}\n</style>`,
  ]
    .filter(Boolean)
    .join('\n');
  let html = injectHead(bundle.html, head);
  if (bundle.js) {
    const snapshot = opts.withBridge === false ? '' : `<script>${SNAPSHOT_SCRIPT}</script>`;
    html = injectBodyEnd(html, `${snapshot}<script type="module">${escapeScript(withSourceUrl(bundle.js))}</script>`);
  }
  return html;
}

/**
 * The page opened by "Open" in a new tab. A blob: URL has the platform's origin, so the project must not run
 * in it directly: the blob page runs no script itself and shows the project in a full-size sandboxed frame.
 * See docs/decisions/062-preview-open-in-new-tab.md.
 */
export function assembleOpenPage(bundle: BundleSuccess, opts: Omit<AssembleOptions, 'token' | 'parentOrigin'> & { title: string }): string {
  const inner = assembleDocument(bundle, { ...opts, token: 'open', parentOrigin: opts.runtimeOrigin, withBridge: false });
  return `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${attr(previewCsp(opts.runtimeOrigin))}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attr(opts.title)}</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body><iframe sandbox="allow-scripts" referrerpolicy="no-referrer" title="${attr(opts.title)}" srcdoc="${attr(inner)}"></iframe></body></html>`;
}
