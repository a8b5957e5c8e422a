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
  'store.submitted',
  'store.audited',
  'store.approved',
  'store.featured',
  'store.rejected',
  'store.resubmitted',
  'store.justified',
  'store.verified',
  'store.price_changed',
  'store.ordered',
  'store.rated',
  'store.deployed',
  'store.undeployed',
  'marketplace.pledge',
  'marketplace.evaluation',
  'marketplace.grant',
  'sign_in.mfa_challenge',
  'mfa.enabled',
  'mfa.disabled',
  'mfa.code_rejected',
  'mfa.recovery_code_used',
  'mfa.recovery_codes_regenerated',
  'mfa.reset_by_admin',
  'session.ended',
  'session.ended_others',
  'account.locked',
  'account.unlocked',
  'contact.handled',
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
