import type { CreditOrder, OrderStatus } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

const COLUMNS = `id, pack_id, credits, price_cents, currency, provider, status,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at`;

export type OrderRow = CreditOrder & { user_id?: string };

export async function insertOrder(
  q: Queryable,
  o: { userId: string; packId: string; credits: number; priceCents: number; currency: string; provider: string; idempotencyKey?: string | undefined },
): Promise<CreditOrder> {
  const { rows } = await q.query<CreditOrder>(
    `INSERT INTO credit_orders (user_id, pack_id, credits, price_cents, currency, provider, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [o.userId, o.packId, o.credits, o.priceCents, o.currency, o.provider, o.idempotencyKey ?? null],
  );
  return rows[0]!;
}

export async function findByIdempotencyKey(q: Queryable, userId: string, key: string): Promise<CreditOrder | null> {
  const { rows } = await q.query<CreditOrder>(
    `SELECT ${COLUMNS} FROM credit_orders WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** Locks the order row for the completing transaction. */
export async function lockOrder(q: Queryable, id: string): Promise<(CreditOrder & { user_id: string }) | null> {
  const { rows } = await q.query<CreditOrder & { user_id: string }>(
    `SELECT ${COLUMNS}, user_id FROM credit_orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function markCompleted(q: Queryable, id: string, providerRef: string, transactionId: string): Promise<CreditOrder> {
  const { rows } = await q.query<CreditOrder>(
    `UPDATE credit_orders SET status = 'completed', provider_ref = $2, credit_transaction_id = $3, completed_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, providerRef, transactionId],
  );
  return rows[0]!;
}

export async function markStatus(q: Queryable, id: string, status: OrderStatus, providerRef: string | null): Promise<CreditOrder> {
  const { rows } = await q.query<CreditOrder>(
    `UPDATE credit_orders SET status = $2, provider_ref = COALESCE($3, provider_ref) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status, providerRef],
  );
  return rows[0]!;
}

export async function listOrders(q: Queryable, userId: string, limit: number): Promise<CreditOrder[]> {
  const { rows } = await q.query<CreditOrder>(
    `SELECT ${COLUMNS} FROM credit_orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
