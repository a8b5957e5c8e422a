import { describe, expect, it, vi } from 'vitest';
import type { TransformOptions, TransformResult } from 'esbuild-wasm';
import { fastTransform } from './fast-transform';
import { ProjectBundler, type EsbuildApi } from './project-bundler';
import { DEFAULT_SAMPLE_PROJECT } from '../samples/default-project';

const DEFINE = { 'process.env.NODE_ENV': '"development"', 'import.meta.env.DEV': 'true' };
const opts = (sourcefile: string, loader: TransformOptions['loader'] = 'tsx'): TransformOptions => ({ sourcefile, loader, format: 'cjs', define: DEFINE });

function fakeEsbuild() {
  const calls: string[] = [];
  const transform = vi.fn(async (_input: string, o: TransformOptions): Promise<TransformResult> => {
    calls.push(o.sourcefile ?? '');
    return { code: 'esbuild', map: '', warnings: [] } as unknown as TransformResult;
  });
  return { calls, transform, get: vi.fn(async () => transform) };
}

describe('fastTransform', () => {
  it('turns TSX into CommonJS with Sucrase, without touching esbuild, keeping lines and a source map', async () => {
    const es = fakeEsbuild();
    const src = "import { useState } from 'react';\ntype P = { n: number };\nexport default function App({ n }: P) {\n  const [v] = useState<number>(n);\n  return <p>{v} {process.env.NODE_ENV}</p>;\n}\n";
    const r = await fastTransform(es.get)(src, opts('src/App.tsx'));
    expect(es.get).not.toHaveBeenCalled();
    expect(r.code).toContain("require('react')");
    expect(r.code).toContain('require("react/jsx-runtime")');
    expect(r.code).toContain('exports.default = App');
    expect(r.code).toContain('"development"');
    expect(r.code).not.toContain('process.env');
    // Sucrase keeps every statement on its line: line 5 of the output is line 5 of the source.
    expect(r.code.split('\n')[4]).toContain('jsx');
    expect(JSON.parse(r.map)).toMatchObject({ version: 3, sources: ['src/App.tsx'] });
  });

  it('leaves files it cannot judge to esbuild: a syntax error, top-level await, invalid JSON', async () => {
    const es = fakeEsbuild();
    const t = fastTransform(es.get);
    expect((await t('export const a = (;\n', opts('src/bad.ts', 'ts'))).code).toBe('esbuild');
    expect((await t("const data = await fetch('/x');\nexport default data;\n", opts('src/tla.ts', 'ts'))).code).toBe('esbuild');
    expect((await t('{ "a": }', opts('src/data.json', 'json'))).code).toBe('esbuild');
    expect(es.calls).toEqual(['src/bad.ts', 'src/tla.ts', 'src/data.json']);
  });

  it('exports JSON, text and SVG files as esbuild does', async () => {
    const es = fakeEsbuild();
    const t = fastTransform(es.get);
    expect((await t('{"a":[1,2]}', opts('a.json', 'json'))).code).toBe('module.exports = {"a":[1,2]};\n');
    expect((await t('# Titre é', opts('README.md', 'text'))).code).toBe('module.exports = "# Titre é";\n');
    const svg = (await t('<svg xmlns="http://www.w3.org/2000/svg">é</svg>', opts('logo.svg', 'dataurl'))).code;
    const url = JSON.parse(svg.replace(/^module\.exports = /, '').replace(/;\n$/, '')) as string;
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(new TextDecoder().decode(Uint8Array.from(atob(url.split(',')[1]!), (c) => c.charCodeAt(0)))).toContain('é</svg>');
    expect(es.get).not.toHaveBeenCalled();
  });

  it('replaces a define only as a whole name', async () => {
    const es = fakeEsbuild();
    const r = await fastTransform(es.get)('export const a = process.env.NODE_ENVX, b = my.process.env.NODE_ENV, c = import.meta.env.DEV;\n', opts('a.ts', 'ts'));
    expect(r.code).toContain('process.env.NODE_ENVX');
    expect(r.code).toContain('my.process.env.NODE_ENV');
    expect(r.code).toContain('c = true');
  });
});

describe('ProjectBundler with the fast transform', () => {
  it('links the first dev build of the default sample without loading esbuild at all', async () => {
    const esbuild = vi.fn(async (): Promise<EsbuildApi> => {
      throw new Error('esbuild must not be needed');
    });
    const r = await new ProjectBundler(esbuild, 'fr', { fast: true }).bundle(DEFAULT_SAMPLE_PROJECT, 'dev');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.program?.modules.map((m) => m.path)).toEqual(expect.arrayContaining(['src/main.tsx', 'src/App.tsx']));
    expect(esbuild).not.toHaveBeenCalled();
  });
});
