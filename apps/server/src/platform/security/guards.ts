import type { MiddlewareHandler } from 'hono';
import type { Role } from '@ov/shared';
import type { AppEnv, AuthUser } from '../http/app-env';
import { AppError } from '../http/errors';

/**
 * 401 `unauthorized` unless a valid access token was presented. Not `async`: it hands on `next()`'s promise rather
 * than wrapping it in its own (one promise and its microtask turns fewer per request, decision 280); Hono's compose
 * catches its synchronous throw like a rejection.
 */
export const requireUser: MiddlewareHandler<AppEnv> = (c, next) => {
  if (!c.get('user')) throw new AppError(401, 'unauthorized', 'Sign-in required');
  return next();
};

/** 401 when anonymous, 403 `forbidden` unless the caller holds one of `roles`. */
export const requireRole =
  (...roles: Role[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError(401, 'unauthorized', 'Sign-in required');
    if (!user.roles.some((r) => roles.includes(r))) throw new AppError(403, 'forbidden', 'Not allowed');
    await next();
  };

/** For handlers behind requireUser: the caller, typed non-null. */
export function currentUser(c: { get(key: 'user'): AuthUser | null }): AuthUser {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'unauthorized', 'Sign-in required');
  return user;
}
