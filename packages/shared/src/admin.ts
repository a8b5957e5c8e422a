import { z } from 'zod';
import { ROLES, type Role } from './roles';

/** Why an admin acts: required on every change made from the console, written to audit_log (decision 214). */
export const adminReasonSchema = z.string().trim().min(3).max(500);

/** Roles an admin grants or revokes from the console; developer/investor/user are the account's own choice. */
export const GRANTABLE_ROLES = ['ministry_interior', 'ministry_security', 'ministry_defense', 'investor', 'admin'] as const satisfies readonly Role[];

export const roleChangeSchema = z
  .object({ role: z.enum(ROLES), action: z.enum(['grant', 'revoke']).default('grant'), reason: adminReasonSchema })
  .strict();
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

export const adminReasonBodySchema = z.object({ reason: adminReasonSchema }).strict();
export type AdminReasonInput = z.infer<typeof adminReasonBodySchema>;

export const ADMIN_CREDIT_GRANT_MAX = 100_000;
export const adminCreditGrantSchema = z
  .object({ amount: z.number().int().min(1).max(ADMIN_CREDIT_GRANT_MAX), reason: adminReasonSchema })
  .strict();
export type AdminCreditGrantInput = z.infer<typeof adminCreditGrantSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;
const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminUsersQuerySchema = z
  .object({ q: z.string().trim().max(200).optional(), page: pageSchema })
  .strict();
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export type AdminUserItem = {
  id: string;
  email: string;
  full_name: string | null;
  roles: Role[];
  credits: number;
  projects_count: number;
  last_sign_in_at: string | null;
  created_at: string;
  locked_at: string | null;
  locked_reason: string | null;
  mfa_enabled: boolean;
};
export type AdminUsersResponse = { items: AdminUserItem[]; total: number; page: number; page_size: number };

export const ADMIN_AUDIT_PAGE_SIZE = 50;
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());
const uuid = z.uuid();

/** GET /api/admin/audit and /api/admin/audit.csv: every filter optional; `to` is inclusive of its whole day when a date. */
export const auditQuerySchema = z
  .object({
    event: z.string().trim().regex(/^[a-z_.]{1,60}$/).optional(),
    actor: uuid.optional(),
    target: uuid.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: pageSchema,
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditItem = {
  id: string;
  event: string;
  actor_id: string | null;
  actor_email: string | null;
  target_user_id: string | null;
  target_email: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  created_at: string;
};
export type AuditResponse = { items: AuditItem[]; total: number; page: number; page_size: number };

export type ContactMessageItem = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
  handled_at: string | null;
};
export type ContactMessagesResponse = { items: ContactMessageItem[]; total: number; page: number; page_size: number };
export const contactMessagesQuerySchema = z
  .object({ status: z.enum(['open', 'handled', 'all']).default('open'), page: pageSchema })
  .strict();
