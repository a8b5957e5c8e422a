import { isProjectPath, MAX_PROJECT_PATH, type ProjectFile } from '@ov/shared';

/** The Sentinel Builder's project, its export and its import (spec §3, §5, §9; decision 122). */
export type BuilderProject = { name: string; files: ProjectFile[] };

export const EXPORT_GENERATOR = 'OV Sentinel Builder';
export const EXPORT_VERSION = '1.0.0';

/** Import limits (decision 122); a path follows @ov/shared's project path rule. */
export const LIMITS = { files: 500, pathLength: MAX_PROJECT_PATH, fileBytes: 1_000_000, totalBytes: 5_000_000 } as const;

const bytes = (s: string) => new TextEncoder().encode(s).length;

export type ExportedProject = {
  name: string;
  files: Record<string, string>;
  metadata: { created: string; generator: string; version: string };
};

/** Spec §3: exported project = name, files (path → content), metadata {created, generator, version 1.0.0}. */
export function toExported(project: BuilderProject, now = new Date()): ExportedProject {
  const files: Record<string, string> = {};
  for (const f of project.files) files[f.path] = f.content;
  return { name: project.name, files, metadata: { created: now.toISOString(), generator: EXPORT_GENERATOR, version: EXPORT_VERSION } };
}

/** Spec §9: JSON indented 2 spaces, file named with the date. */
export function exportFileName(now = new Date()): string {
  return `sentinel-project-${now.toISOString().slice(0, 10)}.json`;
}
export const serialiseExport = (project: BuilderProject, now = new Date()) => JSON.stringify(toExported(project, now), null, 2);

export type ImportResult = { ok: true; project: BuilderProject } | { ok: false; reason: string };

/** Spec §5: only .json files holding a `files` object; every path and size is checked. */
export function parseImport(fileName: string, text: string): ImportResult {
  if (!/\.json$/i.test(fileName)) return { ok: false, reason: 'extension' };
  if (bytes(text) > LIMITS.totalBytes * 1.2) return { ok: false, reason: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'shape' };
  const raw = (data as { files?: unknown }).files;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'files' };
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0 || entries.length > LIMITS.files) return { ok: false, reason: 'count' };
  let total = 0;
  const files: ProjectFile[] = [];
  for (const [path, content] of entries) {
    if (!isProjectPath(path)) return { ok: false, reason: 'path' };
    if (typeof content !== 'string') return { ok: false, reason: 'content' };
    const size = bytes(content);
    if (size > LIMITS.fileBytes) return { ok: false, reason: 'file-size' };
    total += size;
    files.push({ path, content });
  }
  if (total > LIMITS.totalBytes) return { ok: false, reason: 'total-size' };
  const name = (data as { name?: unknown }).name;
  return { ok: true, project: { name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : 'sentinel-project', files } };
}
