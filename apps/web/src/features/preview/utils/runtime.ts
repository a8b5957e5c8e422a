import runtimeModules from '../runtime-modules.json';

/** Bare specifiers the preview can import, each mapped to its file under /runtime/ (built by scripts/build-runtime.mjs). */
export const RUNTIME_MODULES: Readonly<Record<string, string>> = runtimeModules;

export const RUNTIME_PATH = '/runtime/';

/** The npm package a bare specifier belongs to: `@scope/name/x` → `@scope/name`, `react-dom/client` → `react-dom`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export function isBareSpecifier(specifier: string): boolean {
  return !/^(\.{1,2}\/|\/|@\/|[a-z][a-z0-9+.-]*:)/i.test(specifier) && specifier !== '.' && specifier !== '..';
}

/** The import map for the preview document, with absolute URLs (an srcdoc frame has an opaque origin). */
export function importMap(origin: string): { imports: Record<string, string> } {
  const base = origin.replace(/\/$/, '') + RUNTIME_PATH;
  return { imports: Object.fromEntries(Object.entries(RUNTIME_MODULES).map(([spec, file]) => [spec, base + file])) };
}
