import { rolesRequireMfa, type PublicUser, type Role } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

const iso = (v: unknown): string => new Date(v as string).toISOString();

type UserRow = {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  roles: Role[] | null;
  created_at: unknown;
  mfa_enabled: boolean;
};

const MFA_ENABLED = `EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.confirmed_at IS NOT NULL)`;

const USER_SELECT = `SELECT u.id, u.email, p.full_name, p.avatar_url, u.created_at,
  ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles, ${MFA_ENABLED} AS mfa_enabled
  FROM users u LEFT JOIN profiles p ON p.id = u.id`;

const toPublic = (r: UserRow): PublicUser => ({
  id: r.id,
  email: r.email,
  user_metadata: { full_name: r.full_name, avatar_url: r.avatar_url },
  roles: r.roles ?? [],
  created_at: iso(r.created_at),
  mfa_enabled: r.mfa_enabled,
  mfa_required: rolesRequireMfa(r.roles ?? []),
});

export async function findPublicUser(q: Queryable, id: string): Promise<PublicUser | null> {
  const { rows } = await q.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? toPublic(rows[0]) : null;
}

export async function findCredentials(q: Queryable, email: string) {
  const { rows } = await q.query<{ id: string; password_hash: string; locked: boolean; mfa_enabled: boolean }>(
    `SELECT u.id, u.password_hash, (u.locked_at IS NOT NULL) AS locked, ${MFA_ENABLED} AS mfa_enabled FROM users u WHERE u.email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findCredentialsById(q: Queryable, id: string) {
  const { rows } = await q.query<{ id: string; locked: boolean }>('SELECT id, (locked_at IS NOT NULL) AS locked FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function insertUser(q: Queryable, u: { email: string; passwordHash: string; fullName: string }): Promise<string> {
  const { rows } = await q.query<{ id: string }>('INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id', [
    u.email,
    u.passwordHash,
  ]);
  const id = rows[0]!.id;
  await q.query('INSERT INTO profiles (id, email, full_name) VALUES ($1, $2, $3)', [id, u.email, u.fullName]);
  return id;
}

export async function addRole(q: Queryable, userId: string, role: Role, grantedBy: string | null): Promise<boolean> {
  const r = await q.query('INSERT INTO user_roles (user_id, role, granted_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    role,
    grantedBy,
  ]);
  return r.rowCount > 0;
}

export async function removeRole(q: Queryable, userId: string, role: Role): Promise<boolean> {
  const r = await q.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [userId, role]);
  return r.rowCount > 0;
}

export async function listRoles(q: Queryable, userId: string): Promise<Role[]> {
  const { rows } = await q.query<{ role: Role }>('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [userId]);
  return rows.map((r) => r.role);
}

/** The caller behind an access token: only while its session is live, with fresh roles. */
export async function findSessionUser(q: Queryable, sessionId: string, userId: string) {
  const { rows } = await q.query<{ id: string; email: string; roles: Role[] | null; mfa_enabled: boolean }>(
    `SELECT u.id, u.email, ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
            ${MFA_ENABLED} AS mfa_enabled
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.locked_at IS NULL`,
    [sessionId, userId],
  );
  const r = rows[0];
  return r ? { id: r.id, email: r.email, roles: r.roles ?? [], mfaEnabled: r.mfa_enabled } : null;
}

export async function insertSession(
  q: Queryable,
  s: { userId: string; userAgent: string | null; ip: string; ttlSeconds: number },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sessions (user_id, user_agent, ip, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
    [s.userId, s.userAgent, s.ip, s.ttlSeconds],
  );
  return rows[0]!.id;
}

export async function insertRefreshToken(q: Queryable, sessionId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
  await q.query(
    `INSERT INTO refresh_tokens (session_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sessionId, tokenHash, ttlSeconds],
  );
}

/** Locks the token row (and so serialises concurrent refreshes of one token). */
export async function lockRefreshToken(q: Queryable, tokenHash: string) {
  const { rows } = await q.query<{
    id: string;
    session_id: string;
    user_id: string;
    rotated_at: unknown;
    expired: boolean;
    session_revoked: boolean;
  }>(
    `SELECT t.id, t.session_id, s.user_id, t.rotated_at, (t.expires_at <= now() OR s.expires_at <= now()) AS expired,
            (s.revoked_at IS NOT NULL) AS session_revoked
     FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
     WHERE t.token_hash = $1 FOR UPDATE OF t, s`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markRotated(q: Queryable, tokenId: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [tokenId]);
}

export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('UPDATE sessions SET last_used_at = now() WHERE id = $1', [sessionId]);
}

export type SessionRow = { id: string; user_agent: string | null; ip: string | null; created_at: unknown; last_used_at: unknown };

/** The user's live sessions, newest first (bounded: a user has at most a few dozen). */
export async function listLiveSessions(q: Queryable, userId: string): Promise<SessionRow[]> {
  const { rows } = await q.query<SessionRow>(
    `SELECT id, user_agent, ip, created_at, COALESCE(last_used_at, created_at) AS last_used_at FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id LIMIT 200`,
    [userId],
  );
  return rows;
}

/** Revokes every live session of a user (but `except`); returns how many ended. */
export async function revokeUserSessions(q: Queryable, userId: string, reason: string, except: string | null = null): Promise<number> {
  const r = await q.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [userId, reason, except],
  );
  return r.rowCount;
}

/** Locks (with a reason) or unlocks an account; false when nothing changed. */
export async function setLock(q: Queryable, userId: string, lock: { reason: string; by: string } | null): Promise<boolean> {
  const r = lock
    ? await q.query('UPDATE users SET locked_at = now(), locked_reason = $2, locked_by = $3 WHERE id = $1 AND locked_at IS NULL', [
        userId,
        lock.reason,
        lock.by,
      ])
    : await q.query('UPDATE users SET locked_at = NULL, locked_reason = NULL, locked_by = NULL WHERE id = $1 AND locked_at IS NOT NULL', [userId]);
  return r.rowCount > 0;
}

export async function revokeSession(q: Queryable, sessionId: string, reason: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}

export async function revokeSessionOfUser(q: Queryable, sessionId: string, userId: string, reason: string): Promise<boolean> {
  const r = await q.query(
    'UPDATE sessions SET revoked_at = now(), revoked_reason = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [sessionId, userId, reason],
  );
  return r.rowCount > 0;
}

export async function userExists(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE id = $1', [id]);
  return rows.length > 0;
}
