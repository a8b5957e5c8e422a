import type { ProjectFile } from '../workspace/file-model';

export type SearchOptions = { regex: boolean; caseSensitive: boolean };
export type SearchMatch = { path: string; line: number; column: number; length: number; preview: string };
export type SearchResult = { matches: SearchMatch[]; error: 'invalidRegex' | null; truncated: boolean };

export const MAX_MATCHES = 1000;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern for a query, or null when the regex is invalid (or matches the empty string). */
export function toPattern(query: string, { regex, caseSensitive }: SearchOptions): RegExp | null {
  if (!query) return null;
  try {
    const re = new RegExp(regex ? query : escapeRegExp(query), caseSensitive ? 'g' : 'gi');
    // A pattern matching "" (e.g. `a*`) would loop on every position: refuse it.
    if (re.test('')) return null;
    re.lastIndex = 0;
    return re;
  } catch {
    return null;
  }
}

/** Finds every match across the files (1-based line and column). */
export function searchFiles(files: readonly ProjectFile[], query: string, options: SearchOptions): SearchResult {
  if (!query) return { matches: [], error: null, truncated: false };
  const re = toPattern(query, options);
  if (!re) return { matches: [], error: 'invalidRegex', truncated: false };
  const matches: SearchMatch[] = [];
  for (const f of files) {
    const lines = f.content.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!;
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        matches.push({ path: f.path, line: i + 1, column: m.index + 1, length: m[0].length, preview: text.trim().slice(0, 200) });
        if (matches.length >= MAX_MATCHES) return { matches, error: null, truncated: true };
        if (m[0].length === 0) re.lastIndex++;
      }
    }
  }
  return { matches, error: null, truncated: false };
}

/**
 * Replaces every match in the files (in `only` when given). With regex on, `$1`-style groups work in the replacement.
 * Returns the changed files and the number of replacements.
 */
export function replaceInFiles(
  files: readonly ProjectFile[],
  query: string,
  replacement: string,
  options: SearchOptions,
  only?: string,
): { files: ProjectFile[]; count: number; changed: string[] } {
  const re = toPattern(query, options);
  if (!re) return { files: files.slice(), count: 0, changed: [] };
  let count = 0;
  const changed: string[] = [];
  const out = files.map((f) => {
    if (only && f.path !== only) return f;
    let n = 0;
    const content = f.content.replace(re, (...args) => {
      n++;
      if (!options.regex) return replacement;
      // Expand $1.. and $& against this match only.
      const offsetAt = args.findIndex((a, i) => i > 0 && typeof a === 'number');
      const groups = args.slice(1, offsetAt) as (string | undefined)[];
      return replacement.replace(/\$(\d+|&)/g, (_, g: string) => (g === '&' ? String(args[0]) : (groups[Number(g) - 1] ?? '')));
    });
    if (n > 0) {
      count += n;
      changed.push(f.path);
      return { path: f.path, content };
    }
    return f;
  });
  return { files: out, count, changed };
}
