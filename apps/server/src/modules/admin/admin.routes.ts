import { Hono, type Context } from 'hono';
import {
  adminCreditGrantSchema,
  adminReasonBodySchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  contactMessagesQuerySchema,
  roleChangeSchema,
} from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp } from '../../platform/http/request-meta';
import { isUuid, readJson, readQuery } from '../../platform/http/validate';
import { currentUser, requireRole } from '../../platform/security/guards';
import type { CreditsService } from '../credits';
import { createAdminService, type AdminService } from './admin.service';

/** /api/admin/* of the console (DESIGN §4 and §4b): admin role only; every change written to audit_log. */
export function createAdminRoutes(db: Db, deps: { credits?: CreditsService; admin?: AdminService } = {}) {
  const admin = deps.admin ?? createAdminService(db, deps.credits ? { credits: deps.credits } : {});
  const r = new Hono<AppEnv>();
  r.use('*', requireRole('admin'));
  const userId = (c: Context) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError(404, 'not_found', 'User not found');
    return id;
  };

  r.get('/users', async (c) => c.json(await admin.listUsers(readQuery(c, adminUsersQuerySchema))));

  r.post('/users/:id/roles', async (c) => {
    const targetId = userId(c);
    const body = await readJson(c, roleChangeSchema);
    const roles = await admin.changeRole(currentUser(c), targetId, body, clientIp(c));
    return c.json({ user_id: targetId, roles });
  });

  r.post('/users/:id/credits', async (c) => {
    const targetId = userId(c);
    const body = await readJson(c, adminCreditGrantSchema);
    return c.json(await admin.grantCredits(currentUser(c), targetId, body, clientIp(c)));
  });

  r.post('/users/:id/lock', async (c) => {
    const targetId = userId(c);
    const body = await readJson(c, adminReasonBodySchema);
    return c.json(await admin.lock(currentUser(c), targetId, body.reason, clientIp(c)));
  });

  r.post('/users/:id/unlock', async (c) => {
    const targetId = userId(c);
    const body = await readJson(c, adminReasonBodySchema);
    return c.json(await admin.unlock(currentUser(c), targetId, body.reason, clientIp(c)));
  });

  r.post('/users/:id/mfa/reset', async (c) => {
    const targetId = userId(c);
    const body = await readJson(c, adminReasonBodySchema);
    return c.json(await admin.resetMfa(currentUser(c), targetId, body.reason, clientIp(c)));
  });

  r.get('/audit', async (c) => c.json(await admin.listAudit(readQuery(c, auditQuerySchema))));

  r.get('/audit.csv', async (c) => {
    const stream = admin.auditCsv(readQuery(c, auditQuerySchema));
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-${stamp}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  r.get('/contact-messages', async (c) => c.json(await admin.listContactMessages(readQuery(c, contactMessagesQuerySchema))));

  r.post('/contact-messages/:id/handled', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError(404, 'not_found', 'Message not found');
    await admin.markContactHandled(currentUser(c), id, clientIp(c));
    return c.body(null, 204);
  });
  return r;
}
