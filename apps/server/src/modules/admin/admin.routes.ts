import { Hono } from 'hono';
import { roleChangeSchema } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp } from '../../platform/http/request-meta';
import { isUuid, readJson } from '../../platform/http/validate';
import { currentUser, requireRole } from '../../platform/security/guards';
import { recordAudit } from '../audit';
import { addRole, listRoles, removeRole, userExists } from '../auth/auth.repository';

/** POST /api/admin/users/:id/roles — grant or revoke a role; every change is written to audit_log. */
export function createAdminRoutes(db: Db) {
  const r = new Hono<AppEnv>();
  r.use('*', requireRole('admin'));
  r.post('/users/:id/roles', async (c) => {
    const targetId = c.req.param('id');
    if (!isUuid(targetId)) throw new AppError(404, 'not_found', 'User not found');
    const body = await readJson(c, roleChangeSchema);
    const actor = currentUser(c);
    if (body.action === 'revoke' && body.role === 'admin' && targetId === actor.id) {
      throw new AppError(409, 'conflict', 'An admin cannot remove their own admin role');
    }
    const ip = clientIp(c);
    const roles = await db.transaction(async (tx) => {
      if (!(await userExists(tx, targetId))) throw new AppError(404, 'not_found', 'User not found');
      const changed = body.action === 'grant' ? await addRole(tx, targetId, body.role, actor.id) : await removeRole(tx, targetId, body.role);
      if (changed) {
        await recordAudit(tx, body.action === 'grant' ? 'role.granted' : 'role.revoked', {
          actorId: actor.id,
          targetUserId: targetId,
          ip,
          details: { role: body.role },
        });
      }
      return listRoles(tx, targetId);
    });
    return c.json({ user_id: targetId, roles });
  });
  return r;
}
