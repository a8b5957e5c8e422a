import type { Role, RoleChangeInput } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import { recordAudit } from '../audit';
import { changeUserRole } from '../auth';

/** What admins do to other accounts; every change is written to audit_log in the same transaction. */
export function createAdminService(db: Db) {
  return {
    /** Grants or revokes a role; an admin cannot remove their own admin role. Returns the roles after. */
    async changeRole(actor: { id: string }, targetId: string, input: RoleChangeInput, ip: string | null): Promise<Role[]> {
      if (input.action === 'revoke' && input.role === 'admin' && targetId === actor.id) {
        throw new AppError(409, 'conflict', 'An admin cannot remove their own admin role');
      }
      return db.transaction(async (tx) => {
        const result = await changeUserRole(tx, { userId: targetId, role: input.role, action: input.action, actorId: actor.id });
        if (!result) throw new AppError(404, 'not_found', 'User not found');
        if (result.changed) {
          await recordAudit(tx, input.action === 'grant' ? 'role.granted' : 'role.revoked', {
            actorId: actor.id,
            targetUserId: targetId,
            ip,
            details: { role: input.role },
          });
        }
        return result.roles;
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
