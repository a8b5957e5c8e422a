import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditReason } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

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

export const getBalance = (opts?: RequestOptions) =>
  apiFetch<{ amount: number; total_used: number; last_reset_at: string | null }>('/api/credits', withSignal(opts));
export const useBalance = () => useQuery(queryOptions({ queryKey: ['credits', 'balance'], queryFn: ({ signal }) => getBalance({ signal }) }));

/** Spec §7: newest first, limit 50. */
export const getTransactions = (opts?: RequestOptions) =>
  apiFetch<{ transactions: CreditTransaction[] }>('/api/credits/transactions?limit=50', withSignal(opts)).then((r) => r.transactions);
export const useTransactions = () => useQuery(queryOptions({ queryKey: ['credits', 'transactions'], queryFn: ({ signal }) => getTransactions({ signal }) }));

export const getPacks = (opts?: RequestOptions) => apiFetch<PacksResponse>('/api/billing/packs', withSignal(opts));
export const usePacks = () => useQuery(queryOptions({ queryKey: ['billing', 'packs'], queryFn: ({ signal }) => getPacks({ signal }), staleTime: Infinity }));

export const purchasePack = (packId: string, opts?: RequestOptions) =>
  apiFetch<{ order: { id: string; status: string; credits: number }; amount: number }>('/api/billing/orders', {
    method: 'POST',
    json: { pack_id: packId, idempotency_key: `web:${crypto.randomUUID()}` },
    ...withSignal(opts),
  });

export function usePurchase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (packId: string) => purchasePack(packId),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['credits'] }),
  });
}
