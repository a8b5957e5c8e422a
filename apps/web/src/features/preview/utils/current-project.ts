import type { ProjectFile } from '../types';

/**
 * localStorage key of the project the /preview page shows: `{ name, files: [{path, content}], updatedAt }`.
 * The editor writes it (saveCurrentProject) when its files change; see README.md.
 */
export const CURRENT_PROJECT_KEY = 'ov_preview_project';

export type CurrentProject = { name: string; files: ProjectFile[]; updatedAt: string };

export function loadCurrentProject(): CurrentProject | null {
  try {
    const raw = localStorage.getItem(CURRENT_PROJECT_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<CurrentProject>;
    if (!Array.isArray(data.files)) return null;
    const files = data.files.filter((f): f is ProjectFile => typeof f?.path === 'string' && typeof f.content === 'string' && f.path.length > 0);
    if (files.length === 0) return null;
    return { name: typeof data.name === 'string' && data.name ? data.name : 'Projet', files, updatedAt: String(data.updatedAt ?? '') };
  } catch {
    return null;
  }
}

export function saveCurrentProject(name: string, files: readonly ProjectFile[]): void {
  try {
    const value: CurrentProject = { name, files: files.map((f) => ({ path: f.path, content: f.content })), updatedAt: new Date().toISOString() };
    localStorage.setItem(CURRENT_PROJECT_KEY, JSON.stringify(value));
  } catch {
    // storage full or blocked: the preview page falls back to the sample
  }
}
