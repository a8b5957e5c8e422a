import type { Queryable } from '../../platform/db/types';
import { insertAuditRow } from './audit.repository';

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
  'marketplace.pledge',
  'marketplace.evaluation',
  'marketplace.grant',
  'marketplace.solution_created',
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
  await insertAuditRow(q, {
    event,
    actorId: entry.actorId ?? null,
    targetUserId: entry.targetUserId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
