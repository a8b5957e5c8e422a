import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionsResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/sessions: the caller's live sessions, the current one marked. */
export const getSessions = (opts?: RequestOptions) => apiFetch<SessionsResponse>('/api/auth/sessions', withSignal(opts));
export const sessionsOptions = () => queryOptions({ queryKey: queryKeys.security.sessions, queryFn: ({ signal }) => getSessions({ signal }) });
export const useSessions = () => useQuery(sessionsOptions());

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.security.sessions }),
  });
}

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ ended: number }>('/api/auth/sessions/end-others', { method: 'POST', json: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.security.sessions }),
  });
}
