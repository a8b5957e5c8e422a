import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's boundaries (docs/architecture.md, "Server") are lint rules in eslint.config.js. This test plants a
// violation of each in a file that does not exist, lints it with the repository's own configuration, and expects
// the rule's error with its advice; the same code placed where it belongs must pass.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const src = 'apps/server/src';

const SQL_ADVICE = "move this statement into the module's repository and call it from the service";
const INDEX_ADVICE = 'Another module is reached only through its index.ts';
const PLATFORM_ADVICE = 'platform/ and config/ are shared infrastructure and never import a module';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return result!.messages;
}

const brief = (messages: Linter.LintMessage[]) => messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));

const dbCall = `import type { Db } from '../../platform/db/types';

export async function save(db: Db, email: string) {
  const { rows } = await db.query<{ id: string }>('INSERT INTO contact_messages (email) VALUES ($1) RETURNING id', [email]);
  return rows[0]?.id;
}
`;

const sqlText = `export const ELIGIBLE = \`SELECT g.id FROM ai_generations g
  WHERE g.user_id = $1\`;
`;

describe('no SQL outside repositories', () => {
  it('refuses a query in a routes file, with the advice, on the call and on the SQL text', async () => {
    const messages = await lint(`${src}/modules/contact/planted.routes.ts`, dbCall);
    expect(messages.length).toBe(2);
    for (const m of messages) {
      expect(m.ruleId).toBe('no-restricted-syntax');
      expect(m.message).toContain(SQL_ADVICE);
      expect(m.line).toBe(4);
    }
  });

  it('refuses SQL text kept in a service constant, and db.exec in a service', async () => {
    const text = await lint(`${src}/modules/ai/planted.service.ts`, sqlText);
    expect(brief(text)).toEqual([{ rule: 'no-restricted-syntax', line: 1, message: expect.stringContaining(SQL_ADVICE) }]);
    const exec = await lint(`${src}/modules/ai/planted.service.ts`, `export const run = (db: { exec(sql: string): Promise<void> }) => db.exec('x');\n`);
    expect(brief(exec)).toEqual([{ rule: 'no-restricted-syntax', line: 1, message: expect.stringContaining(SQL_ADVICE) }]);
  });

  it('accepts the same code in a repository and in platform/db', async () => {
    expect(brief(await lint(`${src}/modules/contact/planted.repository.ts`, dbCall))).toEqual([]);
    expect(brief(await lint(`${src}/modules/ai/planted.repository.ts`, sqlText))).toEqual([]);
    expect(brief(await lint(`${src}/platform/db/planted.ts`, dbCall.replace('../../platform/db/types', './types')))).toEqual([]);
  });

  it('leaves RegExp#exec, the URL query of a request and sentences alone', async () => {
    const code = `import type { Context } from 'hono';

export const word = (s: string) => /\\w+/.exec(s)?.[0];
export const page = (c: Context) => c.req.query('page');
export const text = 'Update your profile, then select a plan';
`;
    expect(brief(await lint(`${src}/modules/profile/planted.routes.ts`, code))).toEqual([]);
  });
});

describe('modules meet only through their index.ts', () => {
  const deep = `import { listRoles } from '../auth/auth.repository';

export { listRoles };
`;

  it("refuses a deep import of another module's repository, with the advice", async () => {
    const messages = await lint(`${src}/modules/profile/planted.ts`, deep);
    expect(brief(messages)).toEqual([{ rule: 'import-x/no-restricted-paths', line: 1, message: expect.stringContaining(INDEX_ADVICE) }]);
    expect(messages[0]!.message).toContain("import '../auth'");
  });

  it("refuses a deep import from the app's root too", async () => {
    const code = `import { listRoles } from './modules/auth/auth.repository';\n\nexport { listRoles };\n`;
    expect(brief(await lint(`${src}/planted.ts`, code))).toEqual([
      { rule: 'import-x/no-restricted-paths', line: 1, message: expect.stringContaining(INDEX_ADVICE) },
    ]);
  });

  it("accepts the module's index.ts, and a module's own internals from inside it", async () => {
    const viaIndex = `import { listUserRoles } from '../auth';\n\nexport { listUserRoles };\n`;
    expect(brief(await lint(`${src}/modules/profile/planted.ts`, viaIndex))).toEqual([]);
    expect(brief(await lint(`${src}/modules/auth/planted.ts`, deep.replace('../auth/auth.repository', './auth.repository')))).toEqual([]);
  });
});

describe('platform never imports a module', () => {
  it('refuses platform importing a module, even through its index.ts, with the advice', async () => {
    const code = `import { createCreditsService } from '../../modules/credits';\n\nexport { createCreditsService };\n`;
    expect(brief(await lint(`${src}/platform/security/planted.ts`, code))).toEqual([
      { rule: 'import-x/no-restricted-paths', line: 1, message: expect.stringContaining(PLATFORM_ADVICE) },
    ]);
  });

  it('accepts platform importing platform', async () => {
    const code = `import { AppError } from '../http/errors';\n\nexport { AppError };\n`;
    expect(brief(await lint(`${src}/platform/security/planted.ts`, code))).toEqual([]);
  });
});
