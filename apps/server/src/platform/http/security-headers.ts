import type { MiddlewareHandler } from 'hono';
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
 * HTML documents under /runtime/ are preview hosts: they run the user's own code inside an iframe
 * with sandbox="allow-scripts" (opaque origin), so they get a CSP that sandboxes them even when
 * opened directly, and they may be framed only by us.
 */
export const RUNTIME_CSP = [
  'sandbox allow-scripts allow-modals allow-popups allow-forms',
  "default-src 'self' blob: data:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: data:",
  "style-src 'self' 'unsafe-inline' blob: data:",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' blob: data:",
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const isRuntime = c.req.path.startsWith('/runtime/');
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!isRuntime) {
      h.set('X-Frame-Options', 'DENY');
      h.set('Cross-Origin-Resource-Policy', 'same-origin');
    } else {
      h.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', isRuntime ? RUNTIME_CSP : APP_CSP);
    h.delete('X-Powered-By');
    if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  };
}
