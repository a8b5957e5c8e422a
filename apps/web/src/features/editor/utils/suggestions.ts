import { structuredPatch } from 'diff';
import { z } from 'zod';
import { defineStored } from '@/lib/storage';
import { CONFLICT_MARKERS, type InstructionFileChange } from '@ov/shared';
import { deleteFile, foldersOf, updateContent, type ProjectFile, type Workspace } from '../workspace/file-model';

/**
 * The assistant's suggestions, kept per project across reloads, shown as diffs before "Appliquer"
 * (issue 13, docs/decisions/116-editor-suggestions-as-diffs.md).
 */

export type SuggestionFile = InstructionFileChange;

export type InstructionSuggestion = {
  projectId: string;
  changes: string[];
  /** The files that change, each with the project's version and the merged one. */
  files: SuggestionFile[];
  /** The new app description and generation, saved with the files (the next merge's base). */
  appSpec: unknown;
  generatedFiles: ProjectFile[];
  baseVersion: number;
};

export type Suggestion = {
  id: string;
  kind: 'generate' | 'fix' | 'instruction';
  /** What was asked, or what the fix is about. */
  description: string;
  /** generate / fix: the whole new file. */
  code: string;
  path: string | null;
  /** generate / fix: the file when the suggestion was made, for the diff (null: no such file). */
  before?: string | null;
  /** A confidence measured by the model; none of ours is measured, so it is never set (decision 116). */
  confidence?: number;
  /** What was done, or why nothing was (a fix left unchanged, an instruction not carried out). */
  explanation?: string;
  creditsUsed?: number;
  /** Fixes: the server made this one free (first fix of a file the AI wrote). */
  freeFix?: boolean;
  /** Nothing to apply. */
  unchanged?: boolean;
  /** Set once applied: the suggestion stays listed, without its Apply button. */
  applied?: boolean;
  instruction?: InstructionSuggestion;
};

/** Spec §9: the 5 latest suggestions are kept. */
export const MAX_SUGGESTIONS = 5;
export const SUGGESTIONS_KEY = 'ov_editor_suggestions';

const isFile = (f: unknown): f is SuggestionFile =>
  !!f &&
  typeof (f as SuggestionFile).path === 'string' &&
  ['added', 'changed', 'removed', 'conflict'].includes((f as SuggestionFile).status) &&
  ((f as SuggestionFile).before === null || typeof (f as SuggestionFile).before === 'string') &&
  ((f as SuggestionFile).after === null || typeof (f as SuggestionFile).after === 'string');

function isSuggestion(s: unknown): s is Suggestion {
  if (!s || typeof s !== 'object') return false;
  const v = s as Suggestion;
  if (typeof v.id !== 'string' || typeof v.description !== 'string' || typeof v.code !== 'string') return false;
  if (!['generate', 'fix', 'instruction'].includes(v.kind)) return false;
  if (v.instruction !== undefined) {
    const i = v.instruction;
    if (typeof i.projectId !== 'string' || !Array.isArray(i.changes) || !Array.isArray(i.files) || !i.files.every(isFile) || !Array.isArray(i.generatedFiles)) return false;
  }
  return true;
}

/** One project's suggestions ("local" before its first save); anything unreadable is dropped. */
const stored = (projectKey: string) =>
  defineStored(
    `${SUGGESTIONS_KEY}:${projectKey}`,
    z.array(z.unknown()).transform((list) => list.filter(isSuggestion).slice(0, MAX_SUGGESTIONS)),
    [],
  );

export const readSuggestions = (projectKey: string): Suggestion[] => stored(projectKey).read();

/** Keeps the list for the next visit; false when storage refuses it (the list still works until the reload). */
export function writeSuggestions(projectKey: string, list: readonly Suggestion[]): boolean {
  if (list.length > 0) return stored(projectKey).write(list.slice(0, MAX_SUGGESTIONS));
  stored(projectKey).remove();
  return true;
}

export const countConflicts = (text: string | null): number =>
  text ? text.split('\n').filter((l) => l === CONFLICT_MARKERS.ours || l.startsWith(`${CONFLICT_MARKERS.ours} `)).length : 0;

/**
 * Resolves every conflict of a merged file by keeping one side: "mine" (the user's lines) or "ai" (the new
 * generation's). The markers are the server's (`CONFLICT_MARKERS`), one region after another.
 */
export function resolveConflicts(text: string, keep: 'mine' | 'ai'): string {
  const out: string[] = [];
  let state: 'out' | 'mine' | 'ai' = 'out';
  for (const line of text.split('\n')) {
    const isStart = line === CONFLICT_MARKERS.ours || line.startsWith(`${CONFLICT_MARKERS.ours} `);
    const isEnd = line === CONFLICT_MARKERS.theirs || line.startsWith(`${CONFLICT_MARKERS.theirs} `);
    if (state === 'out' && isStart) state = 'mine';
    else if (state === 'mine' && line === CONFLICT_MARKERS.sep) state = 'ai';
    else if (state === 'ai' && isEnd) state = 'out';
    else if (state === 'out' || state === keep) out.push(line);
  }
  return out.join('\n');
}

/** One file of an instruction with its conflicts resolved one way; a whole-file conflict becomes a plain change. */
export function resolveFile(file: SuggestionFile, keep: 'mine' | 'ai'): SuggestionFile {
  if (file.status !== 'conflict') return file;
  if (file.note === 'deleted_by_you') return keep === 'ai' ? { ...file, status: 'added', note: undefined } : { ...file, after: null, status: 'removed', note: undefined };
  if (file.note === 'kept_yours') return { ...file, status: 'changed', note: undefined };
  const after = file.after === null ? null : resolveConflicts(file.after, keep);
  return { ...file, after, conflicts: 0, status: 'changed' };
}

/** Files whose current content is no longer what the suggestion was made from (edited since). */
export function staleFiles(ws: Workspace, files: readonly SuggestionFile[]): string[] {
  const current = new Map(ws.files.map((f) => [f.path, f.content]));
  return files.filter((f) => (current.get(f.path) ?? null) !== f.before).map((f) => f.path);
}

/**
 * Applies an instruction's files to the open workspace: added and changed files get their merged content,
 * removed ones go; other files (and unsaved edits elsewhere) are left alone.
 */
export function applyInstructionFiles(ws: Workspace, files: readonly SuggestionFile[]): Workspace {
  let next = ws;
  for (const f of files) {
    const exists = next.files.some((x) => x.path === f.path);
    if (f.after === null) {
      if (exists) next = deleteFile(next, f.path);
    } else if (exists) next = updateContent(next, f.path, f.after);
    else next = { ...next, files: [...next.files, { path: f.path, content: f.after }], expanded: [...new Set([...next.expanded, ...foldersOf([f.path])])].sort() };
  }
  return next;
}

export type DiffLine = { kind: 'add' | 'del' | 'ctx' | 'hunk'; text: string };

/** A unified diff (3 lines of context) of one file, as lines to show. */
export function diffLines(before: string | null, after: string | null): DiffLine[] {
  const patch = structuredPatch('a', 'b', before ?? '', after ?? '', '', '', { context: 3 });
  const out: DiffLine[] = [];
  for (const h of patch.hunks) {
    out.push({ kind: 'hunk', text: `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@` });
    for (const l of h.lines) {
      if (l.startsWith('\\')) continue;
      out.push({ kind: l[0] === '+' ? 'add' : l[0] === '-' ? 'del' : 'ctx', text: l.slice(1) });
    }
  }
  return out;
}
