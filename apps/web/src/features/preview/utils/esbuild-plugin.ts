import type { Loader, Plugin } from 'esbuild-wasm';
import { RUNTIME_MODULES } from './runtime';
import { resolveImport } from './resolve';
import { extname, type Vfs } from './vfs';
import { messages } from './messages';
import type { Locale } from '../types';

export const VFS_NAMESPACE = 'vfs';

const LOADERS: Record<string, Loader> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.jsx': 'jsx',
  '.js': 'jsx',
  '.mjs': 'js',
  '.json': 'json',
  '.css': 'css',
  '.svg': 'dataurl',
  '.txt': 'text',
  '.md': 'text',
  '.html': 'text',
};

export function loaderFor(path: string): Loader {
  return LOADERS[extname(path)] ?? 'text';
}

/**
 * Reads the project from the virtual file system, leaves runtime packages to the import map and
 * fails, naming the package, on any other bare import (so nothing half-renders).
 * The same plugin runs in esbuild-wasm (worker) and in native esbuild (benchmarks).
 */
export function vfsPlugin(getVfs: () => Vfs, locale: Locale = 'fr'): Plugin {
  const t = messages(locale);
  const available = Object.keys(RUNTIME_MODULES).join(', ');
  return {
    name: 'ov-vfs',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace: VFS_NAMESPACE };
        const r = resolveImport(args.path, args.importer, getVfs());
        switch (r.kind) {
          case 'file':
            return { path: r.path, namespace: VFS_NAMESPACE };
          case 'runtime':
            return { path: r.specifier, external: true };
          case 'external-url':
            return { path: r.url, external: true };
          case 'missing-package':
            return { errors: [{ text: t.missingPackage(r.specifier).replace('{list}', available) }] };
          case 'not-found':
            // A CSS url() to a missing asset should not break the build: the browser shows it as missing.
            if (args.kind === 'url-token') return { path: args.path, external: true };
            return { errors: [{ text: t.notFound(r.specifier, args.importer) }] };
        }
      });
      build.onLoad({ filter: /.*/, namespace: VFS_NAMESPACE }, (args) => {
        const contents = getVfs().get(args.path);
        if (contents === undefined) return { errors: [{ text: t.notFound(args.path, '-') }] };
        return { contents, loader: loaderFor(args.path) };
      });
    },
  };
}
