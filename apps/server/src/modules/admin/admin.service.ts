import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type AuditQuery,
  type AuditResponse,
  type ContactMessagesResponse,
  type Role,
  type RoleChangeInput,
} from '@ov/shared';
import type { Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import { recordAudit } from '../audit';
import { changeUserRole, lockAccount, resetUserMfa, unlockAccount } from '../auth';
import { listContactMessages, markContactHandled } from '../contact';
import type { CreditsService } from '../credits';
import * as repo from './admin.repository';
import { csvRow } from './csv';

type Actor = { id: string };

/** Rows read per query of the CSV export: memory stays flat whatever the range (decision 216). */
export const AUDIT_EXPORT_BATCH = 500;
const CSV_HEADER = ['id', 'created_at', 'event', 'actor_id', 'actor_email', 'target_user_id', 'target_email', 'ip', 'reason', 'details'];

/** `from`/`to` as instants: a bare date covers its whole day (UTC), `to` included. */
function auditFilter(q: AuditQuery): repo.AuditFilter {
  const day = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  const from = q.from ? new Date(day(q.from) ? `${q.from}T00:00:00Z` : q.from) : undefined;
  let to = q.to ? new Date(day(q.to) ? `${q.to}T00:00:00Z` : q.to) : undefined;
  if (to && q.to && day(q.to)) to = new Date(to.getTime() + 24 * 3600 * 1000);
  else if (to) to = new Date(to.getTime() + 1);
  if (from && to && from >= to) throw new AppError(400, 'validation_failed', 'The start of the range is after its end');
  return { event: q.event, actor: q.actor, target: q.target, from, to };
}

/** What admins do to other accounts; every change is written to audit_log in the same transaction (decision 214). */
export function createAdminService(db: Db, deps: { credits?: CreditsService } = {}) {
  const notFound = () => new AppError(404, 'not_found', 'User not found');
  return {
    /** Grants or revokes a role with a reason; an admin cannot remove their own admin role. Returns the roles after. */
    async changeRole(actor: Actor, targetId: string, input: RoleChangeInput, ip: string | null): Promise<Role[]> {
      if (input.action === 'revoke' && input.role === 'admin' && targetId === actor.id) {
        throw new AppError(409, 'conflict', 'An admin cannot remove their own admin role');
      }
      return db.transaction(async (tx) => {
        const result = await changeUserRole(tx, { userId: targetId, role: input.role, action: input.action, actorId: actor.id });
        if (!result) throw notFound();
        if (result.changed) {
          await recordAudit(tx, input.action === 'grant' ? 'role.granted' : 'role.revoked', {
            actorId: actor.id,
            targetUserId: targetId,
            ip,
            details: { role: input.role, reason: input.reason },
          });
        }
        return result.roles;
      });
    },

    async grantCredits(actor: Actor, targetId: string, input: { amount: number; reason: string }, ip: string | null) {
      if (!deps.credits) throw new Error('credits service not wired');
      const g = await deps.credits.grantByAdmin({ actorId: actor.id, ip, userId: targetId, amount: input.amount, reason: input.reason });
      return { amount: g.amount };
    },

    /** A locked account cannot sign in and its sessions end in the same transaction. An admin cannot lock themselves. */
    async lock(actor: Actor, targetId: string, reason: string, ip: string | null): Promise<{ locked: true; sessions_ended: number }> {
      if (targetId === actor.id) throw new AppError(409, 'conflict', 'An admin cannot lock their own account');
      return db.transaction(async (tx) => {
        const r = await lockAccount(tx, targetId, { reason, by: actor.id });
        if (!r) throw notFound();
        if (r.changed) {
          await recordAudit(tx, 'account.locked', { actorId: actor.id, targetUserId: targetId, ip, details: { reason, sessions_ended: r.sessionsEnded } });
        }
        return { locked: true, sessions_ended: r.sessionsEnded };
      });
    },

    async unlock(actor: Actor, targetId: string, reason: string, ip: string | null): Promise<{ locked: false }> {
      return db.transaction(async (tx) => {
        const r = await unlockAccount(tx, targetId);
        if (!r) throw notFound();
        if (r.changed) await recordAudit(tx, 'account.unlocked', { actorId: actor.id, targetUserId: targetId, ip, details: { reason } });
        return { locked: false };
      });
    },

    /** Another admin removes a user's lost 2FA (decision 213); never one's own (that takes a fresh code). */
    async resetMfa(actor: Actor, targetId: string, reason: string, ip: string | null): Promise<{ reset: boolean; sessions_ended: number }> {
      if (targetId === actor.id) throw new AppError(409, 'conflict', 'Another administrator must reset your two-factor authentication');
      return db.transaction(async (tx) => {
        const r = await resetUserMfa(tx, targetId);
        if (!r) throw notFound();
        if (r.changed) {
          await recordAudit(tx, 'mfa.reset_by_admin', { actorId: actor.id, targetUserId: targetId, ip, details: { reason, sessions_ended: r.sessionsEnded } });
        }
        return { reset: r.changed, sessions_ended: r.sessionsEnded };
      });
    },

    async listUsers(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const page = query.page;
      const r = await repo.listUsers(db, { q: query.q || undefined, limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE });
      return { ...r, page, page_size: ADMIN_USERS_PAGE_SIZE };
    },

    async listAudit(query: AuditQuery): Promise<AuditResponse> {
      const r = await repo.listAudit(db, auditFilter(query), { limit: ADMIN_AUDIT_PAGE_SIZE, offset: (query.page - 1) * ADMIN_AUDIT_PAGE_SIZE });
      return { ...r, page: query.page, page_size: ADMIN_AUDIT_PAGE_SIZE };
    },

    /**
     * The filtered audit log as CSV, pulled batch by batch (keyset on id) only as fast as the client reads:
     * memory holds one batch, and a client that goes away cancels the stream (no further query runs).
     */
    auditCsv(query: AuditQuery, opts: { batch?: number } = {}): ReadableStream<Uint8Array> {
      const filter = auditFilter(query);
      const batch = opts.batch ?? AUDIT_EXPORT_BATCH;
      const enc = new TextEncoder();
      let cursor: string | null = null;
      let started = false;
      let done = false;
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (!started) {
              started = true;
              // A BOM so spreadsheet software reads the accents as UTF-8.
              controller.enqueue(enc.encode(`\ufeff${csvRow(CSV_HEADER)}`));
              return;
            }
            if (done) return;
            const rows = await repo.auditBatch(db, filter, cursor, batch);
            if (rows.length > 0) {
              cursor = rows[rows.length - 1]!.id;
              controller.enqueue(
                enc.encode(
                  rows
                    .map((r) => {
                      const { reason: why, ...rest } = r.details as { reason?: unknown };
                      return csvRow([r.id, r.created_at, r.event, r.actor_id, r.actor_email, r.target_user_id, r.target_email, r.ip, why, rest]);
                    })
                    .join(''),
                ),
              );
            }
            if (rows.length < batch) {
              done = true;
              controller.close();
            }
          },
          cancel() {
            done = true;
          },
        },
        { highWaterMark: 1 },
      );
    },

    async listContactMessages(query: { status: 'open' | 'handled' | 'all'; page: number }): Promise<ContactMessagesResponse> {
      const { rows, total } = await listContactMessages(db, { status: query.status, limit: ADMIN_USERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE });
      const at = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
      return {
        items: rows.map((r) => ({ ...r, created_at: at(r.created_at)!, handled_at: at(r.handled_at) })),
        total,
        page: query.page,
        page_size: ADMIN_USERS_PAGE_SIZE,
      };
    },

    async markContactHandled(actor: Actor, id: string, ip: string | null): Promise<void> {
      const found = await db.transaction(async (tx) => {
        const r = await markContactHandled(tx, id, actor.id);
        if (r) await recordAudit(tx, 'contact.handled', { actorId: actor.id, ip, details: { message_id: id } });
        return r;
      });
      if (found === null) throw new AppError(404, 'not_found', 'Message not found');
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
