import type { StoreOrder } from '@ov/shared';
import type { Queryable } from '../../../platform/db/types';

/** The columns of a listing that purchase, rating and deployment decide on. */
export type ListingRow = {
  id: string;
  slug: string;
  title: string;
  author_id: string;
  status: string;
  ministry_only: boolean;
  target_buyers: 'government' | 'private' | 'both';
  price: number;
  current_version_id: string | null;
  baseline: 'pass' | 'fail' | null;
};

export async function findListing(q: Queryable, slug: string): Promise<ListingRow | null> {
  const r = await q.query<ListingRow>(
    `SELECT id, slug, title, author_id, status, ministry_only, target_buyers, price, current_version_id, baseline
       FROM store_apps WHERE slug = $1`,
    [slug],
  );
  return r.rows[0] ?? null;
}

type OrderRow = {
  id: string;
  number: string;
  status: StoreOrder['status'];
  app_id: string;
  slug: string;
  title: string;
  version_number: number;
  version_hash: string;
  price: number;
  buyer_kind: StoreOrder['buyer_kind'];
  buyer_id: string;
  buyer_name: string | null;
  seller_id: string;
  seller_name: string | null;
  provider: string;
  created_at: Date | string;
  completed_at: Date | string | null;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toOrder(r: OrderRow, demo: boolean): StoreOrder {
  return {
    number: r.number,
    status: r.status,
    app: { slug: r.slug, title: r.title },
    version: { number: r.version_number, hash: r.version_hash },
    price: r.price,
    currency: 'EUR',
    buyer_kind: r.buyer_kind,
    buyer: { id: r.buyer_id, name: r.buyer_name ?? '' },
    seller: { id: r.seller_id, name: r.seller_name ?? '' },
    provider: { id: r.provider, demo },
    created_at: iso(r.created_at),
    completed_at: r.completed_at ? iso(r.completed_at) : null,
  };
}

const ORDER_SELECT = `
  SELECT o.id, o.number, o.status, o.app_id, a.slug, a.title, v.number AS version_number, v.hash AS version_hash,
         o.price, o.buyer_kind, o.buyer_id, pb.full_name AS buyer_name, o.seller_id, ps.full_name AS seller_name,
         o.provider, o.created_at, o.completed_at
    FROM store_orders o
    JOIN store_apps a ON a.id = o.app_id
    JOIN store_versions v ON v.id = o.version_id
    LEFT JOIN profiles pb ON pb.id = o.buyer_id
    LEFT JOIN profiles ps ON ps.id = o.seller_id`;

export async function findByKey(q: Queryable, buyerId: string, key: string): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.buyer_id = $1 AND o.idempotency_key = $2`, [buyerId, key]);
  return r.rows[0] ?? null;
}

export async function findLive(q: Queryable, buyerId: string, appId: string): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.buyer_id = $1 AND o.app_id = $2 AND o.status IN ('pending', 'completed')`, [buyerId, appId]);
  return r.rows[0] ?? null;
}

export async function findById(q: Queryable, id: string): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
  return r.rows[0] ?? null;
}

export async function findByNumber(q: Queryable, number: string): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.number = $1`, [number]);
  return r.rows[0] ?? null;
}

/** Inserts a pending order, or nothing when the key or a live order of this buyer for this listing exists. */
export async function insertPending(
  q: Queryable,
  o: { appId: string; versionId: string; buyerId: string; sellerId: string; price: number; buyerKind: string; provider: string; key: string },
): Promise<string | null> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO store_orders (number, app_id, version_id, buyer_id, seller_id, price, buyer_kind, provider, idempotency_key)
     VALUES ('OV-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('store_order_number_seq')::text, 6, '0'),
             $1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING RETURNING id`,
    [o.appId, o.versionId, o.buyerId, o.sellerId, o.price, o.buyerKind, o.provider, o.key],
  );
  return r.rows[0]?.id ?? null;
}

/** pending → completed and the listing's downloads counter, in the caller's transaction. */
export async function complete(q: Queryable, id: string, providerRef: string): Promise<boolean> {
  const r = await q.query<{ app_id: string }>(
    `UPDATE store_orders SET status = 'completed', provider_ref = $2, completed_at = now() WHERE id = $1 AND status = 'pending' RETURNING app_id`,
    [id, providerRef],
  );
  const appId = r.rows[0]?.app_id;
  if (!appId) return false;
  await q.query(`UPDATE store_apps SET downloads = downloads + 1 WHERE id = $1`, [appId]);
  return true;
}

export async function markPending(q: Queryable, id: string, providerRef: string): Promise<void> {
  await q.query(`UPDATE store_orders SET provider_ref = $2 WHERE id = $1 AND status = 'pending'`, [id, providerRef]);
}

export async function listFor(q: Queryable, column: 'buyer_id' | 'seller_id', userId: string, limit: number) {
  const r = await q.query<OrderRow & { total: string }>(
    `${ORDER_SELECT.replace('SELECT o.id', 'SELECT count(*) OVER () AS total, o.id')} WHERE o.${column} = $1 ORDER BY o.created_at DESC, o.number DESC LIMIT $2`,
    [userId, limit],
  );
  return { rows: r.rows, total: Number(r.rows[0]?.total ?? 0) };
}

export async function hasBought(q: Queryable, buyerId: string, appId: string): Promise<boolean> {
  const r = await q.query(`SELECT 1 FROM store_orders WHERE buyer_id = $1 AND app_id = $2 AND status = 'completed'`, [buyerId, appId]);
  return r.rows.length > 0;
}

export async function upsertRating(q: Queryable, appId: string, userId: string, stars: number): Promise<{ created: boolean }> {
  const r = await q.query<{ created: boolean }>(
    `INSERT INTO store_ratings (app_id, user_id, stars) VALUES ($1, $2, $3)
     ON CONFLICT (app_id, user_id) DO UPDATE SET stars = EXCLUDED.stars, updated_at = now()
     RETURNING (xmax = 0) AS created`,
    [appId, userId, stars],
  );
  return { created: !!r.rows[0]?.created };
}

export async function listingRating(q: Queryable, appId: string): Promise<{ rating: number; ratings_count: number }> {
  const r = await q.query<{ rating: string | number; ratings_count: number }>(`SELECT rating, ratings_count FROM store_apps WHERE id = $1`, [appId]);
  const row = r.rows[0];
  return { rating: Number(row?.rating ?? 0), ratings_count: row?.ratings_count ?? 0 };
}

export async function myRating(q: Queryable, appId: string, userId: string): Promise<number | null> {
  const r = await q.query<{ stars: number }>(`SELECT stars FROM store_ratings WHERE app_id = $1 AND user_id = $2`, [appId, userId]);
  return r.rows[0]?.stars ?? null;
}
