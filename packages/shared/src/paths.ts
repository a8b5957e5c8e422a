/**
 * The one rule for a project file's path, on the server (API validation, AI output) and in the browser
 * (editors, explorer, preview). A path is relative, written with forward slashes, has no empty, `.` or `..`
 * segment, no segment with leading or trailing spaces, no control character or backslash, and at most
 * MAX_PROJECT_PATH characters.
 */
export const MAX_PROJECT_PATH = 300;

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** Whether `path` is already a valid project path (what the server stores). */
export function isProjectPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PROJECT_PATH) return false;
  if (FORBIDDEN.test(path) || path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && seg.trim() === seg);
}

/**
 * What a user or a model typed, made a project path: trims, turns backslashes into slashes, drops a leading
 * `./` or `/`, collapses repeated slashes and a trailing one. Returns null when the result is still not a valid
 * path (`..`, a drive letter, control characters, too long, empty).
 */
export function normalizeProjectPath(raw: string): string | null {
  const p = raw
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/|\/)+/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  return isProjectPath(p) ? p : null;
}
