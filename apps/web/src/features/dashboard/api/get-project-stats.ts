import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectStats } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/projects/stats: under the projects key, so a project save or generation refreshes it too. */
export const getProjectStats = (opts?: RequestOptions) => apiFetch<ProjectStats>('/api/projects/stats', withSignal(opts));

export const projectStatsOptions = () => queryOptions({ queryKey: queryKeys.projects.stats, queryFn: ({ signal }) => getProjectStats({ signal }) });

export const useProjectStats = () => useQuery(projectStatsOptions());
