import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const getRoles = () => apiFetch<{ roles: string[] }>('/api/roles').then((r) => r.roles);

export const getRolesQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: ['roles', userId], queryFn: getRoles, enabled: !!userId });

export const useRoles = (userId: string | undefined) => useQuery(getRolesQueryOptions(userId));
