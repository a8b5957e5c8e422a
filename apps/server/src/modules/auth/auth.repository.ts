import type { PublicUser, Role } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

const iso = (v: unknown): string => new Date(v as string).toISOString();

type UserRow = {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  roles: Role[] | null;
  created_at: unknown;
};

const USER_SELECT = `SELECT u.id, u.email, p.full_name, p.avatar_url, u.created_at,
  ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles
  FROM users u LEFT JOIN profiles p ON p.id = u.id`;

const toPublic = (r: UserRow): PublicUser => ({
  id: r.id,
  email: r.email,
  user_metadata: { full_name: r.full_name, avatar_url: r.avatar_url },
  roles: r.roles ?? [],
  created_at: iso(r.created_at),
});

export async function findPublicUser(q: Queryable, id: string): Promise<PublicUser | null> {
  const { rows } = await q.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? toPublic(rows[0]) : null;
}

export async function findCredentials(q: Queryable, email: string) {
  const { rows } = await q.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]);
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
  const { rows } = await q.query<{ id: string; email: string; roles: Role[] | null }>(
    `SELECT u.id, u.email, ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionId, userId],
  );
  const r = rows[0];
  return r ? { id: r.id, email: r.email, roles: r.roles ?? [] } : null;
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

export async function revokeSession(q: Queryable, sessionId: string, reason: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}

export async function revokeSessionOfUser(q: Queryable, sessionId: string, userId: string, reason: string): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = now(), revoked_reason = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [sessionId, userId, reason],
  );
}

export async function userExists(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE id = $1', [id]);
  return rows.length > 0;
}
