import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const NODE_MODULES = fileURLToPath(new URL('../../../../../../node_modules', import.meta.url));

/**
 * The TypeScript errors of generated files, as a generated project's tsconfig.json checks them (strict, DOM, JSX,
 * React from the repository's node_modules): one "path: message" line per error, none when the files compile.
 */
export function typeErrors(files: { path: string; content: string }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ov-gen-tsc-'));
  try {
    for (const f of files) {
      mkdirSync(dirname(join(dir, f.path)), { recursive: true });
      writeFileSync(join(dir, f.path), f.content);
    }
    symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
    const program = ts.createProgram({
      rootNames: files.filter((f) => /\.tsx?$/.test(f.path)).map((f) => join(dir, f.path)),
      options: { target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, strict: true, noUncheckedIndexedAccess: true, skipLibCheck: true, noEmit: true, types: [] },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.replace(dir, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
