import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's import boundaries (eslint.config.js, decision 160) fail on planted violations and pass the legitimate
 * equivalents. Imports must resolve to real files for the rules to see them, so the targets are real files written
 * under apps/web/src for the run (two new feature folders, an app/ module, a cycle pair) and removed after. The new
 * feature folders also prove that a feature added later is covered without editing the lint config.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(repoRoot, 'apps/web/src');
const tag = `zz-probe-${process.pid}`;
const featA = `${tag}-a`;
const featB = `${tag}-b`;
const planted = [join(src, 'features', featA), join(src, 'features', featB), join(src, 'app', `${tag}.ts`)];

const write = (rel: string, code: string) => {
  mkdirSync(dirname(join(src, rel)), { recursive: true });
  writeFileSync(join(src, rel), code);
};

let eslint: ESLint;

beforeAll(() => {
  write(`features/${featA}/widget.ts`, "export const widget = 'a';\n");
  write(`features/${featA}/cycle-one.ts`, "import { two } from './cycle-two';\nexport const one = (): string => two();\n");
  write(`features/${featA}/cycle-two.ts`, "import { one } from './cycle-one';\nexport const two = (): string => typeof one;\n");
  write(`features/${featA}/typed-one.ts`, "import { typedTwo } from './typed-two';\nexport type Shape = { n: number };\nexport const typedOne = typedTwo;\n");
  write(`features/${featA}/typed-two.ts`, "import type { Shape } from './typed-one';\nexport const typedTwo = (s: Shape): number => s.n;\n");
  write(`features/${featB}/gadget.ts`, "export const gadget = 'b';\n");
  write(`app/${tag}.ts`, "export const appOnly = 'app';\n");
  // Created before the first lint, so the config (which lists the feature folders when it loads) sees them.
  eslint = new ESLint({ cwd: repoRoot });
});

afterAll(() => {
  for (const p of planted) rmSync(p, { recursive: true, force: true });
});

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'web/no-cycle']);

async function lint(rel: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, rel) });
  return result?.messages ?? [];
}
const boundaryErrors = (messages: Linter.LintMessage[]) => messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId));

describe('web import boundaries', { timeout: 120_000 }, () => {
  it('refuses a shared module (lib/, hooks/, components/, config/) importing a feature, by alias or relative path', async () => {
    for (const [rel, spec] of [
      ['lib/planted.ts', `@/features/${featA}/widget`],
      ['hooks/use-planted.ts', `../features/${featA}/widget`],
      ['components/planted.tsx', `@/features/${featA}/widget`],
      ['config/planted.ts', `@/features/${featA}/widget`],
    ] as const) {
      const errors = boundaryErrors(await lint(rel, `import { widget } from '${spec}';\nexport const x = widget;\n`));
      expect(errors, rel).toHaveLength(1);
      expect(errors[0]!.message).toMatch(/Shared code .* never imports a feature\. Move what you need/);
    }
  });

  it('refuses a feature importing another feature, for an existing feature and one added after the config was written', async () => {
    for (const rel of ['features/landing/planted.ts', `features/${featB}/planted.ts`]) {
      const errors = boundaryErrors(await lint(rel, `import { widget } from '@/features/${featA}/widget';\nexport const x = widget;\n`));
      expect(errors, rel).toHaveLength(1);
      expect(errors[0]!.message).toContain('A feature never imports another feature');
      expect(errors[0]!.message).toContain('Compose them in app/routes');
    }
    const relative = boundaryErrors(await lint(`features/${featB}/planted.ts`, `import { widget } from '../${featA}/widget';\nexport const x = widget;\n`));
    expect(relative).toHaveLength(1);
  });

  it('refuses features and shared code importing app/', async () => {
    for (const rel of [`features/${featB}/planted.ts`, 'lib/planted.ts']) {
      const errors = boundaryErrors(await lint(rel, `import { appOnly } from '@/app/${tag}';\nexport const x = appOnly;\n`));
      expect(errors, rel).toHaveLength(1);
      expect(errors[0]!.message).toContain('Only app/ composes');
    }
  });

  it('refuses an import cycle, naming the fix', async () => {
    const results = await eslint.lintFiles([join(src, 'features', featA, 'cycle-one.ts'), join(src, 'features', featA, 'cycle-two.ts')]);
    for (const r of results) {
      const errors = boundaryErrors(r.messages);
      expect(errors, r.filePath).toHaveLength(1);
      expect(errors[0]!.ruleId).toBe('web/no-cycle');
      expect(errors[0]!.message).toContain('Break the cycle');
    }
  });

  it('accepts the legitimate equivalents', async () => {
    const clean: [string, string][] = [
      // a feature uses its own files and shared code
      [`features/${featA}/planted.ts`, `import { widget } from './widget';\nimport { defineStored } from '@/lib/storage';\nexport const x = [widget, defineStored];\n`],
      // app/ composes two features
      ['app/routes/planted.tsx', `import { widget } from '@/features/${featA}/widget';\nimport { gadget } from '@/features/${featB}/gadget';\nexport const x = [widget, gadget];\n`],
      // shared code uses shared code
      ['lib/planted.ts', "import { defineStored } from './storage';\nimport { useMediaQuery } from '@/hooks/use-media-query';\nexport const x = [defineStored, useMediaQuery];\n"],
    ];
    for (const [rel, code] of clean) expect(await lint(rel, code), rel).toEqual([]);
    // a type-only import back is no cycle (it vanishes at build time)
    const typed = await eslint.lintFiles([join(src, 'features', featA, 'typed-one.ts'), join(src, 'features', featA, 'typed-two.ts')]);
    for (const r of typed) expect(r.messages, r.filePath).toEqual([]);
  });
});
