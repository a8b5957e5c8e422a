import { z } from 'zod';
import { projectFileSchema } from '@ov/shared';
import { defineStored } from '@/lib/storage';
import type { ProjectFile } from '../types';

/**
 * localStorage key of the project the /preview page shows: `{ name, files: [{path, content}], updatedAt }`.
 * The editor writes it (saveCurrentProject) when its files change; see README.md.
 */
export const CURRENT_PROJECT_KEY = 'ov_preview_project';

export type CurrentProject = { name: string; files: ProjectFile[]; updatedAt: string };

const stored = defineStored(
  CURRENT_PROJECT_KEY,
  z.object({
    name: z.string().catch(''),
    // a file that is not {path, content} is dropped, the others are kept
    files: z.array(z.unknown()).transform((files) => files.flatMap((f) => {
      const r = projectFileSchema.safeParse(f);
      return r.success ? [r.data] : [];
    })),
    updatedAt: z.unknown().transform((v) => String(v ?? '')),
  }),
  null,
);

export function loadCurrentProject(): CurrentProject | null {
  const data = stored.read();
  if (!data || data.files.length === 0) return null;
  return { name: data.name || 'Projet', files: data.files, updatedAt: data.updatedAt };
}

/** Storage full or blocked: the preview page falls back to the sample. */
export function saveCurrentProject(name: string, files: readonly ProjectFile[]): void {
  stored.write({ name, files: files.map((f) => ({ path: f.path, content: f.content })), updatedAt: new Date().toISOString() });
}
