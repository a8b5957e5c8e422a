import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API call (ASVS V3.5): a browser always names the page that sent a POST,
 * PATCH or DELETE (Origin, and Sec-Fetch-Site in current browsers). A request whose page is another site — or an
 * opaque origin (`Origin: null`: sandboxed frames such as the preview, file:// pages) — is refused with 403,
 * unless CORS_ORIGINS names that origin. Requests that carry neither header come from non-browser clients (curl,
 * the SDK, tests), which no ambient cookie can be forged for. The refresh cookie is also SameSite=Strict; this
 * check covers same-site-but-other-origin pages and the two endpoints that accept an empty body (refresh,
 * sign-out). See docs/decisions/092-asvs-checks-csrf-and-headers.md.
 */
export function sameOriginWrites(allowedOrigins: readonly string[], trustProxy: number): MiddlewareHandler<AppEnv> {
  const check = sameOriginCheck(allowedOrigins, trustProxy);
  return async (c, next) => {
    check(c);
    return next();
  };
}

/** What sameOriginWrites does (throws the 403), for a middleware that does several checks in one step (app.ts). */
export function sameOriginCheck(allowedOrigins: readonly string[], trustProxy: number): (c: Context<AppEnv>) => void {
  const allowed = new Set(allowedOrigins.filter((o) => o !== 'null'));
  return (c) => {
    if (SAFE.has(c.req.method)) return;
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (origin === undefined && site === undefined) return;
    if (origin !== undefined && allowed.has(origin)) return;
    // The host the browser addressed: behind trusted proxies, the one they forwarded.
    const forwardedHost = trustProxy > 0 ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    const host = forwardedHost || c.req.header('host') || new URL(c.req.url).host;
    let sameOrigin: boolean;
    if (origin !== undefined) {
      try {
        sameOrigin = origin !== 'null' && new URL(origin).host === host;
      } catch {
        sameOrigin = false;
      }
    } else {
      sameOrigin = site === 'same-origin' || site === 'none';
    }
    if (!sameOrigin || (site !== undefined && site !== 'same-origin' && site !== 'none' && !allowed.has(origin ?? ''))) {
      throw new AppError(403, 'forbidden', 'Cross-site request refused');
    }
  };
}
