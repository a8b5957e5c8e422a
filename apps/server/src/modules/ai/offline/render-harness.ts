import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { GeneratedFile } from '@ov/shared';

/**
 * Test helper: turns a generated project into an HTML page, the way the preview does: the app is
 * bundled alone and its bare imports (react, lucide-react, recharts...) come from one shared vendor
 * script, built once per run, like the preview's /runtime/ modules.
 */
const NODE_MODULES = fileURLToPath(new URL('../../../../../../node_modules', import.meta.url));
export const RUNTIME_MODULES = ['react', 'react-dom/client', 'react/jsx-runtime', 'lucide-react', 'recharts'] as const;

const globalName = (m: string) => '__ov_' + m.replace(/[^a-z]/gi, '_');

const externals: Plugin = {
  name: 'runtime-externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (!(RUNTIME_MODULES as readonly string[]).includes(args.path)) return { errors: [{ text: 'bare import outside the runtime: ' + args.path }] };
      return { path: args.path, namespace: 'runtime' };
    });
    b.onLoad({ filter: /.*/, namespace: 'runtime' }, (args) => ({ contents: `module.exports = window.${globalName(args.path)};`, loader: 'js' }));
  },
};

/** Builds the vendor script exposing every runtime module (only the named exports the apps use). */
export async function buildVendor(projects: GeneratedFile[][]): Promise<string> {
  const names = new Map<string, Set<string>>([['lucide-react', new Set()], ['recharts', new Set()]]);
  for (const files of projects) {
    for (const f of files) {
      for (const m of f.content.matchAll(/import \{([^}]+)\} from '(lucide-react|recharts)'/g)) {
        for (const n of m[1]!.split(',')) names.get(m[2]!)!.add(n.trim().replace(/^type\s+/, ''));
      }
    }
  }
  const lines = [
    `import * as react from 'react';`,
    `import * as reactDomClient from 'react-dom/client';`,
    `import * as jsxRuntime from 'react/jsx-runtime';`,
    `import { ${[...names.get('lucide-react')!].filter(Boolean).join(', ') || 'Shield'} } from 'lucide-react';`,
    `import { ${[...names.get('recharts')!].filter(Boolean).join(', ') || 'Bar'} } from 'recharts';`,
    `window.${globalName('react')} = react;`,
    `window.${globalName('react-dom/client')} = reactDomClient;`,
    `window.${globalName('react/jsx-runtime')} = jsxRuntime;`,
    `window.${globalName('lucide-react')} = { ${[...names.get('lucide-react')!].filter(Boolean).join(', ') || 'Shield'} };`,
    `window.${globalName('recharts')} = { ${[...names.get('recharts')!].filter(Boolean).join(', ') || 'Bar'} };`,
  ];
  const result = await build({
    stdin: { contents: lines.join('\n'), resolveDir: NODE_MODULES, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    nodePaths: [NODE_MODULES],
    // development React: key and prop warnings reach console.error, which the tests treat as failures
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Returns the page: `vendor` is a URL the page loads before the app (React projects only). */
export async function projectToHtml(files: GeneratedFile[], vendorUrl: string): Promise<string> {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  if (byPath.has('src/main.tsx')) {
    const dir = mkdtempSync(join(tmpdir(), 'ov-gen-'));
    try {
      for (const f of files) {
        const path = join(dir, f.path);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, f.content);
      }
      const result = await build({
        entryPoints: [join(dir, 'src/main.tsx')],
        bundle: true,
        write: false,
        outdir: join(dir, 'out'),
        format: 'iife',
        jsx: 'automatic',
        plugins: [externals],
        logLevel: 'silent',
      });
      const js = result.outputFiles.find((o) => o.path.endsWith('.js'))!.text;
      const css = result.outputFiles.find((o) => o.path.endsWith('.css'))?.text ?? '';
      return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div id="root"></div><script src="${vendorUrl}"></script><script>${js.replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const html = byPath.get('index.html');
  if (!html) throw new Error('no entry: neither src/main.tsx nor index.html');
  return html
    .replace(/<link[^>]+href="style\.css"[^>]*>/, () => `<style>${byPath.get('style.css') ?? ''}</style>`)
    .replace(/<script src="script\.js"><\/script>/, () => `<script>${(byPath.get('script.js') ?? '').replace(/<\/script/gi, '<\\/script')}</script>`);
}
