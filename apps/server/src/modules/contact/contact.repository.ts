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
