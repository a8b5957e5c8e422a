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
