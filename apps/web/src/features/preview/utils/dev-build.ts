import type { BuildOptions, TransformOptions } from 'esbuild-wasm';

/**
 * What both preview builds ask of esbuild (the bundle, and the dev linker's transform of one file): modern JSX,
 * external source maps without the sources, quiet, and a development build's environment.
 */
export const DEV_BUILD_OPTIONS = {
  target: 'es2022',
  jsx: 'automatic',
  sourcemap: 'external',
  sourcesContent: false,
  charset: 'utf8',
  logLevel: 'silent',
  define: {
    'process.env.NODE_ENV': '"development"',
    'import.meta.env.DEV': 'true',
    'import.meta.env.PROD': 'false',
    'import.meta.env.MODE': '"development"',
  },
} as const satisfies TransformOptions & BuildOptions;
