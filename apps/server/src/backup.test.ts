import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain } from './test/main-process';
import { serverDatabase } from './test/server-schema';
import { STRONG_PASSWORD } from './test/http';
import { uniqueEmail } from './test/test-app';

// Issue 21 §3: `npm run backup` / `npm run restore` on both engines, run as an operator would (the scripts, in a child
// process, against a running server), then every user, ledger row and project version is looked for in the copy.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const TABLES = ['users', 'credits', 'credit_transactions', 'projects', 'project_versions', 'schema_migrations'];

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts', `${script}.mjs`), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

type Api = (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
const api =
  (base: string): Api =>
  async (method, path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };

/** Two users with spends, one project saved three times (project versions). */
async function populate(call: Api) {
  const users: { id: string; token: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await call('POST', '/api/auth/sign-up', { email: uniqueEmail('bk'), password: STRONG_PASSWORD, full_name: `Agent ${i}` });
    expect(r.status).toBe(201);
    users.push({ id: r.json.user.id, token: r.json.session.access_token });
    for (let s = 0; s < 3; s++) expect((await call('POST', '/api/rpc/use_credits', { credits_to_use: 1 + s, transaction_description: `bk ${s}` }, r.json.session.access_token)).status).toBe(200);
  }
  const p = await call('POST', '/api/projects', { title: 'Registre des visiteurs', code_content: [{ path: 'src/App.tsx', content: 'export default 1;\n' }] }, users[0]!.token);
  expect(p.status).toBe(201);
  for (let v = 2; v <= 3; v++) {
    const r = await call('PATCH', `/api/projects/${p.json.id}`, { code_content: [{ path: 'src/App.tsx', content: `export default ${v};\n` }] }, users[0]!.token);
    expect(r.status).toBe(200);
  }
  return users;
}

/** Each table's rows as one digest and a count: equal digests mean equal contents. */
async function digests(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const out: Record<string, string> = {};
  for (const t of TABLES) {
    const rows = await query(`SELECT count(*)::int AS n, coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS h FROM ${t} x`);
    out[t] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

const ledgerBalanced = `SELECT count(*)::int AS n FROM credits c WHERE c.amount <> (SELECT coalesce(sum(delta), 0) FROM credit_transactions t WHERE t.user_id = c.user_id)`;

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('backup and restore on PostgreSQL [postgres]', () => {
  const databases: string[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const d of databases) await admin.query(`DROP DATABASE IF EXISTS ${d} WITH (FORCE)`);
    await admin.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const newDatabase = async (schema: string) => {
    const name = `ov_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databases.push(name);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    target.searchParams.set('options', `-c search_path=${schema}`);
    return target.toString();
  };
  const queryAt = (connectionString: string) => async (sql: string) => {
    const c = new pg.Client({ connectionString });
    await c.connect();
    try {
      return (await c.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await c.end();
    }
  };

  it('pg_dump of a running instance restores into an empty database with every row; a newer schema is refused', async () => {
    const db = await serverDatabase('postgres');
    const main = await startMain({ DATABASE_URL: db.url });
    try {
      await populate(api(main.base));
      const dir = mkdtempSync(join(tmpdir(), 'ov-bk-'));
      dirs.push(dir);
      const b = await run('backup', ['--out', join(dir, 'b1')], { DATABASE_URL: db.url });
      expect(b.code, b.output).toBe(0);
      const source = await digests(db.query);
      expect(source.project_versions).toMatch(/^[1-9]\d*:/);

      const schema = new URL(db.url).searchParams.get('options')!.split('=')[1]!;
      const target = await newDatabase(schema);
      const r = await run('restore', [join(dir, 'b1')], { DATABASE_URL: target });
      expect(r.code, r.output).toBe(0);
      expect(await digests(queryAt(target))).toEqual(source);
      expect((await queryAt(target)(ledgerBalanced))[0]!.n).toBe(0);

      // Never over data: the same target again is refused and left as it is.
      const again = await run('restore', [join(dir, 'b1')], { DATABASE_URL: target });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/new, empty database/);

      // A dump from a newer version of the application (a migration this code does not know) is refused.
      cpSync(join(dir, 'b1'), join(dir, 'newer'), { recursive: true });
      const manifest = JSON.parse(readFileSync(join(dir, 'newer', 'manifest.json'), 'utf8'));
      manifest.migrations.push('999_from_a_newer_release.sql');
      writeFileSync(join(dir, 'newer', 'manifest.json'), JSON.stringify(manifest));
      const fresh = await newDatabase(schema);
      const refused = await run('restore', [join(dir, 'newer')], { DATABASE_URL: fresh });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('newer version of the application (unknown migrations: 999_from_a_newer_release.sql)');
      expect((await queryAt(fresh)(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = '${schema}'`))[0]!.n).toBe(0);
    } finally {
      main.child.kill('SIGTERM');
      await main.exited;
      await db.drop();
    }
  });
});

describe('backup and restore of the embedded database (PGlite) [pglite]', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  // A server started from the TypeScript sources, a dump and two restores of PGlite: minutes on a loaded 2-core machine
  // (it went past 120 s with the machine busy), so it has room of its own; nothing in it is timed.
  it('dumps consistently while the server runs and writes go on; the copy has every earlier row and a balanced ledger', { timeout: 400_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ov-bk-pglite-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');
    const main = await startMain({ DATA_DIR: dataDir, DATABASE_URL: '' });
    let before: Record<string, unknown>[];
    try {
      const call = api(main.base);
      const users = await populate(call);
      // Spends keep coming while the backup is taken: the dump must still be a consistent state.
      const writer = (async () => {
        for (let n = 0; n < 20; ) {
          const status = (await call('POST', '/api/rpc/use_credits', { credits_to_use: 1, transaction_description: `live ${n++}` }, users[1]!.token)).status;
          if (status !== 200 && status !== 402) throw new Error(`spend during backup: ${status}`);
        }
      })();
      const port = new URL(main.base).port;
      const b = await run('backup', ['--out', join(dir, 'b1')], { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' });
      await writer;
      expect(b.code, b.output).toBe(0);
      // The backup endpoint is not open to anyone: no token, no dump.
      expect((await fetch(`${main.base}/api/ops/backup`)).status).toBe(404);
      expect((await fetch(`${main.base}/api/ops/backup`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
      before = [];
    } finally {
      main.child.kill('SIGTERM');
      await main.exited;
    }
    // What was there before the backup began: the populate() rows (users, their first spends, the three versions).
    const source = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const expected = (await source.query<{ id: string }>(`SELECT id::text FROM users UNION ALL SELECT project_id::text || ':' || version FROM project_versions ORDER BY 1`)).rows.map((r) => r.id);
    const populated = (await source.query<{ id: string }>(`SELECT id::text FROM credit_transactions WHERE description NOT LIKE 'live %' ORDER BY 1`)).rows.map((r) => r.id);
    await source.close();
    expect(before).toEqual([]);

    const restored = join(dir, 'restored');
    const r = await run('restore', [join(dir, 'b1')], { DATA_DIR: restored });
    expect(r.code, r.output).toBe(0);
    const copy = await PGlite.create({ dataDir: join(restored, 'pglite') });
    try {
      expect((await copy.query<{ id: string }>(`SELECT id::text FROM users UNION ALL SELECT project_id::text || ':' || version FROM project_versions ORDER BY 1`)).rows.map((x) => x.id)).toEqual(expected);
      expect((await copy.query<{ id: string }>(`SELECT id::text FROM credit_transactions WHERE description NOT LIKE 'live %' ORDER BY 1`)).rows.map((x) => x.id)).toEqual(populated);
      expect((await copy.query<{ n: number }>(ledgerBalanced)).rows[0]!.n).toBe(0);
    } finally {
      await copy.close();
    }
    // The restored folder serves: a server starts on it and signs in.
    const again = await run('restore', [join(dir, 'b1')], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists: stop the server/);
  });
});
