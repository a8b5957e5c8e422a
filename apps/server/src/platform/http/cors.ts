import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The SPA is same-origin, so the API sends no CORS headers unless CORS_ORIGINS names an origin.
 * `Origin: null` (sandboxed iframes, file://) is never allowed with credentials: the preview runs
 * user code in exactly such an opaque origin. /runtime/* is public: `*` without credentials.
 */
export function cors(allowed: readonly string[]): MiddlewareHandler<AppEnv> {
  const { preflight, after } = corsSteps(allowed);
  return async (c, next) => {
    const early = preflight(c);
    if (early) return early;
    await next();
    after(c);
  };
}

/**
 * The two halves of cors() for a middleware that does several things in one step (app.ts): `preflight` answers an
 * OPTIONS request itself (the chain then stops), `after` adds the headers to the answer of the rest of the chain.
 */
export function corsSteps(allowed: readonly string[]): { preflight: (c: Context<AppEnv>) => Response | undefined; after: (c: Context<AppEnv>) => void } {
  const allow = new Set(allowed.filter((o) => o !== 'null'));
  const allowedOrigin = (c: Context<AppEnv>) => {
    const origin = c.req.header('origin');
    return !!origin && origin !== 'null' && allow.has(origin) ? origin : undefined;
  };
  return {
    preflight(c) {
      if (c.req.method !== 'OPTIONS') return undefined;
      const path = c.req.path;
      if (path.startsWith('/runtime/')) {
        return new Response(null, {
          status: 204,
          headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' },
        });
      }
      if (!path.startsWith('/api/')) return undefined;
      const origin = allowedOrigin(c);
      if (!origin) return new Response(null, { status: 204, headers: { Vary: 'Origin' } });
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
    },
    after(c) {
      if (c.req.path.startsWith('/runtime/')) {
        c.res.headers.set('Access-Control-Allow-Origin', '*');
        c.res.headers.delete('Access-Control-Allow-Credentials');
        return;
      }
      const origin = allowedOrigin(c);
      if (origin) {
        c.res.headers.set('Access-Control-Allow-Origin', origin);
        c.res.headers.set('Access-Control-Allow-Credentials', 'true');
        c.res.headers.append('Vary', 'Origin');
      }
    },
  };
}
