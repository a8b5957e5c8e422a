import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export type ProjectStats = { projects?: number; star_count: number; view_count: number; remix_count: number };

export const getProjectStats = (opts?: RequestOptions) => apiFetch<ProjectStats>('/api/projects/stats', withSignal(opts));

export const getProjectStatsQueryOptions = () => queryOptions({ queryKey: ['projects', 'stats'], queryFn: ({ signal }) => getProjectStats({ signal }) });

export const useProjectStats = () => useQuery(getProjectStatsQueryOptions());
