import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TemplateFile } from '../components/catalog';

export type FromTemplateInput = { title: string; description: string; category: string; files: TemplateFile[] };

export const createFromTemplate = (input: FromTemplateInput) =>
  apiFetch<{ id: string }>('/api/projects', {
    method: 'POST',
    json: {
      title: input.title,
      description: input.description,
      category: input.category,
      visibility: 'private',
      code_content: input.files,
      tech_stack: ['html', 'css', 'js'],
    },
  });

export function useCreateFromTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createFromTemplate, onSuccess: () => qc.invalidateQueries({ queryKey: ['projects'] }) });
}
