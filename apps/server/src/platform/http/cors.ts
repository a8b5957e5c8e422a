import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The SPA is same-origin, so the API sends no CORS headers unless CORS_ORIGINS names an origin.
 * `Origin: null` (sandboxed iframes, file://) is never allowed with credentials: the preview runs
 * user code in exactly such an opaque origin. /runtime/* is public: `*` without credentials.
 */
export function cors(allowed: readonly string[]): MiddlewareHandler<AppEnv> {
  const allow = new Set(allowed.filter((o) => o !== 'null'));
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/runtime/')) {
      if (c.req.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' },
        });
      }
      await next();
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.delete('Access-Control-Allow-Credentials');
      return;
    }
    const origin = c.req.header('origin');
    const ok = !!origin && origin !== 'null' && allow.has(origin);
    if (c.req.method === 'OPTIONS' && path.startsWith('/api/')) {
      if (!ok) return new Response(null, { status: 204, headers: { Vary: 'Origin' } });
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Accept',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      });
    }
    await next();
    if (ok) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.append('Vary', 'Origin');
    }
  };
}
