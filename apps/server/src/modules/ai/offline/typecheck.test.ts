import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { composeReactApp } from './compose';

const NODE_MODULES = fileURLToPath(new URL('../../../../../../node_modules', import.meta.url));

/** Prompts that together use every archetype module, in both languages. */
const PROMPTS = [
  'Tableau de bord des drones avec alertes, carte des zones, registre et inventaire',
  'Multi-step registration form with access control, secure messaging, budget charts and reports',
  'Kanban des missions de reconnaissance',
];

function typeErrors(files: { path: string; content: string }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ov-tsc-'));
  try {
    for (const f of files) {
      mkdirSync(dirname(join(dir, f.path)), { recursive: true });
      writeFileSync(join(dir, f.path), f.content);
    }
    symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
    const program = ts.createProgram({
      rootNames: files.filter((f) => /\.tsx?$/.test(f.path)).map((f) => join(dir, f.path)),
      options: {
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.replace(dir, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('sentinel-codegen React modules (compose.ts) type-check under strict TypeScript', () => {
  it('covers every module', () => {
    const kinds = new Set(PROMPTS.flatMap((p) => analyze(p).modules));
    expect([...kinds].sort()).toEqual(['access', 'alerts', 'assets', 'budget', 'dashboard', 'inventory', 'map', 'messaging', 'reports', 'tracker', 'wizard']);
  });

  it.each(PROMPTS.map((p) => [p]))('%s', (prompt) => {
    expect(typeErrors(composeReactApp(analyze(prompt)).files)).toEqual([]);
  }, 60_000);
});
