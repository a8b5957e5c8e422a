import { z } from 'zod';
import { defineStored } from '@/lib/storage';
import type { ProjectFile } from '../workspace/file-model';

/** Named checkpoints: local snapshots of the files, per project (see docs/decisions/101-editor-versions.md). */
export type Checkpoint = { id: string; name: string; createdAt: string; files: ProjectFile[] };

export const CHECKPOINTS_KEY = 'ov_editor_checkpoints';
export const MAX_CHECKPOINTS = 20;

const checkpointSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  files: z.array(z.object({ path: z.string(), content: z.string() })),
});
/** One project's checkpoints; an unreadable entry is dropped, not the list. */
const stored = (projectKey: string) =>
  defineStored(
    `${CHECKPOINTS_KEY}:${projectKey}`,
    z.array(z.unknown()).transform((list) => list.flatMap((c) => (checkpointSchema.safeParse(c).data ?? []) as Checkpoint[])),
    [],
  );

export const readCheckpoints = (projectKey: string): Checkpoint[] => stored(projectKey).read();

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
  return stored(projectKey).write(list) ? list : null;
}

export function removeCheckpoint(projectKey: string, id: string): Checkpoint[] {
  const list = readCheckpoints(projectKey).filter((c) => c.id !== id);
  // Storage blocked: the list shown stays as it was until the reload.
  stored(projectKey).write(list);
  return list;
}
