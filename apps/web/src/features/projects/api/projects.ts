import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export const VISIBILITIES = ['public', 'private', 'ministry_only'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const CATEGORIES = ['security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other'] as const;

export type ProjectFile = { path: string; content: string };
export type ProjectSummary = {
  id: string;
  title: string;
  description: string | null;
  visibility: Visibility | null;
  category?: string | null;
  updated_at: string;
};
export type Project = ProjectSummary & { category: string | null; code_content: ProjectFile[] };
export type ProjectInput = {
  title: string;
  description: string | null;
  visibility: Visibility;
  category: string | null;
  code_content?: ProjectFile[];
  tech_stack?: string[];
};

export const getProjects = (opts?: RequestOptions) => apiFetch<{ projects: ProjectSummary[] }>('/api/projects', withSignal(opts)).then((r) => r.projects);
export const getProjectsQueryOptions = () => queryOptions({ queryKey: ['projects', 'list'], queryFn: ({ signal }) => getProjects({ signal }) });
export const useProjects = () => useQuery(getProjectsQueryOptions());

export const getProject = (id: string, opts?: RequestOptions) =>
  apiFetch<{ project: Project }>(`/api/projects/${encodeURIComponent(id)}`, withSignal(opts)).then((r) => r.project);
export const getProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['projects', 'detail', id], queryFn: ({ signal }) => getProject(id, { signal }), retry: false });
export const useProject = (id: string) => useQuery(getProjectQueryOptions(id));

export const createProject = (input: ProjectInput, opts?: RequestOptions) =>
  apiFetch<{ id: string }>('/api/projects', { method: 'POST', json: input, ...withSignal(opts) });
export const updateProject = (id: string, input: Partial<ProjectInput>, opts?: RequestOptions) =>
  apiFetch<unknown>(`/api/projects/${encodeURIComponent(id)}`, { method: 'PATCH', json: input, ...withSignal(opts) });

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
    onSuccess: () => qc.invalidateQueries({ queryKey: ['projects'] }),
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
