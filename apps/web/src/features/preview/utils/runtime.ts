import runtimeModules from '../runtime-modules.json';

/** Bare specifiers the preview can import, each mapped to its file under /runtime/ (built by scripts/build-runtime.mjs). */
export const RUNTIME_MODULES: Readonly<Record<string, string>> = runtimeModules;

export const RUNTIME_PATH = '/runtime/';

// Shared with the server build of a store app (@ov/shared/project-build). Decision 250.
export { isBareSpecifier, packageName } from '@ov/shared/project-build';

/** The import map for the preview document, with absolute URLs (an srcdoc frame has an opaque origin). */
export function importMap(origin: string): { imports: Record<string, string> } {
  const base = origin.replace(/\/$/, '') + RUNTIME_PATH;
  return { imports: Object.fromEntries(Object.entries(RUNTIME_MODULES).map(([spec, file]) => [spec, base + file])) };
}
