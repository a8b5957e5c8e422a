import { Hono } from 'hono';
import { roleChangeSchema } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp } from '../../platform/http/request-meta';
import { isUuid, readJson } from '../../platform/http/validate';
import { currentUser, requireRole } from '../../platform/security/guards';
import { createAdminService, type AdminService } from './admin.service';

/** POST /api/admin/users/:id/roles — grant or revoke a role; every change is written to audit_log. */
export function createAdminRoutes(db: Db, admin: AdminService = createAdminService(db)) {
  const r = new Hono<AppEnv>();
  r.use('*', requireRole('admin'));
  r.post('/users/:id/roles', async (c) => {
    const targetId = c.req.param('id');
    if (!isUuid(targetId)) throw new AppError(404, 'not_found', 'User not found');
    const body = await readJson(c, roleChangeSchema);
    const roles = await admin.changeRole(currentUser(c), targetId, body, clientIp(c));
    return c.json({ user_id: targetId, roles });
  });
  return r;
}
