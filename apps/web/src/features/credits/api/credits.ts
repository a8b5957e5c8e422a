import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditReason } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';

export type CreditTransaction = {
  id: string;
  delta: number;
  balance_after: number;
  description: string;
  kind: string;
  /** What the row paid for (decision 033); null or absent for older rows. */
  reason?: CreditReason | null;
  created_at: string;
};
export type CreditPack = { id: string; credits: number; price_cents: number; currency: string };
export type PacksResponse = { packs: CreditPack[]; provider: { id: string; demo: boolean } };

export const getBalance = () => apiFetch<{ amount: number; total_used: number; last_reset_at: string | null }>('/api/credits');
export const useBalance = () => useQuery(queryOptions({ queryKey: ['credits', 'balance'], queryFn: getBalance }));

/** Spec §7: newest first, limit 50. */
export const getTransactions = () =>
  apiFetch<{ transactions: CreditTransaction[] }>('/api/credits/transactions?limit=50').then((r) => r.transactions);
export const useTransactions = () => useQuery(queryOptions({ queryKey: ['credits', 'transactions'], queryFn: getTransactions }));

export const getPacks = () => apiFetch<PacksResponse>('/api/billing/packs');
export const usePacks = () => useQuery(queryOptions({ queryKey: ['billing', 'packs'], queryFn: getPacks, staleTime: Infinity }));

export const purchasePack = (packId: string) =>
  apiFetch<{ order: { id: string; status: string; credits: number }; amount: number }>('/api/billing/orders', {
    method: 'POST',
    json: { pack_id: packId, idempotency_key: `web:${crypto.randomUUID()}` },
  });

export function usePurchase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: purchasePack,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['credits'] }),
  });
}
