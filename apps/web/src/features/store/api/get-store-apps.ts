import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreListQuery, StoreListResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/store/apps: approved and featured listings, searched, filtered, sorted and paged by the server. */
export function getStoreApps(query: StoreListQuery, opts?: RequestOptions) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return apiFetch<StoreListResponse>(`/api/store/apps${qs ? `?${qs}` : ''}`, withSignal(opts));
}

export const storeAppsOptions = (query: StoreListQuery, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.store.list(query),
    queryFn: ({ signal }) => getStoreApps(query, { signal }),
    enabled,
    // The previous page stays on screen while the next search answers: no flash of the empty state.
    placeholderData: keepPreviousData,
  });

export const useStoreApps = (query: StoreListQuery, enabled = true) => useQuery(storeAppsOptions(query, enabled));
