import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StoreQueueResponse } from './types';

/** GET /api/admin/store/queue (admin): pending and audited listings. */
export const getStoreQueue = (opts?: RequestOptions) => apiFetch<StoreQueueResponse>('/api/admin/store/queue', withSignal(opts));

export const storeQueueOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.store.queue, queryFn: ({ signal }) => getStoreQueue({ signal }), enabled, retry: false });

export const useStoreQueue = (enabled: boolean) => useQuery(storeQueueOptions(enabled));
