import { resolveImport, type ResolveOptions } from './resolve';
import { extname, type Vfs } from './vfs';

// The esbuild plugin both bundlers run: esbuild-wasm in the browser preview, native esbuild in the server build
// of a store app. Only the shape of esbuild's plugin API is written here (structural types), so this package
// depends on neither.

/** The esbuild loaders the project's files use (a subset of esbuild's `Loader`). */
export type ProjectLoader = 'tsx' | 'ts' | 'jsx' | 'js' | 'json' | 'css' | 'dataurl' | 'text';

const LOADERS: Record<string, ProjectLoader> = {
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

export function loaderFor(path: string): ProjectLoader {
  return LOADERS[extname(path)] ?? 'text';
}

type Errors = { errors: { text: string }[] };
type ResolveResult = { path: string; namespace?: string; external?: boolean } | Errors;
type LoadResult = { contents: string; loader: ProjectLoader } | Errors;

/** The part of esbuild's `PluginBuild` the plugin uses. */
export type ProjectPluginBuild = {
  onResolve(options: { filter: RegExp }, callback: (args: { path: string; importer: string; kind: string }) => ResolveResult): void;
  onLoad(options: { filter: RegExp; namespace: string }, callback: (args: { path: string }) => LoadResult): void;
};

export type ProjectPlugin = { name: string; setup(build: ProjectPluginBuild): void };

export type ProjectPluginOptions = ResolveOptions & {
  name: string;
  /** esbuild namespace of the project's files (it prefixes the file names of esbuild's messages). */
  namespace: string;
  getVfs: () => Vfs;
  /** Called with each runtime package the bundle imports (they stay imports, the import map serves them). */
  onRuntime?: (specifier: string) => void;
  text: {
    /** `available`: the runtime packages, comma-separated. */
    missingPackage: (specifier: string, available: string) => string;
    notFound: (specifier: string, importer: string) => string;
    unreadable: (path: string) => string;
    /** When given, code or styles imported from another origin fail with this text (a CSS url() stays as written); otherwise they stay external. */
    externalUrl?: (url: string) => string;
  };
};

/**
 * Reads the project from the virtual file system, leaves runtime packages to the import map and
 * fails, naming the package, on any other bare import (so nothing half-renders).
 */
export function projectPlugin(opts: ProjectPluginOptions): ProjectPlugin {
  const { namespace, getVfs, text } = opts;
  const available = Object.keys(opts.runtime).join(', ');
  return {
    name: opts.name,
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace };
        const r = resolveImport(args.path, args.importer, getVfs(), opts);
        switch (r.kind) {
          case 'file':
            return { path: r.path, namespace };
          case 'runtime':
            opts.onRuntime?.(r.specifier);
            return { path: r.specifier, external: true };
          case 'external-url':
            if (text.externalUrl && args.kind !== 'url-token') return { errors: [{ text: text.externalUrl(r.url) }] };
            return { path: r.url, external: true };
          case 'missing-package':
            return { errors: [{ text: text.missingPackage(r.specifier, available) }] };
          case 'not-found':
            // A CSS url() to a missing asset should not break the build: the browser shows it as missing.
            if (args.kind === 'url-token') return { path: args.path, external: true };
            return { errors: [{ text: text.notFound(r.specifier, args.importer) }] };
        }
      });
      build.onLoad({ filter: /.*/, namespace }, (args) => {
        const contents = getVfs().get(args.path);
        if (contents === undefined) return { errors: [{ text: text.unreadable(args.path) }] };
        return { contents, loader: loaderFor(args.path) };
      });
    },
  };
}
