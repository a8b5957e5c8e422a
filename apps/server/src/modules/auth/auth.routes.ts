import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  REFRESH_COOKIE,
  changePasswordSchema,
  mfaVerifySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshSchema,
  signInSchema,
  signUpSchema,
  type CurrentUserResponse,
  type Session,
  type SessionResponse,
  type SignUpResponse,
} from '@ov/shared';
import type { z } from 'zod';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp, userAgent } from '../../platform/http/request-meta';
import { ValidationError, readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../platform/security/tokens';
import type { AuthService } from './auth.service';
import type { PasswordService } from './password.service';
import { createMfaRoutes } from './mfa.routes';

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
export function createAuthRoutes(auth: AuthService, passwords?: PasswordService) {
  const r = new Hono<AppEnv>();

  // DESIGN §4 answers 201 {user}; the session rides along (decision 030) so the new user is signed in at once.
  r.post('/sign-up', async (c) => {
    const body = await readJson(c, signUpSchema);
    const { user, session } = await auth.signUp(body, meta(c));
    setRefreshCookie(c, session);
    return c.json({ user, session } satisfies SignUpResponse, 201);
  });

  r.post('/sign-in', async (c) => {
    const body = await readJson(c, signInSchema);
    const result = await auth.signIn(body, meta(c));
    // With 2FA on, no session (and no cookie) until /mfa/verify.
    if ('mfa_required' in result) return c.json(result);
    setRefreshCookie(c, result);
    return c.json({ session: result } satisfies SessionResponse);
  });

  r.post('/mfa/verify', async (c) => {
    const body = await readMfaBody(c);
    const session = await auth.verifyMfa(body, meta(c));
    setRefreshCookie(c, session);
    return c.json({ session } satisfies SessionResponse);
  });

  r.route('/', createMfaRoutes(auth));

  r.post('/refresh', async (c) => {
    const body = await readJson(c, refreshSchema, { optional: true });
    const token = body.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    if (!token) throw new AppError(401, 'invalid_refresh_token', 'No refresh token');
    try {
      const session = await auth.refresh(token, meta(c));
      setRefreshCookie(c, session);
      return c.json({ session } satisfies SessionResponse);
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
    return c.json({ user } satisfies CurrentUserResponse);
  });

  if (passwords) {
    r.post('/password', requireUser, async (c) => {
      const body = await readPasswordBody(c, changePasswordSchema);
      const user = currentUser(c);
      await passwords.changePassword({ id: user.id, sessionId: c.get('sessionId') }, body, meta(c));
      return c.body(null, 204);
    });

    // Never says whether the account exists: the same 202 for every well-formed address.
    r.post('/password-reset/request', async (c) => {
      const body = await readJson(c, passwordResetRequestSchema);
      const lang = (c.req.header('accept-language') ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
      await passwords.requestReset(body.email, meta(c), lang);
      return c.json({ accepted: true, email_enabled: passwords.emailEnabled() }, 202);
    });

    r.post('/password-reset/confirm', async (c) => {
      const body = await readPasswordBody(c, passwordResetConfirmSchema);
      await passwords.confirmReset(body, meta(c));
      deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
      return c.body(null, 204);
    });
  }

  return r;
}

/** readJson, with the sign-up rule's own code (`weak_password`, 'Minimum 6 caractères') for a short new password. */
async function readPasswordBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  try {
    return await readJson(c, schema);
  } catch (err) {
    if (err instanceof ValidationError && err.details.some((d) => d.path === 'new_password' && d.message === 'weak_password')) {
      throw new ValidationError(err.details, 'weak_password');
    }
    if (err instanceof ValidationError && err.details.some((d) => d.path === 'token')) {
      throw new AppError(400, 'invalid_reset_token', 'This reset link is not valid any more: ask for a new one');
    }
    throw err;
  }
}

/** readJson of /mfa/verify, with the codes' own errors: a malformed code is a wrong code, a malformed challenge an expired one. */
async function readMfaBody(c: Context) {
  try {
    return await readJson(c, mfaVerifySchema);
  } catch (err) {
    if (err instanceof ValidationError) {
      if (err.details.some((d) => d.message === 'mfa_challenge_expired' || d.path === 'challenge')) {
        throw new AppError(401, 'mfa_challenge_expired', 'Sign in again: this step has expired');
      }
      if (err.details.some((d) => d.message === 'invalid_mfa_code')) throw new AppError(400, 'invalid_mfa_code', 'The code is not valid');
    }
    throw err;
  }
}
