import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/http/app-env';
import type { AuthService } from './auth.service';

/** Sets `user` (and `sessionId`) from `Authorization: Bearer <jwt>`; anonymous callers get null. */
export function authenticate(auth: AuthService): MiddlewareHandler<AppEnv> {
  const identify = identifyCaller(auth);
  return async (c, next) => {
    await identify(c);
    await next();
  };
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/;

/** What authenticate() does before the route, for a middleware that does several checks in one step (app.ts). */
export function identifyCaller(auth: AuthService): (c: Context<AppEnv>) => Promise<void> {
  return async (c) => {
    c.set('user', null);
    c.set('sessionId', null);
    const header = c.req.header('authorization');
    const m = header ? BEARER.exec(header) : null;
    if (m?.[1]) {
      const found = await auth.authenticate(m[1]);
      if (found) {
        c.set('user', found.user);
        c.set('sessionId', found.sessionId);
      }
    }
  };
}
