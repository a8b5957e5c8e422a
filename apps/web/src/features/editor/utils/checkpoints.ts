import type { ProjectFile } from './file-store';

/** Named checkpoints: local snapshots of the files, per project (see docs/decisions/101-editor-versions.md). */
export type Checkpoint = { id: string; name: string; createdAt: string; files: ProjectFile[] };

export const CHECKPOINTS_KEY = 'ov_editor_checkpoints';
export const MAX_CHECKPOINTS = 20;

const keyOf = (projectKey: string) => `${CHECKPOINTS_KEY}:${projectKey}`;

export function readCheckpoints(projectKey: string): Checkpoint[] {
  try {
    const list = JSON.parse(localStorage.getItem(keyOf(projectKey)) ?? '[]') as Checkpoint[];
    return Array.isArray(list) ? list.filter((c) => c && typeof c.name === 'string' && Array.isArray(c.files)) : [];
  } catch {
    return [];
  }
}

/** Adds a checkpoint (newest first, at most 20); returns the new list, or null when the name is empty or storage fails. */
export function addCheckpoint(projectKey: string, name: string, files: readonly ProjectFile[]): Checkpoint[] | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const cp: Checkpoint = {
    id: globalThis.crypto?.randomUUID?.() ?? String(Date.now()),
    name: trimmed.slice(0, 100),
    createdAt: new Date().toISOString(),
    files: files.map((f) => ({ path: f.path, content: f.content })),
  };
  const list = [cp, ...readCheckpoints(projectKey)].slice(0, MAX_CHECKPOINTS);
  try {
    localStorage.setItem(keyOf(projectKey), JSON.stringify(list));
    return list;
  } catch {
    return null;
  }
}

export function removeCheckpoint(projectKey: string, id: string): Checkpoint[] {
  const list = readCheckpoints(projectKey).filter((c) => c.id !== id);
  try {
    localStorage.setItem(keyOf(projectKey), JSON.stringify(list));
  } catch {
    // storage blocked: the list shown stays as it was
  }
  return list;
}
