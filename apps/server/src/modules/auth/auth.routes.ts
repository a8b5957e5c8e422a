import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_COOKIE, refreshSchema, signInSchema, signUpSchema, type Session } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp, userAgent } from '../../platform/http/request-meta';
import { readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../platform/security/tokens';
import type { AuthService } from './auth.service';

const COOKIE_PATH = '/api/auth';

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

function setRefreshCookie(c: Context, session: Session) {
  setCookie(c, REFRESH_COOKIE, session.refresh_token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

const meta = (c: Context) => ({ ip: clientIp(c), userAgent: userAgent(c) });

/** DESIGN section 4, /api/auth/*. */
export function createAuthRoutes(auth: AuthService) {
  const r = new Hono<AppEnv>();

  r.post('/sign-up', async (c) => {
    const body = await readJson(c, signUpSchema);
    const user = await auth.signUp(body, meta(c));
    return c.json({ user }, 201);
  });

  r.post('/sign-in', async (c) => {
    const body = await readJson(c, signInSchema);
    const session = await auth.signIn(body, meta(c));
    setRefreshCookie(c, session);
    return c.json({ session });
  });

  r.post('/refresh', async (c) => {
    const body = await readJson(c, refreshSchema, { optional: true });
    const token = body.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    if (!token) throw new AppError(401, 'invalid_refresh_token', 'No refresh token');
    try {
      const session = await auth.refresh(token, meta(c));
      setRefreshCookie(c, session);
      return c.json({ session });
    } catch (err) {
      if (err instanceof AppError && err.code === 'invalid_refresh_token') deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
      throw err;
    }
  });

  r.post('/sign-out', async (c) => {
    const body = await readJson(c, refreshSchema, { optional: true });
    const refreshToken = body.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    const user = c.get('user');
    if (!user && !refreshToken) throw new AppError(401, 'unauthorized', 'Sign-in required');
    await auth.signOut({ sessionId: c.get('sessionId'), userId: user?.id ?? null, refreshToken });
    deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
    return c.body(null, 204);
  });

  r.get('/session', requireUser, async (c) => {
    const user = await auth.currentUser(currentUser(c).id);
    if (!user) throw new AppError(401, 'unauthorized', 'Sign-in required');
    return c.json({ user });
  });

  return r;
}
