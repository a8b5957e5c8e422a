import { createRequire } from 'node:module';

/**
 * A CommonJS dependency loaded on first use, synchronously (decision 242). ESLint, typescript-eslint's parser (which
 * loads TypeScript) and esbuild are what the store's audit, compliance check and builds need, ≈ 85 MB of the server's
 * memory once loaded: a server that has not audited or built anything since it started never loads them.
 * `from` is the caller's `import.meta.url` (resolution starts beside it, as a static import's would).
 */
export function lazyRequire<T>(id: string, from: string): () => T {
  let mod: T | undefined;
  return () => (mod ??= createRequire(from)(id) as T);
}
