import type { Db } from '../../platform/db/types';
import type { Logger } from '../../platform/logger';
import { verifyPassword } from '../../platform/security/passwords';
import { recordAudit } from '../audit';
import * as repo from './auth.repository';
import type { AuthService } from './auth.service';

/**
 * Creates the ADMIN_EMAIL account at start-up when it does not exist. An existing account is made
 * admin only if it already has ADMIN_PASSWORD, so nobody can pre-register that email to take the role.
 */
export async function ensureAdmin(
  deps: { db: Db; auth: AuthService; logger: Logger },
  admin: { email: string; password: string },
): Promise<'created' | 'exists' | 'promoted' | 'refused'> {
  const email = admin.email.trim().toLowerCase();
  const found = await repo.findCredentials(deps.db, email);
  if (!found) {
    const id = await deps.auth.createAccount({ email, password: admin.password, fullName: 'Administrateur', roles: ['admin'] });
    await recordAudit(deps.db, 'admin.bootstrap', { targetUserId: id, details: { email } });
    deps.logger.info('admin account created', { email });
    return 'created';
  }
  const roles = await repo.listRoles(deps.db, found.id);
  if (roles.includes('admin')) return 'exists';
  if (await verifyPassword(found.password_hash, admin.password)) {
    await deps.db.transaction(async (tx) => {
      await repo.addRole(tx, found.id, 'admin', null);
      await recordAudit(tx, 'role.granted', { targetUserId: found.id, details: { role: 'admin', by: 'ADMIN_EMAIL' } });
    });
    deps.logger.info('existing account promoted to admin', { email });
    return 'promoted';
  }
  deps.logger.warn('ADMIN_EMAIL belongs to an account with another password; not promoted', { email });
  return 'refused';
}
