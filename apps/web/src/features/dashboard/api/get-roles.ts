import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export const getRoles = (opts?: RequestOptions) => apiFetch<{ roles: string[] }>('/api/roles', withSignal(opts)).then((r) => r.roles);

export const getRolesQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: ['roles', userId], queryFn: ({ signal }) => getRoles({ signal }), enabled: !!userId });

export const useRoles = (userId: string | undefined) => useQuery(getRolesQueryOptions(userId));
