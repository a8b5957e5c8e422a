import { diff3Merge } from 'node-diff3';
import { CONFLICT_MARKERS, type GeneratedFile, type InstructionFileChange } from '@ov/shared';
import { sameFile } from './generations';

/**
 * The three-way merge of an instruction (issue 13, docs/decisions/115-change-by-instruction.md), per file:
 * base = the files as the AI last generated them, ours = the project's files (the user's edits), theirs = the
 * new generation. Unchanged by the user: take the new file. Changed by the user only: keep it. Changed by both:
 * merge the lines with node-diff3; what cannot be merged is left between conflict markers and reported, never
 * dropped. Pure: no I/O.
 */

export type MergeLang = 'fr' | 'en';
export type ProjectMerge = {
  /** Every file after the merge, theirs' order first, then the user's own files. */
  files: GeneratedFile[];
  /** Only the files that differ from ours (or need the user's attention). */
  fileChanges: InstructionFileChange[];
  /** Files in conflict. */
  conflicts: number;
};

const LABELS: Record<MergeLang, { ours: string; theirs: string }> = {
  fr: { ours: 'vos modifications', theirs: "version de l'IA" },
  en: { ours: 'your changes', theirs: 'AI version' },
};

/** One file merged line by line; `conflicts` counts the regions left between markers. */
export function mergeText(ours: string, base: string, theirs: string, lang: MergeLang): { text: string; conflicts: number } {
  const label = LABELS[lang];
  const regions = diff3Merge(ours.split('\n'), base.split('\n'), theirs.split('\n'), { excludeFalseConflicts: true });
  const out: string[] = [];
  let conflicts = 0;
  for (const r of regions) {
    if (r.ok) out.push(...r.ok);
    else if (r.conflict) {
      conflicts++;
      out.push(`${CONFLICT_MARKERS.ours} ${label.ours}`, ...r.conflict.a, CONFLICT_MARKERS.sep, ...r.conflict.b, `${CONFLICT_MARKERS.theirs} ${label.theirs}`);
    }
  }
  return { text: out.join('\n'), conflicts };
}

const byPath = (files: readonly GeneratedFile[]) => new Map(files.map((f) => [f.path, f.content]));

export function mergeProject(input: { base: readonly GeneratedFile[]; ours: readonly GeneratedFile[]; theirs: readonly GeneratedFile[]; lang: MergeLang }): ProjectMerge {
  const base = byPath(input.base);
  const ours = byPath(input.ours);
  const theirs = byPath(input.theirs);
  const paths = [...new Set([...input.theirs.map((f) => f.path), ...input.ours.map((f) => f.path)])];
  const files: GeneratedFile[] = [];
  const fileChanges: InstructionFileChange[] = [];

  const keep = (path: string, content: string) => files.push({ path, content });
  const change = (c: InstructionFileChange) => {
    fileChanges.push(c);
    if (c.after !== null) keep(c.path, c.after);
  };

  for (const path of paths) {
    const b = base.get(path);
    const o = ours.get(path);
    const t = theirs.get(path);
    if (o === undefined) {
      // Not in the project: new from the AI, or deleted by the user.
      if (t === undefined) continue;
      if (b === undefined) change({ path, status: 'added', before: null, after: t, conflicts: 0 });
      // The user deleted it and the instruction changes it: it comes back, said as a conflict.
      else if (!sameFile(t, b)) change({ path, status: 'conflict', before: null, after: t, conflicts: 0, note: 'deleted_by_you' });
      continue;
    }
    if (b !== undefined && sameFile(o, b)) {
      // Untouched by the user: the new generation wins, including its removal of the file.
      if (t === undefined) change({ path, status: 'removed', before: o, after: null, conflicts: 0 });
      else if (sameFile(t, o)) keep(path, o);
      else change({ path, status: 'changed', before: o, after: t, conflicts: 0 });
      continue;
    }
    // Changed (or written) by the user.
    if (t === undefined) {
      // The new generation has no such file. A file of the user's own stays silently; a generated file the user
      // edited is kept and said, as the app no longer uses it.
      if (b !== undefined) change({ path, status: 'conflict', before: o, after: o, conflicts: 0, note: 'kept_yours' });
      else keep(path, o);
      continue;
    }
    if (sameFile(t, o) || (b !== undefined && sameFile(t, b))) {
      keep(path, o);
      continue;
    }
    const merged = mergeText(o, b ?? '', t, input.lang);
    if (merged.conflicts > 0) change({ path, status: 'conflict', before: o, after: merged.text, conflicts: merged.conflicts });
    else if (sameFile(merged.text, o)) keep(path, o);
    else change({ path, status: 'changed', before: o, after: merged.text, conflicts: 0 });
  }
  return { files, fileChanges, conflicts: fileChanges.filter((c) => c.status === 'conflict').length };
}
