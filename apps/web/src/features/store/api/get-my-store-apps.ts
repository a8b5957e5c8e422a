import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StoreMineResponse } from './types';

/** GET /api/store/apps/mine: the author's listings in every status ("Mes applications"). */
export const getMyStoreApps = (opts?: RequestOptions) => apiFetch<StoreMineResponse>('/api/store/apps/mine', withSignal(opts));

export const myStoreAppsOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.store.mine, queryFn: ({ signal }) => getMyStoreApps({ signal }), enabled });

export const useMyStoreApps = (enabled: boolean) => useQuery(myStoreAppsOptions(enabled));
