import { Hono, type Context } from 'hono';
import { mfaCodeSchema, rolesRequireMfa, type MfaConfirmResponse, type SessionsResponse } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp } from '../../platform/http/request-meta';
import { isUuid, readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import type { AuthService } from './auth.service';

/**
 * /api/auth/mfa/* (enrol, confirm, disable, recovery codes) and /api/auth/sessions (DESIGN §4b). The sign-in
 * side (/sign-in answering a challenge, /mfa/verify) lives in auth.routes.ts beside the other session answers.
 */
export function createMfaRoutes(auth: AuthService) {
  const r = new Hono<AppEnv>();
  const sessionId = (c: Context<AppEnv>) => {
    const sid = c.get('sessionId');
    if (!sid) throw new AppError(401, 'unauthorized', 'Sign-in required');
    return sid;
  };

  r.get('/mfa', requireUser, async (c) => {
    const user = currentUser(c);
    return c.json(await auth.mfa.status(user.id, user.roles));
  });
  r.post('/mfa/enroll', requireUser, async (c) => c.json(await auth.mfa.enroll(currentUser(c))));
  r.post('/mfa/confirm', requireUser, async (c) => {
    const body = await readJson(c, mfaCodeSchema);
    const codes = await auth.mfa.confirm(currentUser(c), body.code, clientIp(c));
    return c.json({ recovery_codes: codes } satisfies MfaConfirmResponse);
  });
  r.post('/mfa/disable', requireUser, async (c) => {
    const body = await readJson(c, mfaCodeSchema);
    const user = currentUser(c);
    await auth.mfa.disable(user, body.code, clientIp(c));
    return c.json({ enabled: false, required: rolesRequireMfa(user.roles) });
  });
  r.post('/mfa/recovery-codes', requireUser, async (c) => {
    const body = await readJson(c, mfaCodeSchema);
    const codes = await auth.mfa.regenerateRecoveryCodes(currentUser(c), body.code, clientIp(c));
    return c.json({ recovery_codes: codes } satisfies MfaConfirmResponse);
  });

  r.get('/sessions', requireUser, async (c) => {
    const items = await auth.listSessions(currentUser(c).id, c.get('sessionId'));
    return c.json({ items, total: items.length } satisfies SessionsResponse);
  });
  r.post('/sessions/end-others', requireUser, async (c) => {
    const ended = await auth.endOtherSessions(currentUser(c), sessionId(c), clientIp(c));
    return c.json({ ended });
  });
  r.delete('/sessions/:id', requireUser, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError(404, 'not_found', 'Session not found');
    await auth.endSession(currentUser(c), id, clientIp(c));
    return c.body(null, 204);
  });
  return r;
}
