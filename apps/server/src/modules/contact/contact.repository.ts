import type { ContactInput } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

/** Stores one contact message; returns its id. */
export async function insertContactMessage(q: Queryable, m: ContactInput, ip: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO contact_messages (first_name, last_name, email, phone, subject, message, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [m.first_name, m.last_name, m.email, m.phone ?? null, m.subject, m.message, ip],
  );
  return rows[0]!.id;
}

export type ContactRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: unknown;
  handled_at: unknown;
};

/** Messages for the admin console, newest first; `status` open (not handled), handled or all. */
export async function listContactMessages(
  q: Queryable,
  opts: { status: 'open' | 'handled' | 'all'; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = opts.status === 'open' ? 'WHERE handled_at IS NULL' : opts.status === 'handled' ? 'WHERE handled_at IS NOT NULL' : '';
  const { rows } = await q.query<ContactRow>(
    `SELECT id, first_name, last_name, email, phone, subject, message, created_at, handled_at FROM contact_messages ${where}
     ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
    [opts.limit, opts.offset],
  );
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM contact_messages ${where}`);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** Marks a message handled; null when it does not exist, false when it already was. */
export async function markContactHandled(q: Queryable, id: string, by: string): Promise<boolean | null> {
  const r = await q.query('UPDATE contact_messages SET handled_at = now(), handled_by = $2 WHERE id = $1 AND handled_at IS NULL', [id, by]);
  if (r.rowCount > 0) return true;
  const { rows } = await q.query('SELECT 1 FROM contact_messages WHERE id = $1', [id]);
  return rows.length > 0 ? false : null;
}
