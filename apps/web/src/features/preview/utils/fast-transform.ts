import { transform as sucrase, type Transform } from 'sucrase';
import type { TransformOptions, TransformResult } from 'esbuild-wasm';
import type { TransformFn } from './dev-linker';

/**
 * The preview's per-file transform for the fast edit path: Sucrase (plain JavaScript, nothing to download or compile)
 * turns TS/TSX/JSX into the CommonJS-style code the dev linker expects, so the first preview does not wait for
 * esbuild.wasm. esbuild stays the authority: any file Sucrase cannot parse (a syntax error, or syntax it does not
 * know), and top-level await, go to esbuild's own transform, whose verdict and messages are final.
 * See docs/decisions/065-preview-first-build-without-wasm.md.
 */
export function fastTransform(esbuild: () => Promise<TransformFn>): TransformFn {
  return async (input, options) => {
    const path = options.sourcefile ?? 'input.tsx';
    const quick = transformQuick(input, path, options);
    return quick ?? (await esbuild())(input, options);
  };
}

const TRANSFORMS: Record<string, Transform[]> = {
  tsx: ['typescript', 'jsx', 'imports'],
  ts: ['typescript', 'imports'],
  jsx: ['jsx', 'imports'],
  js: ['imports'],
};

// Top-level await cannot live in the linker's module functions; esbuild reports it and the linker falls back to a bundle.
const TOP_LEVEL_AWAIT = /^(?:export\s+)?(?:(?:const|let|var)\s[^\n=]*=\s*)?await\b|^for\s+await\b/m;

/** The `define`s of the esbuild options, replaced as whole dotted names outside identifiers (`process.env.NODE_ENV`). */
function applyDefines(code: string, define: Record<string, string> | undefined): string {
  if (!define) return code;
  let out = code;
  for (const [name, value] of Object.entries(define)) {
    if (!out.includes(name)) continue;
    const pattern = new RegExp(`(?<![\\w$.])${name.replace(/[.$]/g, '\\$&')}(?![\\w$])`, 'g');
    out = out.replace(pattern, value);
  }
  return out;
}

function result(code: string, map = ''): TransformResult {
  return { code, map, warnings: [], mangleCache: undefined, legalComments: undefined } as unknown as TransformResult;
}

function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** Sucrase's result in esbuild's shape, or null when esbuild must decide. */
function transformQuick(input: string, path: string, options: TransformOptions): TransformResult | null {
  const loader = options.loader ?? 'tsx';
  if (loader === 'text') return result(`module.exports = ${JSON.stringify(input)};\n`);
  if (loader === 'json') {
    try {
      return result(`module.exports = ${JSON.stringify(JSON.parse(input))};\n`);
    } catch {
      return null;
    }
  }
  if (loader === 'dataurl' && path.endsWith('.svg')) return result(`module.exports = ${JSON.stringify(`data:image/svg+xml;base64,${utf8Base64(input)}`)};\n`);
  const transforms = TRANSFORMS[loader];
  if (!transforms || TOP_LEVEL_AWAIT.test(input)) return null;
  try {
    const out = sucrase(applyDefines(input, options.define), {
      transforms,
      filePath: path,
      jsxRuntime: 'automatic',
      production: true,
      disableESTransforms: true,
      sourceMapOptions: { compiledFilename: path },
    });
    return result(out.code, out.sourceMap ? JSON.stringify(out.sourceMap) : '');
  } catch {
    return null;
  }
}
