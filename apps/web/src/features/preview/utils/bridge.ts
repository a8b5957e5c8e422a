// The script that runs first in the preview document. It reports console output, errors and unhandled
// rejections to the host by postMessage, and runs edits in place: the host posts the new bundle (code and
// CSS of the user's own project, nothing secret) on a MessagePort given with the document, the bridge unmounts the previous render, clears its
// timers and listeners, restores the page body and imports the new code from a blob: URL (on the fast path, only the
// changed modules: utils/dev-program.ts). Runtime
// libraries stay loaded, which matters because an opaque-origin frame gets no HTTP cache between documents.
// See docs/decisions/061-preview-sandbox.md.

export const BRIDGE_MARK = '__ovPreview';
export const RUN_MARK = '__ovPreviewRun';
export const CSS_ELEMENT_ID = '__ov_css';
/** Where sandbox.html leaves the MessagePort it received with the document, for the bridge to take. */
export const PORT_GLOBAL = '__ovPreviewPort';

export type BridgeMessage =
  | { [BRIDGE_MARK]: string; type: 'ready'; run: number }
  // The fast path's registry did not hold every module the run expects (a script that failed to load): send them all.
  | { [BRIDGE_MARK]: string; type: 'resync'; run: number }
  | {
      [BRIDGE_MARK]: string;
      type: 'event';
      event: { kind: 'console'; level: string; message: string } | { kind: 'runtime' | 'unhandledrejection'; message: string; stack?: string };
    };

/** What the host posts into the frame to run an edit in place. */
export type RunMessage = { [RUN_MARK]: string; run: number; js: string; css: string };

export function isBridgeMessage(data: unknown, token: string): data is BridgeMessage {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>)[BRIDGE_MARK] === token;
}

/** Inline classic script placed right before the bundle: snapshots the page body before user code runs. */
export const SNAPSHOT_SCRIPT = `window.${BRIDGE_MARK}Snapshot && window.${BRIDGE_MARK}Snapshot();`;

/** The bridge source, as plain ES5-safe JavaScript (it runs before any user code). */
export function bridgeScript(token: string, parentOrigin: string): string {
  return `(function () {
  var TOKEN = ${JSON.stringify(token)}, TARGET = ${JSON.stringify(parentOrigin)}, MAX = 4000;
  var host = window.parent, sent = 0, body = null;
  function post(msg) {
    if (msg.type === 'event' && sent++ > 1000) return;
    msg.${BRIDGE_MARK} = TOKEN;
    try { host.postMessage(msg, TARGET); } catch (e) {}
  }
  function show(v) {
    if (typeof v === 'string') return v;
    if (v instanceof Error) return v.stack || String(v);
    if (typeof v === 'function') return 'ƒ ' + (v.name || 'anonymous') + '()';
    if (typeof v === 'undefined' || typeof v === 'symbol' || typeof v === 'bigint') return String(v);
    try { var seen = []; return JSON.stringify(v, function (k, x) {
      if (typeof x === 'object' && x !== null) { if (seen.indexOf(x) >= 0) return '[Circular]'; seen.push(x); }
      if (typeof x === 'bigint') return String(x);
      return x; }); } catch (e) { return String(v); }
  }
  function report(kind, err, fallback) {
    post({ type: 'event', event: { kind: kind, message: String((err && err.message) || fallback || 'Error').slice(0, MAX), stack: err && err.stack ? String(err.stack).slice(0, MAX) : '' } });
  }
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      var parts = [];
      for (var i = 0; i < arguments.length; i++) parts.push(show(arguments[i]));
      post({ type: 'event', event: { kind: 'console', level: level, message: parts.join(' ').slice(0, MAX) } });
      if (original) original.apply(console, arguments);
    };
  });
  window.addEventListener('error', function (e) {
    var err = e.error;
    if (err) return report('runtime', err);
    post({ type: 'event', event: { kind: 'runtime', message: String(e.message || 'Error').slice(0, MAX), stack: e.filename ? '    at ' + e.filename + ':' + e.lineno + ':' + e.colno : '' } });
  });
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    report('unhandledrejection', r instanceof Error ? r : null, show(r));
  });

  // The bridge's own listeners are added before addEventListener is wrapped, so teardown keeps them.
  window.${BRIDGE_MARK}Snapshot = function () { if (!body && document.body) body = document.body.cloneNode(true); };
  // Edits arrive on the MessagePort the host handed to this document (see sandbox.html): a document
  // the frame navigated to elsewhere never holds it, so it can never receive the project's code.
  var port = window.${PORT_GLOBAL};
  try { delete window.${PORT_GLOBAL}; } catch (e) {}
  // Runs go one after another, in the order they were sent: the fast path's scripts bring only the modules that
  // changed, so each must run after the one before it (decision 262).
  var queue = Promise.resolve();
  if (port) port.onmessage = function (e) {
    var d = e.data;
    if (!d || d.${RUN_MARK} !== TOKEN) return;
    queue = queue.then(function () {
      teardown();
      var style = document.getElementById(${JSON.stringify(CSS_ELEMENT_ID)});
      if (style) style.textContent = String(d.css || '');
      var url = URL.createObjectURL(new Blob([String(d.js || '')], { type: 'text/javascript' }));
      return import(url).then(function () {
        var registry = window.__ovDev;
        post({ type: registry && registry.stale ? 'resync' : 'ready', run: d.run });
      }, function (err) {
        report('runtime', err);
        post({ type: 'ready', run: d.run });
      }).then(function () { URL.revokeObjectURL(url); });
    });
  };
  window.addEventListener('load', function () { post({ type: 'ready', run: 0 }); });
  // Track what user code starts, so an edit run in place starts clean.
  var timeouts = {}, intervals = {}, frames = {}, listeners = [];
  var st = window.setTimeout, ct = window.clearTimeout, si = window.setInterval, ci = window.clearInterval;
  var raf = window.requestAnimationFrame, caf = window.cancelAnimationFrame;
  window.setTimeout = function () { var id = st.apply(window, arguments); timeouts[id] = 1; return id; };
  window.clearTimeout = function (id) { delete timeouts[id]; return ct.call(window, id); };
  window.setInterval = function () { var id = si.apply(window, arguments); intervals[id] = 1; return id; };
  window.clearInterval = function (id) { delete intervals[id]; return ci.call(window, id); };
  window.requestAnimationFrame = function (f) { var id = raf.call(window, f); frames[id] = 1; return id; };
  window.cancelAnimationFrame = function (id) { delete frames[id]; return caf.call(window, id); };
  [window, document].forEach(function (target) {
    var add = target.addEventListener;
    target.addEventListener = function (type, fn, opts) { listeners.push([target, type, fn, opts]); return add.call(target, type, fn, opts); };
  });
  function teardown() {
    var roots = window.__ovPreviewRoots;
    if (roots) { roots.forEach(function (r) { try { r.unmount(); } catch (e) {} }); roots.clear(); }
    var k;
    for (k in timeouts) ct.call(window, +k);
    for (k in intervals) ci.call(window, +k);
    for (k in frames) caf.call(window, +k);
    timeouts = {}; intervals = {}; frames = {};
    listeners.forEach(function (l) { try { l[0].removeEventListener(l[1], l[2], l[3]); } catch (e) {} });
    listeners = [];
    if (body) document.body.replaceWith(body.cloneNode(true));
  }
})();`;
}
