import { z } from 'zod';
import { defineStored } from '@/lib/storage';
import { usableFiles, type ProjectFile } from './file-model';

// The working copies the three workspace screens keep in the browser, declared once each (lib/storage.ts): what is
// read back is checked, and a file without a valid path or text content is dropped (spec §5), not the whole copy.

/** Any list, reduced to its usable files (path rule of @ov/shared, text content). */
const files = z.array(z.unknown()).transform((list) => usableFiles(list));
const strings = z.array(z.unknown()).transform((list) => list.filter((p): p is string => typeof p === 'string'));
const textRecord = z
  .record(z.string(), z.unknown())
  .transform((rec) => Object.fromEntries(Object.entries(rec).filter((e): e is [string, string] => typeof e[1] === 'string')));

/** localStorage key of the /editor working copy (files, saved reference, tabs, server project id). */
export const WORKSPACE_KEY = 'ov_editor_workspace';

const storedWorkspaceSchema = z.object({
  projectId: z.string().nullable().catch(null),
  name: z
    .string()
    .transform((n) => (n.trim() ? n : ''))
    .catch(''),
  files,
  saved: textRecord.catch({}),
  openPaths: strings.catch([]),
  activePath: z.string().nullable().catch(null),
  savedAt: z.string().nullable().catch(null),
});
export type StoredWorkspace = z.output<typeof storedWorkspaceSchema>;

/** /editor: the working copy under `key` (the editor's own, or another for tests). */
export const editorWorkspaceStore = (key = WORKSPACE_KEY) => defineStored(key, storedWorkspaceSchema, null);

/** /code-editor: the files saved with "Sauvegarder", and the server project "Sauvegarder le projet" writes to. */
export const codeEditorFilesStore = defineStored('ov_code_editor_files', files, []);
export const codeEditorProjectIdStore = defineStored('ov_code_editor_project_id', z.string().min(1), null, { raw: true });

/** /code-editor's view mode (spec §3 storage: ov_view, default split). */
export const VIEW_MODES = ['code', 'split', 'preview'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const viewModeStore = defineStored('ov_view', z.enum(VIEW_MODES), 'split' as ViewMode, { raw: true });

/** /builder: the project `{name, files}` (decision 122), written 300 ms after every change and by Sauvegarder. */
export const BUILDER_STORAGE_KEY = 'ov_builder_project';
export const builderProjectStore = defineStored(BUILDER_STORAGE_KEY, z.object({ name: z.string().catch('sentinel-project'), files }), null);
export type StoredBuilderProject = { name: string; files: ProjectFile[] };
