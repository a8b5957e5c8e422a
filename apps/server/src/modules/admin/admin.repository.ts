import type { AdminUserItem, AuditItem, Role } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

// Read models of the admin console (users, audit log). SQL only; rules live in admin.service.ts.

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** `q` is matched as a substring of the email or the full name, case-insensitively; LIKE wildcards are literal. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

type UserRow = {
  id: string;
  email: string;
  full_name: string | null;
  roles: Role[] | null;
  credits: number | null;
  projects_count: number;
  last_sign_in_at: unknown;
  created_at: unknown;
  locked_at: unknown;
  locked_reason: string | null;
  mfa_enabled: boolean;
};

export async function listUsers(q: Queryable, opts: { q?: string | undefined; limit: number; offset: number }): Promise<{ items: AdminUserItem[]; total: number }> {
  const params: unknown[] = [];
  let where = '';
  if (opts.q) {
    params.push(likePattern(opts.q));
    where = `WHERE u.email LIKE $1 OR lower(coalesce(p.full_name, '')) LIKE $1`;
  }
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u LEFT JOIN profiles p ON p.id = u.id ${where}`, params);
  const { rows } = await q.query<UserRow>(
    `SELECT u.id, u.email, p.full_name, u.created_at, u.locked_at, u.locked_reason,
       ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
       (SELECT c.amount FROM credits c WHERE c.user_id = u.id) AS credits,
       (SELECT count(*)::int FROM projects pr WHERE pr.user_id = u.id) AS projects_count,
       (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id) AS last_sign_in_at,
       EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.confirmed_at IS NOT NULL) AS mfa_enabled
     FROM users u LEFT JOIN profiles p ON p.id = u.id ${where}
     ORDER BY u.created_at DESC, u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, opts.limit, opts.offset],
  );
  return {
    total: count.rows[0]?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      full_name: r.full_name,
      roles: r.roles ?? [],
      credits: r.credits ?? 0,
      projects_count: r.projects_count,
      last_sign_in_at: iso(r.last_sign_in_at),
      created_at: iso(r.created_at)!,
      locked_at: iso(r.locked_at),
      locked_reason: r.locked_reason,
      mfa_enabled: r.mfa_enabled,
    })),
  };
}

export type AuditFilter = { event?: string | undefined; actor?: string | undefined; target?: string | undefined; from?: Date | undefined; to?: Date | undefined };

function auditWhere(f: AuditFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (f.event) {
    // "mfa" matches every mfa.* event; "mfa.enabled" only itself.
    params.push(f.event);
    const n = `$${params.length}`;
    clauses.push(f.event.includes('.') ? `a.event = ${n}` : `(a.event = ${n} OR left(a.event, length(${n}) + 1) = ${n} || '.')`);
  }
  if (f.actor) add('a.actor_id = ?', f.actor);
  if (f.target) add('a.target_user_id = ?', f.target);
  if (f.from) add('a.created_at >= ?', f.from.toISOString());
  if (f.to) add('a.created_at < ?', f.to.toISOString());
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

type AuditRow = {
  id: string;
  event: string;
  actor_id: string | null;
  actor_email: string | null;
  target_user_id: string | null;
  target_email: string | null;
  ip: string | null;
  details: Record<string, unknown> | string;
  created_at: unknown;
};

const AUDIT_SELECT = `SELECT a.id::text AS id, a.event, a.actor_id, ua.email AS actor_email, a.target_user_id, ut.email AS target_email,
  a.ip, a.details, a.created_at
  FROM audit_log a LEFT JOIN users ua ON ua.id = a.actor_id LEFT JOIN users ut ON ut.id = a.target_user_id`;

const toAuditItem = (r: AuditRow): AuditItem => ({
  id: r.id,
  event: r.event,
  actor_id: r.actor_id,
  actor_email: r.actor_email,
  target_user_id: r.target_user_id,
  target_email: r.target_email,
  ip: r.ip,
  details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
  created_at: iso(r.created_at)!,
});

export async function listAudit(q: Queryable, f: AuditFilter, page: { limit: number; offset: number }): Promise<{ items: AuditItem[]; total: number }> {
  const params: unknown[] = [];
  const where = auditWhere(f, params);
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a ${where}`, params);
  const { rows } = await q.query<AuditRow>(
    `${AUDIT_SELECT} ${where} ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { items: rows.map(toAuditItem), total: count.rows[0]?.n ?? 0 };
}

/** One keyset page of the export, newest first, strictly older than `beforeId` (ids only grow). */
export async function auditBatch(q: Queryable, f: AuditFilter, beforeId: string | null, limit: number): Promise<AuditItem[]> {
  const params: unknown[] = [];
  let where = auditWhere(f, params);
  if (beforeId !== null) {
    params.push(beforeId);
    where = `${where ? `${where} AND` : 'WHERE'} a.id < $${params.length}::bigint`;
  }
  const { rows } = await q.query<AuditRow>(`${AUDIT_SELECT} ${where} ORDER BY a.id DESC LIMIT $${params.length + 1}`, [...params, limit]);
  return rows.map(toAuditItem);
}
