import type { Queryable } from '../../platform/db/types';

// Password hashes and one-time reset tokens (decisions 031 and 032). Times are passed in: the service's clock decides.

export async function findPasswordHash(q: Queryable, userId: string): Promise<string | null> {
  const { rows } = await q.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

export async function findUserIdById(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM users WHERE id = $1', [id]);
  return rows[0]?.id ?? null;
}

export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}

export async function updatePasswordHash(q: Queryable, userId: string, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

/** Ends every live session of the user except `keepSessionId` (null: all of them). */
export async function revokeSessionsForPasswordChange(q: Queryable, userId: string, keepSessionId: string | null, at: Date): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = 'password_changed'
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [userId, keepSessionId, at.toISOString()],
  );
}

/** Spends every unused reset token of the user. */
export async function spendResetTokensOf(q: Queryable, userId: string, at: Date): Promise<void> {
  await q.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, at.toISOString()]);
}

export async function insertResetToken(
  q: Queryable,
  t: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date; issuedBy: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at, issued_by) VALUES ($1, $2, $3, $4, $5)`,
    [t.userId, t.tokenHash, t.createdAt.toISOString(), t.expiresAt.toISOString(), t.issuedBy],
  );
}

/** Locks the token row, so two uses of one token are serialised and the second finds it spent. */
export async function lockResetToken(q: Queryable, tokenHash: string) {
  const { rows } = await q.query<{ id: string; user_id: string; used_at: unknown; expires_at: unknown }>(
    'SELECT id, user_id, used_at, expires_at FROM password_reset_tokens WHERE token_hash = $1 FOR UPDATE',
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markResetTokenUsed(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('UPDATE password_reset_tokens SET used_at = $2 WHERE id = $1', [id, at.toISOString()]);
}
