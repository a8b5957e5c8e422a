import { useQuery } from '@tanstack/react-query';
import type { RolesResponse } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/roles (same key as the dashboard's: one cache, cleared when the user changes). */
export const useMarketplaceRoles = (signedIn: boolean) =>
  useQuery({
    queryKey: queryKeys.roles,
    queryFn: ({ signal }) => apiFetch<RolesResponse>('/api/roles', { signal }).then((r) => r.roles),
    enabled: signedIn,
  });
