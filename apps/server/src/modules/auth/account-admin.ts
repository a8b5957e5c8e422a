import type { Queryable } from '../../platform/db/types';
import * as repo from './auth.repository';
import * as mfaRepo from './mfa.repository';

// What the admin console does to an account's sign-in; each joins the caller's transaction, where the
// caller also writes the audit row (decision 214).

/** Locks the account and ends its sessions at once. Null when the account does not exist, false when already locked. */
export async function lockAccount(tx: Queryable, userId: string, lock: { reason: string; by: string }): Promise<{ changed: boolean; sessionsEnded: number } | null> {
  if (!(await repo.userExists(tx, userId))) return null;
  const changed = await repo.setLock(tx, userId, lock);
  const sessionsEnded = changed ? await repo.revokeUserSessions(tx, userId, 'account_locked') : 0;
  return { changed, sessionsEnded };
}

export async function unlockAccount(tx: Queryable, userId: string): Promise<{ changed: boolean } | null> {
  if (!(await repo.userExists(tx, userId))) return null;
  return { changed: await repo.setLock(tx, userId, null) };
}

/**
 * Removes a user's 2FA (secret, recovery codes, pending challenges) and ends their sessions: the next sign-in
 * is by password and, for the roles that require it, straight to enrolment (decision 213).
 */
export async function resetUserMfa(tx: Queryable, userId: string): Promise<{ changed: boolean; sessionsEnded: number } | null> {
  if (!(await repo.userExists(tx, userId))) return null;
  const changed = await mfaRepo.deleteMfa(tx, userId);
  const sessionsEnded = changed ? await repo.revokeUserSessions(tx, userId, 'mfa_reset') : 0;
  return { changed, sessionsEnded };
}
