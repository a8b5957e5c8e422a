import { apiFetch } from '@/lib/api-client';
import type { ProjectFile } from '../workspace/file-model';

export type ServerProject = { id: string; title: string; description: string | null; code_content: ProjectFile[]; version: number };
export type VersionSummary = { version: number; created_at: string; title: string; file_count: number };

/** POST /api/projects: the first save of an editor project creates it (owner set by the server). */
export async function createProject(input: { title: string; description?: string; files: ProjectFile[]; techStack?: string[] }): Promise<string> {
  const res = await apiFetch<{ id: string }>('/api/projects', {
    method: 'POST',
    json: { title: input.title, description: input.description ?? null, code_content: input.files, ...(input.techStack ? { tech_stack: input.techStack } : {}) },
  });
  return res.id;
}

/** PATCH /api/projects/:id with the files: the server snapshots a new version. */
export async function saveProjectFiles(id: string, files: ProjectFile[]): Promise<ServerProject> {
  const res = await apiFetch<{ project: ServerProject }>(`/api/projects/${encodeURIComponent(id)}`, { method: 'PATCH', json: { code_content: files } });
  return res.project;
}

/**
 * "Appliquer" an instruction: the files, the new app description and the new generation (the base of the next
 * three-way merge) in one save, one version (decision 115).
 */
export async function saveInstructionResult(id: string, input: { files: ProjectFile[]; appSpec: unknown; generatedFiles: ProjectFile[] }): Promise<ServerProject> {
  const res = await apiFetch<{ project: ServerProject }>(`/api/projects/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { code_content: input.files, app_spec: input.appSpec, generated_files: input.generatedFiles },
  });
  return res.project;
}

export async function getProject(id: string): Promise<ServerProject> {
  const res = await apiFetch<{ project: ServerProject }>(`/api/projects/${encodeURIComponent(id)}`);
  return res.project;
}

export async function listVersions(id: string): Promise<VersionSummary[]> {
  const res = await apiFetch<{ versions: VersionSummary[] }>(`/api/projects/${encodeURIComponent(id)}/versions?limit=50`);
  return res.versions;
}

export async function restoreVersion(id: string, version: number): Promise<ServerProject> {
  const res = await apiFetch<{ project: ServerProject }>(`/api/projects/${encodeURIComponent(id)}/versions/${version}/restore`, { method: 'POST', json: {} });
  return res.project;
}
