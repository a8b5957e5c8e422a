import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectResponse, Project, ProjectFile, ProjectResponse, ProjectVersionSummary, ProjectVersionsResponse, UpdateProjectInput } from '@ov/shared';
import { apiFetch, isApiError, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The version list's item (the name the version control panel imports). */
export type VersionSummary = ProjectVersionSummary;

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** POST /api/projects: the first save of an editor project creates it (owner set by the server). */
export async function createProject(input: { title: string; description?: string; files: ProjectFile[]; techStack?: string[] }, opts?: RequestOptions): Promise<string> {
  const res = await apiFetch<CreateProjectResponse>('/api/projects', {
    method: 'POST',
    json: { title: input.title, description: input.description ?? null, code_content: input.files, ...(input.techStack ? { tech_stack: input.techStack } : {}) },
    ...withSignal(opts),
  });
  return res.id;
}

async function updateProject(id: string, json: UpdateProjectInput, opts?: RequestOptions): Promise<Project> {
  const res = await apiFetch<ProjectResponse>(projectPath(id), { method: 'PATCH', json, ...withSignal(opts) });
  return res.project;
}

/** PATCH /api/projects/:id with the files: the server snapshots a new version. */
export const saveProjectFiles = (id: string, files: ProjectFile[], opts?: RequestOptions): Promise<Project> => updateProject(id, { code_content: files }, opts);

export type InstructionResult = { files: ProjectFile[]; appSpec: unknown; generatedFiles: ProjectFile[] };

/**
 * "Appliquer" an instruction: the files, the new app description and the new generation (the base of the next
 * three-way merge) in one save, one version (decision 115). The description is the server's own answer, sent back
 * as it came (the server validates it again).
 */
export const saveInstructionResult = (id: string, input: InstructionResult, opts?: RequestOptions): Promise<Project> =>
  updateProject(id, { code_content: input.files, app_spec: input.appSpec as UpdateProjectInput['app_spec'], generated_files: input.generatedFiles }, opts);

export async function getProject(id: string, opts?: RequestOptions): Promise<Project> {
  const res = await apiFetch<ProjectResponse>(projectPath(id), withSignal(opts));
  return res.project;
}

export async function listVersions(id: string, opts?: RequestOptions): Promise<VersionSummary[]> {
  const res = await apiFetch<ProjectVersionsResponse>(`${projectPath(id)}/versions?limit=50`, withSignal(opts));
  return res.versions;
}

export async function restoreVersion(id: string, version: number, opts?: RequestOptions): Promise<Project> {
  const res = await apiFetch<ProjectResponse>(`${projectPath(id)}/versions/${version}/restore`, { method: 'POST', json: {}, ...withSignal(opts) });
  return res.project;
}

export const projectOptions = (id: string) => queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(id, { signal }) });

export const projectVersionsOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.projects.versions(id), queryFn: ({ signal }) => listVersions(id, { signal }) });

/** Every write to a project changes the lists (projects page, dashboard), its detail and its versions. */
function useInvalidateProjects() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryKeys.projects.all });
}

/**
 * Saves the editor's files: a new version of the project, or a new project on the first save, or when the project
 * is gone (deleted, no longer ours: 404 or 403). Resolves to the id the files are saved under.
 */
export function useSaveProjectMutation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ id, title, files }: { id: string | null; title: string; files: ProjectFile[] }): Promise<string> => {
      if (id) {
        try {
          await saveProjectFiles(id, files);
          return id;
        } catch (e) {
          if (!(isApiError(e) && (e.status === 404 || e.status === 403))) throw e;
        }
      }
      return createProject({ title, files });
    },
    onSuccess: () => void invalidate(),
  });
}

/** Saves the files of an existing project as they are (no creation): unsaved edits kept before an instruction. */
export function useSaveProjectFilesMutation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, files, signal }: { id: string; files: ProjectFile[]; signal?: AbortSignal }) => saveProjectFiles(id, files, { signal }),
    onSuccess: () => void invalidate(),
  });
}

export function useSaveInstructionMutation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, ...input }: InstructionResult & { id: string }) => saveInstructionResult(id, input),
    onSuccess: () => void invalidate(),
  });
}

export function useRestoreVersionMutation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => restoreVersion(id, version),
    onSuccess: () => void invalidate(),
  });
}
