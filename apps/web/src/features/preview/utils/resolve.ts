import { resolveImport as resolveWith, type Resolution, type Vfs } from '@ov/shared/project-build';
import { RUNTIME_MODULES } from './runtime';

// Import resolution lives in @ov/shared/project-build (shared with the server build of a store app). Decision 250.
export { RESOLVE_EXTENSIONS, type Resolution } from '@ov/shared/project-build';

/**
 * Resolves an import found in `importer` (a project path): relative and root-absolute paths, the `@/` alias
 * for `src/`, runtime packages from the import map, and everything else as a missing package.
 */
export function resolveImport(specifier: string, importer: string, vfs: Vfs): Resolution {
  return resolveWith(specifier, importer, vfs, { runtime: RUNTIME_MODULES });
}
