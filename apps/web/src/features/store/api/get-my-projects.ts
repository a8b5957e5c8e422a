import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/projects: the signed-in user's own projects, to pick the one to submit (same key as features/projects). */
export const getMyProjects = (opts?: RequestOptions) => apiFetch<ProjectListResponse>('/api/projects', withSignal(opts)).then((r) => r.projects);

export const myProjectsOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.projects.list(), queryFn: ({ signal }) => getMyProjects({ signal }), enabled });

export const useMyProjects = (enabled: boolean) => useQuery(myProjectsOptions(enabled));
