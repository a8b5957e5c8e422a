import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { previewCspDirectives } from '@ov/shared';
import type { AppEnv } from './app-env';

/**
 * CSP for the SPA: scripts only from us plus WebAssembly (esbuild-wasm), workers from us or blob:,
 * the preview iframe from us, blob: or srcdoc; inline styles allowed for Tailwind and Monaco.
 * Nothing from a CDN: the product runs air-gapped. See docs/decisions/008-http-hardening.md.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "child-src 'self' blob:",
  "frame-src 'self' blob: data:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Everything under /runtime/ is the preview's: sandbox.html hosts the user's own code inside an iframe with
 * sandbox="allow-scripts" (opaque origin) and writes the assembled document into itself, so this header policy
 * stays on that document whatever its markup does. It is the preview's <meta> policy (@ov/shared
 * previewCspDirectives, also used by apps/web/src/features/preview/utils/assemble.ts) with `sandbox` and
 * `frame-ancestors`, which a meta cannot carry: a page whose stray text pushes the meta out of
 * its <head>, where Chromium ignores it, still cannot reach the network (issue 14, finding 2). Scripts: the
 * runtime libraries ('self'), inline ones and the bridge's blob: bundles; nothing else loads from anywhere.
 * The `sandbox` directive keeps the page opaque even when opened directly (decision 062).
 * See docs/decisions/091-preview-csp-as-a-header.md.
 */
export const RUNTIME_CSP = [
  'sandbox allow-scripts allow-modals allow-popups allow-forms',
  ...previewCspDirectives("'self'"),
  "frame-ancestors 'self'",
].join('; ');

export type HeaderList = readonly (readonly [string, string])[];
const EVERY_RESPONSE: HeaderList = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];
const APP_HEADERS: HeaderList = [...EVERY_RESPONSE, ['X-Frame-Options', 'DENY'], ['Cross-Origin-Resource-Policy', 'same-origin'], ['Content-Security-Policy', APP_CSP]];
// Deployed store apps (/apps/) are opaque-origin pages like the preview's: their files load cross-origin.
const RUNTIME_HEADERS: HeaderList = [...EVERY_RESPONSE, ['Cross-Origin-Resource-Policy', 'cross-origin'], ['Content-Security-Policy', RUNTIME_CSP]];
const API_HEADERS: HeaderList = [...APP_HEADERS, ['Cache-Control', 'no-store']];

/**
 * The headers above on every response; a route that sets one of them itself (its own CSP, its caching) keeps its
 * value. Served by @hono/node-server, they are set on the Node response before the route runs, and Node's
 * `writeHead` puts the route's own headers over them: the route's response keeps its plain header object, where
 * setting them on `c.res.headers` built a fetch `Headers` for every response and copied it back (≈ 8 µs per request,
 * decision 270). Without a Node response (`app.request()` in tests) they are set on `c.res.headers`, the same way.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const pending = setSecurityHeaders(c);
    await next();
    if (pending) finishSecurityHeaders(c, pending);
  };
}

/**
 * The before-half of securityHeaders() for a middleware that does several things in one step (app.ts): sets the
 * headers on the Node response and returns null, or, without one, returns the list that finishSecurityHeaders()
 * must put on `c.res` once the rest of the chain has answered.
 */
export function setSecurityHeaders(c: Context<AppEnv>): HeaderList | null {
  const path = c.req.path;
  const headers = path.startsWith('/api/') ? API_HEADERS : path.startsWith('/runtime/') || path.startsWith('/apps/') ? RUNTIME_HEADERS : APP_HEADERS;
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return null;
  }
  return headers;
}

/** The after-half of securityHeaders(): the headers the route did not set itself, on `c.res`. */
export function finishSecurityHeaders(c: Context<AppEnv>, headers: HeaderList): void {
  const h = c.res.headers;
  for (const [name, value] of headers) if (!h.has(name)) h.set(name, value);
  h.delete('X-Powered-By');
}
