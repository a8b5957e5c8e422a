import { createHash } from 'node:crypto';
import { isProjectPath, MAX_PROJECT_FILES, type ProjectFile, type StoreVersion } from '@ov/shared';
import { AppError } from '../../../platform/http/errors';

/** A file larger than this is refused at submission (the project editor's own limit, projectFileSchema). */
export const MAX_PINNED_FILE_CHARS = 1_000_000;
/** All pinned files together (the project save limit, decision 008). */
export const MAX_PINNED_TOTAL_CHARS = 5 * 1024 * 1024;

/** Control characters no text file holds (tab, line breaks, form feed and escape excepted), or U+FFFD: bytes that were not text. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\ufffd]/;

/**
 * The files a version pins, checked the way a project save checks them (paths, sizes), plus: no binary content
 * (control characters, or the replacement character of undecodable bytes). Anything wrong refuses the whole submission
 * with `store_file_invalid` naming the first offending file; nothing is written.
 */
export function checkPinnedFiles(raw: unknown): ProjectFile[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new AppError(422, 'store_project_empty', 'The project has no file to submit');
  if (raw.length > MAX_PROJECT_FILES) throw new AppError(422, 'store_file_invalid', `Too many files (at most ${MAX_PROJECT_FILES})`);
  const seen = new Set<string>();
  let total = 0;
  const files: ProjectFile[] = [];
  for (const f of raw as unknown[]) {
    const path = (f as { path?: unknown } | null)?.path;
    const content = (f as { content?: unknown } | null)?.content;
    if (!isProjectPath(path)) throw new AppError(422, 'store_file_invalid', `A file path is outside the project: ${JSON.stringify(String(path)).slice(0, 120)}`);
    if (seen.has(path)) throw new AppError(422, 'store_file_invalid', `Duplicate file path: ${path}`);
    seen.add(path);
    if (typeof content !== 'string') throw new AppError(422, 'store_file_invalid', `File ${path} has no text content`);
    if (content.length > MAX_PINNED_FILE_CHARS) throw new AppError(422, 'store_file_invalid', `File ${path} is too large (at most ${MAX_PINNED_FILE_CHARS} characters)`);
    if (BINARY.test(content)) throw new AppError(422, 'store_file_invalid', `File ${path} is binary`);
    total += content.length;
    if (total > MAX_PINNED_TOTAL_CHARS) throw new AppError(422, 'store_file_invalid', 'The project is too large to submit');
    files.push({ path, content });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Canonical serialization: files sorted by path (code unit order), as a JSON array of [path, content] pairs. */
export const canonicalFiles = (files: readonly ProjectFile[]): string =>
  JSON.stringify([...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((f) => [f.path, f.content]));

/** SHA-256 (hex) of the canonical serialization: the version's identity, shown to buyers and put in the SBOM. */
export const filesHash = (files: readonly ProjectFile[]): string => createHash('sha256').update(canonicalFiles(files), 'utf8').digest('hex');

/** Paths added, removed and modified from `before` to `after` (sorted). */
export function diffFiles(before: readonly ProjectFile[], after: readonly ProjectFile[]): NonNullable<StoreVersion['changes']> {
  const old = new Map(before.map((f) => [f.path, f.content]));
  const now = new Map(after.map((f) => [f.path, f.content]));
  const added = [...now.keys()].filter((p) => !old.has(p)).sort();
  const removed = [...old.keys()].filter((p) => !now.has(p)).sort();
  const modified = [...now.keys()].filter((p) => old.has(p) && old.get(p) !== now.get(p)).sort();
  return { added, removed, modified };
}

/** A URL-safe slug from a title: accents folded, lower case, words joined by dashes, at most 60 characters. */
export function slugify(title: string): string {
  const s = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || 'application';
}
