import { z } from 'zod';

/**
 * The store's purchase, rating and deployment contract (issue 17 items 2–5, DESIGN §4b, decisions 185–189).
 */

export const idempotencyKeySchema = z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/);

/**
 * POST /api/store/apps/:slug/orders. The server prices the order from the listing's pinned version: a `price`
 * sent by a client is accepted and ignored (never trusted), any other unknown field is rejected.
 */
export const storeOrderSchema = z
  .object({ idempotency_key: idempotencyKeySchema.optional(), price: z.unknown().optional() })
  .strict()
  .transform(({ idempotency_key }) => ({ idempotency_key }));
export type StoreOrderInput = z.infer<typeof storeOrderSchema>;

/** POST /api/store/apps/:slug/ratings */
export const storeRatingSchema = z.object({ stars: z.number().int().min(1).max(5) }).strict();
export type StoreRatingInput = z.infer<typeof storeRatingSchema>;

/** POST /api/store/apps/:slug/deployments — `version` defaults to the newest approved version. */
export const storeDeploySchema = z.object({ version: z.number().int().min(1).optional() }).strict();
export type StoreDeployInput = z.infer<typeof storeDeploySchema>;

export const STORE_ORDER_STATUSES = ['pending', 'completed', 'failed'] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

/** An order as its buyer and its seller see it (the receipt). */
export type StoreOrder = {
  /** OV-2026-000123 */
  number: string;
  status: StoreOrderStatus;
  app: { slug: string; title: string };
  version: { number: number; hash: string };
  price: number;
  currency: 'EUR';
  buyer_kind: 'institutional' | 'private';
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  provider: { id: string; demo: boolean };
  created_at: string;
  completed_at: string | null;
};

export type StoreOrderResponse = { order: StoreOrder };
/** GET /api/store/orders */
export type StoreOrdersResponse = { bought: { items: StoreOrder[]; total: number }; sold: { items: StoreOrder[]; total: number } };
/** GET /api/store/orders/:number (buyer or seller) */

export type StoreRatingResponse = { rating: { stars: number }; app: { rating: number; ratings_count: number } };

export const STORE_DEPLOYMENT_STATES = ['active', 'removed'] as const;
export type StoreDeploymentState = (typeof STORE_DEPLOYMENT_STATES)[number];

export type StoreDeployment = {
  id: string;
  app: { slug: string; title: string };
  version: { number: number; hash: string };
  /** /apps/<slug>/<version>/ */
  url: string;
  state: StoreDeploymentState;
  created_at: string;
  updated_at: string;
  /** The newest approved version that passed its baseline when newer than the deployed one: a redeploy moves to it. */
  newer_version: number | null;
  role: 'author' | 'buyer';
};
export type StoreDeploymentResponse = { deployment: StoreDeployment };
/** GET /api/store/deployments */
export type StoreDeploymentsResponse = { items: StoreDeployment[]; total: number };

/** Where a version of a listing is served. */
export const deploymentUrl = (slug: string, version: number) => `/apps/${slug}/${version}/`;
