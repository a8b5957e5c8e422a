import { useMutation } from '@tanstack/react-query';
import type { CreditPackId, PurchaseInput, PurchaseResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { useRefreshCredits } from '@/lib/credits';

/** POST /api/billing/orders: buys a pack; the idempotency key makes a retried click charge once. */
export const purchasePack = (packId: CreditPackId, opts?: RequestOptions) =>
  apiFetch<PurchaseResponse>('/api/billing/orders', {
    method: 'POST',
    json: { pack_id: packId, idempotency_key: `web:${crypto.randomUUID()}` } satisfies PurchaseInput,
    ...withSignal(opts),
  });

/** A purchase changes the balance and the history: both are refetched (the one balance, lib/credits.ts). */
export function usePurchase() {
  const refreshCredits = useRefreshCredits();
  return useMutation({ mutationFn: (packId: CreditPackId) => purchasePack(packId), onSuccess: () => refreshCredits() });
}
