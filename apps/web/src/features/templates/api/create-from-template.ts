import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TECH_STACK, type CreateProjectInput, type CreateProjectResponse, type ProjectFile } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type FromTemplateInput = { title: string; description: string; category: string; files: ProjectFile[] };

/** POST /api/projects with a template's files: a private copy the user then edits. */
export const createFromTemplate = (input: FromTemplateInput, opts?: RequestOptions) =>
  apiFetch<CreateProjectResponse>('/api/projects', {
    method: 'POST',
    json: {
      title: input.title,
      description: input.description,
      category: input.category,
      visibility: 'private',
      code_content: input.files,
      tech_stack: [...DEFAULT_TECH_STACK],
    } satisfies CreateProjectInput,
    ...withSignal(opts),
  });

/** The new project appears in "Mes projets" and the dashboard's count: every projects query is refetched. */
export function useCreateFromTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FromTemplateInput) => createFromTemplate(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
