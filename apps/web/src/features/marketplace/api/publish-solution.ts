import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSolutionInput, LinkableListingsResponse, ProjectListResponse, ReceivedResponse, SolutionResponse } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/marketplace/solutions: a startup publishes a solution linked to one of its projects. */
export const publishSolution = (body: CreateSolutionInput) => apiFetch<SolutionResponse>('/api/marketplace/solutions', { method: 'POST', json: body });

export function usePublishSolution() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: publishSolution, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.marketplace.all }) });
}

/** The caller's own projects, to link one (GET /api/projects). */
export const useOwnProjects = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.projects.list({ for: 'marketplace' }),
    queryFn: ({ signal }) => apiFetch<ProjectListResponse>('/api/projects', { signal }).then((r) => r.projects),
    enabled,
  });

/** GET /api/marketplace/received: the startup's solutions with the pledges, evaluations and grants they received. */
export const useReceived = () =>
  useQuery({
    queryKey: [...queryKeys.marketplace.all, 'received'],
    queryFn: ({ signal }) => apiFetch<ReceivedResponse>('/api/marketplace/received', { signal }),
  });

/** GET /api/marketplace/linkable-listings: the caller's own store listings, to link one (decision 195). */
export const useLinkableListings = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.marketplace.all, 'linkable-listings'],
    queryFn: ({ signal }) => apiFetch<LinkableListingsResponse>('/api/marketplace/linkable-listings', { signal }).then((r) => r.items),
    enabled,
  });
