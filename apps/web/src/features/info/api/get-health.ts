import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export type Health = { status: string; db?: string };

/** A 503 still carries a health body: report it instead of failing. */
export const getHealth = (opts?: RequestOptions) =>
  apiFetch<Health>('/api/health', { anonymous: true, ...withSignal(opts) }).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 503) return { status: 'degraded', db: 'down' } as Health;
    throw e;
  });

export const useHealth = () =>
  useQuery(queryOptions({ queryKey: ['health'], queryFn: ({ signal }) => getHealth({ signal }), refetchInterval: 30_000, staleTime: 0, retry: false }));
