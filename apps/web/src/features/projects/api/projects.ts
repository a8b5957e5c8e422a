import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROJECT_VISIBILITIES,
  type CreateProjectInput,
  type CreateProjectResponse,
  type Project,
  type ProjectFile,
  type ProjectListResponse,
  type ProjectResponse,
  type ProjectSummary,
  type ProjectVisibility,
  type UpdateProjectInput,
} from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The /api/projects resource (DESIGN §4), typed with @ov/shared: a server change fails to compile here. */
export type { Project, ProjectFile, ProjectSummary };
export type Visibility = ProjectVisibility;
export const VISIBILITIES = PROJECT_VISIBILITIES;
export const CATEGORIES = ['security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other'] as const;
export type ProjectInput = CreateProjectInput;

/** GET /api/projects: the signed-in user's projects ("Mes projets"). */
export const getProjects = (opts?: RequestOptions) => apiFetch<ProjectListResponse>('/api/projects', withSignal(opts)).then((r) => r.projects);
export const projectsOptions = () => queryOptions({ queryKey: queryKeys.projects.list(), queryFn: ({ signal }) => getProjects({ signal }) });
export const useProjects = () => useQuery(projectsOptions());

/** GET /api/projects/:id. */
export const getProject = (id: string, opts?: RequestOptions) =>
  apiFetch<ProjectResponse>(`/api/projects/${encodeURIComponent(id)}`, withSignal(opts)).then((r) => r.project);
export const projectOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(id, { signal }), retry: false });
export const useProject = (id: string) => useQuery(projectOptions(id));

/** POST /api/projects. */
export const createProject = (input: CreateProjectInput, opts?: RequestOptions) =>
  apiFetch<CreateProjectResponse>('/api/projects', { method: 'POST', json: input, ...withSignal(opts) });

/** PATCH /api/projects/:id (owner only). */
export const updateProject = (id: string, input: UpdateProjectInput, opts?: RequestOptions) =>
  apiFetch<ProjectResponse>(`/api/projects/${encodeURIComponent(id)}`, { method: 'PATCH', json: input, ...withSignal(opts) }).then((r) => r.project);

/** Creates (id null) or updates a project; every projects query (list, stats, detail) is refetched after. */
export function useSaveProject(id: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProjectInput): Promise<{ id: string }> => {
      if (id) {
        await updateProject(id, input);
        return { id };
      }
      return createProject(input);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}

/** Spec §3: visibility is shown as public when missing. */
export const visibilityOf = (v: string | null | undefined): Visibility =>
  (VISIBILITIES as readonly string[]).includes(v ?? '') ? (v as Visibility) : 'public';

/** Spec §2: the fallback new project is a 'Hello' page. */
export const HELLO_PROJECT: ProjectFile[] = [
  {
    path: 'index.html',
    content:
      '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Hello</title>\n  </head>\n  <body>\n    <h1>Hello</h1>\n  </body>\n</html>\n',
  },
];
