import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { CreditsBalance } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from './api-client';
import { useAuth } from './auth';
import { queryKeys } from './query-keys';

/**
 * The one credits balance of the web (header, dashboard, credits page, every screen that spends). After any call
 * that may charge, call the function from useRefreshCredits(): every place that shows the balance updates.
 * Spec §8: a failed fetch is only logged; the last known balance stays shown (TanStack Query keeps `data`).
 */
export const getCreditsBalance = (opts?: RequestOptions) => apiFetch<CreditsBalance>('/api/credits', withSignal(opts));

export const creditsBalanceOptions = () =>
  queryOptions({ queryKey: queryKeys.credits.balance, queryFn: ({ signal }) => getCreditsBalance({ signal }), staleTime: 60_000 });

/** The signed-in user's balance (undefined while unknown or signed out). */
export function useCreditsBalance(): { amount: number | undefined; totalUsed: number | undefined; isLoading: boolean } {
  const { status } = useAuth();
  const q = useQuery({ ...creditsBalanceOptions(), enabled: status === 'signed-in' });
  useEffect(() => {
    if (q.error) console.error('credits fetch failed', q.error);
  }, [q.error]);
  return { amount: q.data?.amount, totalUsed: q.data?.total_used, isLoading: q.isLoading };
}

/** Refetches everything about credits (balance and history); call after any request that may have charged. */
export function useRefreshCredits(): () => Promise<void> {
  const qc = useQueryClient();
  return useCallback(() => qc.invalidateQueries({ queryKey: queryKeys.credits.all }), [qc]);
}
