import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPledgesResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/marketplace/pledges: the caller's pledges with their solutions' progress. */
export const getMyPledges = (opts?: RequestOptions) => apiFetch<MyPledgesResponse>('/api/marketplace/pledges', withSignal(opts));

export const myPledgesOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.marketplace.pledges, queryFn: ({ signal }) => getMyPledges({ signal }), enabled });

export const useMyPledges = (enabled: boolean) => useQuery(myPledgesOptions(enabled));
