import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/http/app-env';
import type { AuthService } from './auth.service';

/** Sets `user` (and `sessionId`) from `Authorization: Bearer <jwt>`; anonymous callers get null. */
export function authenticate(auth: AuthService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const header = c.req.header('authorization');
    const m = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header) : null;
    if (m?.[1]) {
      const found = await auth.authenticate(m[1]);
      if (found) {
        c.set('user', found.user);
        c.set('sessionId', found.sessionId);
      }
    }
    await next();
  };
}
