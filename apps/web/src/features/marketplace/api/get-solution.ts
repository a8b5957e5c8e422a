import { useQuery } from '@tanstack/react-query';
import type { SolutionDetailResponse } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/marketplace/solutions/:id: the solution, its project's activity and its store listing's label (Analyser); signed in when possible, so an author sees their own listing. */
export const useSolutionDetail = (id: string) =>
  useQuery({
    queryKey: [...queryKeys.marketplace.all, 'detail', id],
    queryFn: ({ signal }) => apiFetch<SolutionDetailResponse>(`/api/marketplace/solutions/${encodeURIComponent(id)}`, { signal }),
  });
