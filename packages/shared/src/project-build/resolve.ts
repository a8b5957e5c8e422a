import { dirname, normalizePath, type Vfs } from './vfs';

export type Resolution =
  | { kind: 'file'; path: string }
  | { kind: 'runtime'; specifier: string }
  | { kind: 'missing-package'; specifier: string; packageName: string }
  | { kind: 'external-url'; url: string }
  | { kind: 'not-found'; specifier: string };

export type ResolveOptions = {
  /** The bare specifiers the platform serves (the runtime's import map): only their keys count. */
  runtime: Readonly<Record<string, unknown>>;
  /** A `//host/x` import is a URL (the server build says so) rather than a project path that is not found (the preview). */
  protocolRelativeIsUrl?: boolean;
};

export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json', '.css'] as const;

/** The npm package a bare specifier belongs to: `@scope/name/x` → `@scope/name`, `react-dom/client` → `react-dom`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export function isBareSpecifier(specifier: string): boolean {
  return !/^(\.{1,2}\/|\/|@\/|[a-z][a-z0-9+.-]*:)/i.test(specifier) && specifier !== '.' && specifier !== '..';
}

function probe(base: string, vfs: Vfs): string | null {
  if (vfs.has(base)) return base;
  for (const ext of RESOLVE_EXTENSIONS) if (vfs.has(base + ext)) return base + ext;
  // TypeScript projects import `./x.js` meaning `./x.ts`.
  const jsLike = /\.(m?js|jsx)$/.exec(base);
  if (jsLike) {
    const stem = base.slice(0, -jsLike[0].length);
    for (const ext of ['.ts', '.tsx']) if (vfs.has(stem + ext)) return stem + ext;
  }
  for (const ext of RESOLVE_EXTENSIONS) if (vfs.has(`${base}/index${ext}`)) return `${base}/index${ext}`;
  return null;
}

/**
 * Resolves an import found in `importer` (a project path): relative and root-absolute paths, the `@/` alias
 * for `src/`, runtime packages the platform serves, and everything else as a missing package.
 */
export function resolveImport(specifier: string, importer: string, vfs: Vfs, opts: ResolveOptions): Resolution {
  const clean = specifier.replace(/[?#].*$/, '');
  if (/^(https?:|data:|blob:)/i.test(specifier) || (opts.protocolRelativeIsUrl && specifier.startsWith('//'))) return { kind: 'external-url', url: specifier };
  if (isBareSpecifier(clean)) {
    if (Object.hasOwn(opts.runtime, clean)) return { kind: 'runtime', specifier: clean };
    return { kind: 'missing-package', specifier: clean, packageName: packageName(clean) };
  }
  let base: string;
  if (clean.startsWith('@/')) base = normalizePath(`src/${clean.slice(2)}`);
  else if (clean.startsWith('/')) base = normalizePath(clean);
  else base = normalizePath(`${dirname(importer)}/${clean}`);
  const found = probe(base, vfs);
  return found ? { kind: 'file', path: found } : { kind: 'not-found', specifier };
}
