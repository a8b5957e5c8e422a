import type { Queryable } from '../../platform/db/types';

/** One row of audit_log (append-only: a trigger refuses UPDATE and DELETE). */
export async function insertAuditRow(
  q: Queryable,
  row: { event: string; actorId: string | null; targetUserId: string | null; ip: string | null; details: Record<string, unknown> },
): Promise<void> {
  await q.query(`INSERT INTO audit_log (event, actor_id, target_user_id, ip, details) VALUES ($1, $2, $3, $4, $5)`, [
    row.event,
    row.actorId,
    row.targetUserId,
    row.ip,
    JSON.stringify(row.details),
  ]);
}
