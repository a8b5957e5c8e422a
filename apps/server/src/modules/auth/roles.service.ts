import type { Role } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';
import * as repo from './auth.repository';

// The roles of an account, for the modules that show or change them (profile, admin). Pass a tx to join it.

/** The user's roles, sorted by name. */
export const listUserRoles = (q: Queryable, userId: string): Promise<Role[]> => repo.listRoles(q, userId);

export type RoleChange = { userId: string; role: Role; action: 'grant' | 'revoke'; actorId: string };

/**
 * Grants or revokes one role. Null when the account does not exist; otherwise whether a row changed (granting a
 * role held, or revoking one not held, changes nothing) and the roles after the change.
 */
export async function changeUserRole(q: Queryable, change: RoleChange): Promise<{ changed: boolean; roles: Role[] } | null> {
  if (!(await repo.userExists(q, change.userId))) return null;
  const changed =
    change.action === 'grant'
      ? await repo.addRole(q, change.userId, change.role, change.actorId)
      : await repo.removeRole(q, change.userId, change.role);
  return { changed, roles: await repo.listRoles(q, change.userId) };
}
