import type { Queryable } from '../../platform/db/types';

// SQL of two-factor authentication: user_mfa, mfa_recovery_codes, mfa_challenges (migration 070).

export type MfaRow = { secret_enc: string; confirmed_at: unknown; last_step: string | number };

export async function findMfa(q: Queryable, userId: string, opts: { lock?: boolean } = {}): Promise<MfaRow | null> {
  const { rows } = await q.query<MfaRow>(
    `SELECT secret_enc, confirmed_at, last_step FROM user_mfa WHERE user_id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

/** A new, unconfirmed secret replaces an unconfirmed one; a confirmed enrolment is never overwritten here. */
export async function upsertPendingMfa(q: Queryable, userId: string, secretEnc: string): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO user_mfa (user_id, secret_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_step = 0, created_at = now()
     WHERE user_mfa.confirmed_at IS NULL`,
    [userId, secretEnc],
  );
  return r.rowCount > 0;
}

/** Records an accepted step, only if it is newer than the last one (the replay guard, race-free). */
export async function acceptStep(q: Queryable, userId: string, step: number, confirm: boolean): Promise<boolean> {
  const r = await q.query(
    `UPDATE user_mfa SET last_step = $2${confirm ? ', confirmed_at = COALESCE(confirmed_at, now())' : ''}
     WHERE user_id = $1 AND last_step < $2`,
    [userId, step],
  );
  return r.rowCount > 0;
}

export async function deleteMfa(q: Queryable, userId: string): Promise<boolean> {
  await q.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM mfa_challenges WHERE user_id = $1', [userId]);
  const r = await q.query('DELETE FROM user_mfa WHERE user_id = $1', [userId]);
  return r.rowCount > 0;
}

export async function replaceRecoveryCodes(q: Queryable, userId: string, hashes: string[]): Promise<void> {
  await q.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const h of hashes) await q.query('INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, h]);
}

/** Spends one recovery code: true once, false for an unknown or already used code. */
export async function useRecoveryCode(q: Queryable, userId: string, hash: string): Promise<boolean> {
  const r = await q.query(
    'UPDATE mfa_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, hash],
  );
  return r.rowCount > 0;
}

export async function countRecoveryCodesLeft(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertChallenge(
  q: Queryable,
  c: { userId: string; tokenHash: string; ip: string; userAgent: string | null; expiresAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO mfa_challenges (user_id, token_hash, ip, user_agent, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [c.userId, c.tokenHash, c.ip, c.userAgent, c.expiresAt.toISOString()],
  );
}

export type ChallengeRow = {
  id: string;
  user_id: string;
  attempts: number;
  expires_at: unknown;
  used_at: unknown;
  user_agent: string | null;
};

export async function lockChallenge(q: Queryable, tokenHash: string): Promise<ChallengeRow | null> {
  const { rows } = await q.query<ChallengeRow>(
    'SELECT id, user_id, attempts, expires_at, used_at, user_agent FROM mfa_challenges WHERE token_hash = $1 FOR UPDATE',
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function countChallengeAttempt(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE mfa_challenges SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function markChallengeUsed(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE mfa_challenges SET used_at = now() WHERE id = $1', [id]);
}
