import type { MiddlewareHandler } from 'hono';
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

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // Deployed store apps (/apps/) are opaque-origin pages like the preview's: their files load cross-origin.
    const isRuntime = c.req.path.startsWith('/runtime/') || c.req.path.startsWith('/apps/');
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
