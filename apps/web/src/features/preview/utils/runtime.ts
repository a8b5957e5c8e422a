import runtimeModules from '../runtime-modules.json';

/** Bare specifiers the preview can import, each mapped to its file under /runtime/ (built by scripts/build-runtime.mjs). */
export const RUNTIME_MODULES: Readonly<Record<string, string>> = runtimeModules;

export const RUNTIME_PATH = '/runtime/';

/**
 * Import-map prefix of lucide-react's one-icon modules (`/runtime/lucide/`), used only by code the preview generates
 * (a project's own `lucide-react/...` import is not a runtime module and fails the build). Decision 260.
 */
export const LUCIDE_ICONS_PREFIX = 'lucide-react/icons/';

/** An icon's file stem under /runtime/lucide/, lower case so that `LetterS` and `Letters` differ on any file system. */
export const iconStem = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// Shared with the server build of a store app (@ov/shared/project-build). Decision 250.
export { isBareSpecifier, packageName } from '@ov/shared/project-build';

/** The import map for the preview document, with absolute URLs (an srcdoc frame has an opaque origin). */
export function importMap(origin: string): { imports: Record<string, string> } {
  const base = origin.replace(/\/$/, '') + RUNTIME_PATH;
  return {
    imports: {
      ...Object.fromEntries(Object.entries(RUNTIME_MODULES).map(([spec, file]) => [spec, base + file])),
      [LUCIDE_ICONS_PREFIX]: `${base}lucide/`,
    },
  };
}
