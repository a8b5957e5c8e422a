import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@ov/shared';
import { ApiError, apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the support page shows: the server's answer, or 'degraded' while the database is down. */
export type Health = HealthResponse | { status: 'degraded'; db: 'down' };

/** GET /api/health. A 503 (database down) is reported as 'degraded' instead of failing. */
export const getHealth = (opts?: RequestOptions): Promise<Health> =>
  apiFetch<HealthResponse>('/api/health', { anonymous: true, ...withSignal(opts) }).catch((e: unknown): Health => {
    if (e instanceof ApiError && e.status === 503) return { status: 'degraded', db: 'down' };
    throw e;
  });

export const healthOptions = () =>
  queryOptions({ queryKey: queryKeys.health, queryFn: ({ signal }) => getHealth({ signal }), refetchInterval: 30_000, staleTime: 0, retry: false });

export const useHealth = () => useQuery(healthOptions());
