import type { Context, MiddlewareHandler } from 'hono';
import { rolesRequireMfa } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';

/**
 * An admin or ministry account without 2FA may only reach /api/auth/* (to enrol, see its session, sign out)
 * until it enrols: every other call answers 403 `mfa_enrollment_required` (decision 211).
 */
export const requireMfaEnrolment: MiddlewareHandler<AppEnv> = async (c, next) => {
  checkMfaEnrolment(c);
  await next();
};

/** What requireMfaEnrolment does (throws the 403), for a middleware that does several checks in one step (app.ts). */
export function checkMfaEnrolment(c: Context<AppEnv>): void {
  const user = c.get('user');
  if (user && !user.mfaEnabled && rolesRequireMfa(user.roles) && !c.req.path.startsWith('/api/auth/')) {
    throw new AppError(403, 'mfa_enrollment_required', 'Turn on two-factor authentication first');
  }
}
