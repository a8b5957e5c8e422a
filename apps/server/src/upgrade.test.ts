import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openPostgres, readMigrations } from './platform/db';
import { hashPassword } from './platform/security/passwords';
import { paths } from './paths';
import { startMain, type MainProcess } from './test/main-process';
import { serverDatabase, type ServerDatabase } from './test/server-schema';
import { STRONG_PASSWORD } from './test/http';

// Issue 21 §4: an upgrade from the previous release's schema, with its data, by two new instances starting at once.
// The previous release is the one before the AI features: migrations 001–010. Its rows are written with that schema's
// columns only (no app_spec, no credit reason), as that release wrote them.
const PREVIOUS_RELEASE_LAST = '010_billing.sql';
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('upgrade from the previous release [postgres]', () => {
  let db: ServerDatabase | undefined;
  const mains: MainProcess[] = [];
  afterAll(async () => {
    for (const m of mains) if (m.child.exitCode === null) m.child.kill('SIGTERM');
    await Promise.all(mains.map((m) => m.exited));
    await db?.drop();
  });

  it('applies the newer migrations once, under the lock, and every user, ledger row and project version is kept', async () => {
    db = await serverDatabase('postgres');
    const all = readMigrations(paths.migrations);
    const previous = all.slice(0, all.findIndex((m) => m.name === PREVIOUS_RELEASE_LAST) + 1);
    expect(previous.length).toBeGreaterThan(0);
    expect(previous.length).toBeLessThan(all.length);
    const options = new URL(db.url).searchParams.get('options')!;
    const old = openPostgres({ connectionString: url!, options, max: 2 });
    try {
      await migrate(old, previous);
      const hash = await hashPassword(STRONG_PASSWORD);
      await old.transaction(async (tx) => {
        await tx.query(`INSERT INTO users (id, email, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'ancien@ministere.test', $1)`, [hash]);
        await tx.query(`INSERT INTO profiles (id, email, full_name) VALUES ('00000000-0000-4000-8000-000000000001', 'ancien@ministere.test', 'Agent Ancien')`);
        await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ('00000000-0000-4000-8000-000000000001', 'developer')`);
        await tx.query(`INSERT INTO credits (user_id, amount, total_used) VALUES ('00000000-0000-4000-8000-000000000001', 93, 7)`);
        await tx.query(`INSERT INTO credit_transactions (user_id, delta, balance_after, description, kind) VALUES
          ('00000000-0000-4000-8000-000000000001', 100, 100, 'Bonus de bienvenue', 'signup_bonus'),
          ('00000000-0000-4000-8000-000000000001', -7, 93, 'Génération', 'usage')`);
        await tx.query(`INSERT INTO projects (id, user_id, title, code_content, version) VALUES
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Registre', '[{"path":"index.html","content":"<h1>v2</h1>"}]', 2)`);
        await tx.query(`INSERT INTO project_versions (project_id, version, snapshot, created_by) VALUES
          ('00000000-0000-4000-8000-0000000000a1', 1, '{"code_content":[{"path":"index.html","content":"<h1>v1</h1>"}]}', '00000000-0000-4000-8000-000000000001'),
          ('00000000-0000-4000-8000-0000000000a1', 2, '{"code_content":[{"path":"index.html","content":"<h1>v2</h1>"}]}', '00000000-0000-4000-8000-000000000001')`);
      });
    } finally {
      await old.close();
    }

    // Two instances of the new release start at once on that database: one migrates, the other waits on the lock.
    mains.push(...(await Promise.all([startMain({ DATABASE_URL: db.url }), startMain({ DATABASE_URL: db.url })])));
    const applied = (await db.query('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
    expect(applied).toEqual(all.map((m) => m.name));
    const logs = mains.map((m) => m.output());
    expect(logs.filter((l) => l.includes('"migrations applied"'))).toHaveLength(1);

    for (const m of mains) {
      expect((await fetch(`${m.base}/api/health/ready`)).status).toBe(200);
      const signIn = await fetch(`${m.base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ancien@ministere.test', password: STRONG_PASSWORD }) });
      expect(signIn.status).toBe(200);
      const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
      const auth = { authorization: `Bearer ${token}` };
      const credits = (await (await fetch(`${m.base}/api/credits`, { headers: auth })).json()) as { amount: number };
      expect(credits.amount).toBe(93);
      const versions = (await (await fetch(`${m.base}/api/projects/00000000-0000-4000-8000-0000000000a1/versions`, { headers: auth })).json()) as { versions: { version: number }[] };
      expect(versions.versions.map((v) => v.version).sort()).toEqual([1, 2]);
    }
    const ledger = await db.query(`SELECT delta, balance_after, kind, reason FROM credit_transactions ORDER BY balance_after DESC`);
    expect(ledger).toEqual([
      { delta: 100, balance_after: 100, kind: 'signup_bonus', reason: null },
      { delta: -7, balance_after: 93, kind: 'usage', reason: null },
    ]);
    // And the upgraded data take new writes: a spend on the old balance.
    const m = mains[0]!;
    const signIn = await fetch(`${m.base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ancien@ministere.test', password: STRONG_PASSWORD }) });
    const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    const spend = await fetch(`${m.base}/api/rpc/use_credits`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ credits_to_use: 3 }) });
    expect(await spend.json()).toEqual({ amount: 90 });
  });
});
