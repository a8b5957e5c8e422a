import { z } from 'zod';

/** Credit packs sold through the payment provider (prices in euro cents). See docs/decisions/023-billing-demo-provider.md. */
export const CREDIT_PACKS = [
  { id: 'starter', credits: 100, price_cents: 900, currency: 'EUR' },
  { id: 'pro', credits: 500, price_cents: 3900, currency: 'EUR' },
  { id: 'team', credits: 2000, price_cents: 12900, currency: 'EUR' },
] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];
export type CreditPackId = CreditPack['id'];
export const CREDIT_PACK_IDS = CREDIT_PACKS.map((p) => p.id) as [CreditPackId, ...CreditPackId[]];

export const ORDER_STATUSES = ['pending', 'completed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const purchaseSchema = z
  .object({
    pack_id: z.enum(CREDIT_PACK_IDS),
    /** Replaying a key returns the first order instead of buying twice. */
    idempotency_key: z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/).optional(),
  })
  .strict();
export type PurchaseInput = z.infer<typeof purchaseSchema>;

export type CreditOrder = {
  id: string;
  pack_id: CreditPackId;
  credits: number;
  price_cents: number;
  currency: string;
  provider: string;
  status: OrderStatus;
  created_at: string;
  completed_at: string | null;
};
export type PacksResponse = { packs: readonly CreditPack[]; provider: { id: string; demo: boolean } };
export type PurchaseResponse = { order: CreditOrder; amount: number };
export type OrdersResponse = { orders: CreditOrder[] };
