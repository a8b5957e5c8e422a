import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/marketplace/provider: whether pledges go through the offline demo provider (no money moves). */
export const useMarketplaceProvider = () =>
  useQuery({
    queryKey: [...queryKeys.marketplace.all, 'provider'],
    queryFn: ({ signal }) => apiFetch<{ id: string; demo: boolean }>('/api/marketplace/provider', { anonymous: true, signal }),
    staleTime: Infinity,
  });
