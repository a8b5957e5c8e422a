import { creditReasonSchema, type CreditReason, type CreditTransaction, type CreditTransactionKind, type CreditsBalance } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

export async function findBalance(q: Queryable, userId: string): Promise<CreditsBalance | null> {
  const { rows } = await q.query<{ amount: number; total_used: number; last_reset_at: unknown }>(
    'SELECT amount, total_used, last_reset_at FROM credits WHERE user_id = $1',
    [userId],
  );
  const r = rows[0];
  return r ? { amount: r.amount, total_used: r.total_used, last_reset_at: iso(r.last_reset_at) } : null;
}

export async function findByIdempotencyKey(q: Queryable, userId: string, key: string) {
  const { rows } = await q.query<{ id: string; delta: number; balance_after: number; kind: CreditTransactionKind }>(
    'SELECT id, delta, balance_after, kind FROM credit_transactions WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return rows[0] ?? null;
}

/** The conditional debit of $2 credits from user $1, as a CTE: no row when the balance is below $2. */
const DEBITED = `debited AS (
       UPDATE credits SET amount = amount - $2, total_used = total_used + $2, updated_at = now()
       WHERE user_id = $1 AND amount >= $2
       RETURNING user_id, amount
     )`;

/**
 * Debit and ledger row in ONE statement (so one implicit transaction and one round trip): the
 * conditional UPDATE matches no row when the balance is too low, and then nothing is inserted.
 * The row lock is held only for this statement, which is what makes concurrent spends fast.
 * Returns the new balance, or null when the balance was insufficient.
 */
export async function debitWithLedger(
  q: Queryable,
  row: { userId: string; amount: number; description: string; idempotencyKey?: string | undefined; reason?: CreditReason | undefined },
): Promise<number | null> {
  const { rows } = await q.query<{ amount: number }>(
    `WITH ${DEBITED}, entry AS (
       INSERT INTO credit_transactions (user_id, delta, balance_after, description, kind, idempotency_key, reason)
       SELECT user_id, -$2::int, amount, $3, 'usage', $4, $5::jsonb FROM debited
       RETURNING balance_after
     )
     SELECT balance_after AS amount FROM entry`,
    [row.userId, row.amount, row.description, row.idempotencyKey ?? null, row.reason ? JSON.stringify(row.reason) : null],
  );
  return rows[0]?.amount ?? null;
}

/**
 * Several spends of one user as ONE statement (decision 272): the conditional UPDATE debits their total, and
 * matches no row when the balance is below it, in which case nothing is inserted and null comes back (the caller
 * then charges them one by one). Otherwise one ledger row per spend is inserted, in order, each with the balance
 * after it as if they had been charged one after the other: the first gets the new balance plus the amounts after
 * it, the last the new balance. They are stamped 1 µs apart from the statement's time, in that order, so that the
 * history (newest first by created_at) lists them as charged. Returns the new balance.
 */
export async function debitManyWithLedger(
  q: Queryable,
  userId: string,
  spends: readonly { amount: number; description: string; reason?: CreditReason | undefined }[],
): Promise<number | null> {
  let after = 0;
  const items: { ord: number; amount: number; after: number; description: string; reason: CreditReason | null }[] = [];
  for (let i = spends.length - 1; i >= 0; i--) {
    const s = spends[i]!;
    items.push({ ord: i, amount: s.amount, after, description: s.description, reason: s.reason ?? null });
    after += s.amount;
  }
  items.reverse();
  const { rows } = await q.query<{ amount: number }>(
    `WITH ${DEBITED}, entry AS (
       INSERT INTO credit_transactions (user_id, delta, balance_after, description, kind, reason, created_at)
       SELECT d.user_id, -t.amount, d.amount + t.after, t.description, 'usage', t.reason,
              now() + t.ord * interval '1 microsecond'
       FROM debited d, jsonb_to_recordset($3::jsonb) AS t(ord int, amount int, after int, description text, reason jsonb)
       ORDER BY t.ord
     )
     SELECT amount FROM debited`,
    [userId, after, JSON.stringify(items)],
  );
  return rows[0]?.amount ?? null;
}

/** The conditional debit: matches no row when the balance is too low, so it can never go below zero. */
export async function debit(q: Queryable, userId: string, amount: number): Promise<number | null> {
  const { rows } = await q.query<{ amount: number }>(
    `UPDATE credits SET amount = amount - $2, total_used = total_used + $2, updated_at = now()
     WHERE user_id = $1 AND amount >= $2 RETURNING amount`,
    [userId, amount],
  );
  return rows[0]?.amount ?? null;
}

export async function credit(q: Queryable, userId: string, amount: number): Promise<number> {
  const { rows } = await q.query<{ amount: number }>(
    `INSERT INTO credits (user_id, amount) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET amount = credits.amount + EXCLUDED.amount, updated_at = now()
     RETURNING amount`,
    [userId, amount],
  );
  return rows[0]!.amount;
}

export async function insertLedger(
  q: Queryable,
  row: {
    userId: string;
    delta: number;
    balanceAfter: number;
    description: string;
    kind: CreditTransactionKind;
    idempotencyKey?: string | undefined;
    actorId?: string | null | undefined;
    reason?: CreditReason | undefined;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO credit_transactions (user_id, delta, balance_after, description, kind, idempotency_key, actor_id, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
    [
      row.userId,
      row.delta,
      row.balanceAfter,
      row.description,
      row.kind,
      row.idempotencyKey ?? null,
      row.actorId ?? null,
      row.reason ? JSON.stringify(row.reason) : null,
    ],
  );
  return rows[0]!.id;
}

export async function listTransactions(q: Queryable, userId: string, limit: number): Promise<CreditTransaction[]> {
  const { rows } = await q.query<CreditTransaction & { created_at: unknown }>(
    `SELECT id, user_id, delta, balance_after, description, kind, reason, created_at
     FROM credit_transactions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({ ...r, reason: parseReason(r.reason), created_at: iso(r.created_at)! }));
}

/** A stored reason as the API answers it: anything that does not match the schema is dropped (shown by description). */
function parseReason(v: unknown): CreditReason | null {
  const raw = typeof v === 'string' ? safeJson(v) : v;
  const parsed = creditReasonSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}
