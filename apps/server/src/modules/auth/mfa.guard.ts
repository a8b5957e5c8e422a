import type { MiddlewareHandler } from 'hono';
import { rolesRequireMfa } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';

/**
 * An admin or ministry account without 2FA may only reach /api/auth/* (to enrol, see its session, sign out)
 * until it enrols: every other call answers 403 `mfa_enrollment_required` (decision 211).
 */
export const requireMfaEnrolment: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (user && !user.mfaEnabled && rolesRequireMfa(user.roles) && !c.req.path.startsWith('/api/auth/')) {
    throw new AppError(403, 'mfa_enrollment_required', 'Turn on two-factor authentication first');
  }
  await next();
};
