import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketplaceCategory, SolutionsResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SolutionFilters = { q: string; category: MarketplaceCategory | '' };

/** GET /api/marketplace/solutions?q=&category= (anyone). */
export const getSolutions = (f: SolutionFilters, opts?: RequestOptions) => {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q.trim().slice(0, 100));
  if (f.category) params.set('category', f.category);
  const qs = params.toString();
  return apiFetch<SolutionsResponse>(`/api/marketplace/solutions${qs ? `?${qs}` : ''}`, { anonymous: true, ...withSignal(opts) });
};

export const solutionsOptions = (f: SolutionFilters) =>
  queryOptions({ queryKey: queryKeys.marketplace.solutions(f), queryFn: ({ signal }) => getSolutions(f, { signal }), placeholderData: keepPreviousData });

export const useSolutions = (f: SolutionFilters) => useQuery(solutionsOptions(f));
