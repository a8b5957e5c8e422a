import type { Queryable } from '../../platform/db/types';

export const AUDIT_EVENTS = [
  'sign_in.success',
  'sign_in.failure',
  'sign_up',
  'refresh.reuse_detected',
  'role.granted',
  'role.revoked',
  'credits.granted',
  'admin.bootstrap',
  'password.changed',
  'password.change_failed',
  'password.reset_requested',
  'password.reset_link_issued',
  'password.reset',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export type AuditEntry = {
  actorId?: string | null;
  targetUserId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

/** Appends one row to audit_log (append-only: a trigger refuses UPDATE and DELETE). Pass a tx to join it. */
export async function recordAudit(q: Queryable, event: AuditEvent, entry: AuditEntry = {}): Promise<void> {
  await q.query(`INSERT INTO audit_log (event, actor_id, target_user_id, ip, details) VALUES ($1, $2, $3, $4, $5)`, [
    event,
    entry.actorId ?? null,
    entry.targetUserId ?? null,
    entry.ip ?? null,
    JSON.stringify(entry.details ?? {}),
  ]);
}
