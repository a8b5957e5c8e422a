import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PacksResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/billing/packs: the packs on sale and whether the payment provider is the demo one. */
export const getPacks = (opts?: RequestOptions) => apiFetch<PacksResponse>('/api/billing/packs', withSignal(opts));

export const packsOptions = () =>
  queryOptions({ queryKey: queryKeys.billing.packs, queryFn: ({ signal }) => getPacks({ signal }), staleTime: Infinity });

export const usePacks = () => useQuery(packsOptions());
