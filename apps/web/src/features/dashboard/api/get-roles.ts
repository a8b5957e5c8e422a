import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RolesResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/roles: the signed-in user's roles (the cache is cleared when the user changes, lib/auth.tsx). */
export const getRoles = (opts?: RequestOptions) => apiFetch<RolesResponse>('/api/roles', withSignal(opts)).then((r) => r.roles);

export const rolesOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: queryKeys.roles, queryFn: ({ signal }) => getRoles({ signal }), enabled: !!userId });

export const useRoles = (userId: string | undefined) => useQuery(rolesOptions(userId));
