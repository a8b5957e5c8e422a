import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ProjectStats = { projects?: number; star_count: number; view_count: number; remix_count: number };

export const getProjectStats = () => apiFetch<ProjectStats>('/api/projects/stats');

export const getProjectStatsQueryOptions = () => queryOptions({ queryKey: ['projects', 'stats'], queryFn: getProjectStats });

export const useProjectStats = () => useQuery(getProjectStatsQueryOptions());
