import type { Plugin } from 'esbuild-wasm';
import { projectPlugin, type Vfs } from '@ov/shared/project-build';
import { RUNTIME_MODULES } from './runtime';
import { messages } from './messages';
import type { Locale } from '../types';

// The plugin itself lives in @ov/shared/project-build (shared with the server build of a store app). Decision 250.
export { loaderFor } from '@ov/shared/project-build';

export const VFS_NAMESPACE = 'vfs';

/**
 * Reads the project from the virtual file system, leaves runtime packages to the import map and
 * fails, naming the package, on any other bare import (so nothing half-renders).
 * The same plugin runs in esbuild-wasm (worker) and in native esbuild (benchmarks).
 */
export function vfsPlugin(getVfs: () => Vfs, locale: Locale = 'fr'): Plugin {
  const t = messages(locale);
  return projectPlugin({
    name: 'ov-vfs',
    namespace: VFS_NAMESPACE,
    getVfs,
    runtime: RUNTIME_MODULES,
    text: {
      missingPackage: (specifier, available) => t.missingPackage(specifier).replace('{list}', available),
      notFound: (specifier, importer) => t.notFound(specifier, importer),
      unreadable: (path) => t.notFound(path, '-'),
    },
  });
}
