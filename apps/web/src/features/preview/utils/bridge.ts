// The script that runs first in the preview document. It reports console output, errors and
// unhandled rejections to the host by postMessage, and nothing else: the host never posts into the
// frame, so there is nothing to receive. See docs/decisions/061-preview-sandbox.md.

export const BRIDGE_MARK = '__ovPreview';

export type BridgeMessage =
  | { [BRIDGE_MARK]: string; type: 'ready' }
  | {
      [BRIDGE_MARK]: string;
      type: 'event';
      event: { kind: 'console'; level: string; message: string } | { kind: 'runtime' | 'unhandledrejection'; message: string; stack?: string };
    };

export function isBridgeMessage(data: unknown, token: string): data is BridgeMessage {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>)[BRIDGE_MARK] === token;
}

/** The bridge source, as plain ES5-safe JavaScript (it runs before any user code). */
export function bridgeScript(token: string, parentOrigin: string): string {
  return `(function () {
  var TOKEN = ${JSON.stringify(token)}, TARGET = ${JSON.stringify(parentOrigin)}, MAX = 4000;
  var host = window.parent, sent = 0;
  function post(msg) {
    if (sent++ > 500) return;
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
    var stack = err && err.stack ? String(err.stack) : (e.filename ? '    at ' + e.filename + ':' + e.lineno + ':' + e.colno : '');
    post({ type: 'event', event: { kind: 'runtime', message: String((err && err.message) || e.message || 'Error').slice(0, MAX), stack: stack.slice(0, MAX) } });
  });
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    post({ type: 'event', event: { kind: 'unhandledrejection', message: (r instanceof Error ? r.message : show(r)).slice(0, MAX), stack: r && r.stack ? String(r.stack).slice(0, MAX) : '' } });
  });
  window.addEventListener('load', function () { post({ type: 'ready' }); });
})();`;
}
