import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain, type MainProcess } from './test/main-process';
import { serverDatabase, type ServerDatabase } from './test/server-schema';
import { ENGINES } from './test/test-app';
import { enrolMfaOverHttp } from './test/roles';

// Starts the real entry point (config → db → migrate → admin → listen) on a free port with a
// file-backed PGlite, then checks start-up admin creation and graceful shutdown on SIGTERM.
const JWT_SECRET = 'main-test-secret-main-test-secret-0123';

describe.each(ENGINES)('main: start-up and graceful shutdown [%s]', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ov-main-'));
  let server: MainProcess | undefined;
  let database: ServerDatabase | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('creates the admin, serves, and on SIGTERM finishes in-flight writes before exiting 0 with none lost', async () => {
    database = await serverDatabase(engine);
    server = await startMain({ DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET, ADMIN_EMAIL: 'Admin@Example.test', ADMIN_PASSWORD: 'Admin-Pass-2026' });
    const { child, base, output, exited } = server;

    const json = { 'content-type': 'application/json' };
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'admin@example.test', password: 'Admin-Pass-2026' }),
    });
    expect(signIn.status).toBe(200);
    const session = (await signIn.json()) as { session: { access_token: string; user: { roles: string[] } } };
    expect(session.session.user.roles).toEqual(['admin']);
    const auth = { ...json, authorization: `Bearer ${session.session.access_token}` };
    // The bootstrap admin enrols 2FA before anything else (decision 211).
    await enrolMfaOverHttp(base, session.session.access_token);

    // Fire a burst of writes and send SIGTERM while they are in flight.
    const writes = Array.from({ length: 30 }, (_, i) =>
      fetch(`${base}/api/projects`, { method: 'POST', headers: auth, body: JSON.stringify({ title: `shutdown-${i}` }) })
        .then(async (r) => ({ status: r.status, id: r.status === 201 ? ((await r.json()) as { id: string }).id : null }))
        .catch(() => ({ status: 0, id: null })),
    );
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const results = await Promise.all(writes);
    const code = await exited;
    expect(code, output()).toBe(0);
    expect(output()).toContain('"shutting down"');
    expect(output()).toContain('"stopped"');
    // Every request either completed or was never accepted: no 5xx from the shutdown itself.
    expect(results.every((r) => r.status === 201 || r.status === 0), JSON.stringify(results)).toBe(true);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.id!);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Every acknowledged write is in the database, read back by a fresh connection.
    let stored: Set<string>;
    if (engine === 'pglite') {
      // PGlite chooses its own file modes; the folder itself is closed to other users.
      expect(statSync(join(dataDir, 'pglite')).mode & 0o077).toBe(0);
      const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
      try {
        stored = new Set((await db.query<{ id: string }>(`SELECT id FROM projects WHERE title LIKE 'shutdown-%'`)).rows.map((r) => r.id));
      } finally {
        await db.close();
      }
    } else {
      stored = new Set((await database.query(`SELECT id FROM projects WHERE title LIKE 'shutdown-%'`)).map((r) => r.id as string));
    }
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
  }, 900_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('main: WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let server: MainProcess | undefined;
  let database: ServerDatabase | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
  });

  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    database = await serverDatabase('postgres');
    server = await startMain({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2', JWT_SECRET }, { waitForListening: false });
    const { child, base, exited, waitFor } = server;
    const output = () => server!.output();
    const listeningPids = () =>
      output()
        .split('\n')
        .filter((l) => l.includes('"listening"'))
        .map((l) => (JSON.parse(l) as { pid: number }).pid);

    await waitFor(() => new Set(listeningPids()).size === 2);
    expect(output()).toContain('"cluster started"');
    // Migrations ran once, in the primary.
    expect(output().split('"migrations applied"').length - 1, output()).toBe(1);

    // Sign up and in on one connection, then use the token on fresh connections: whichever worker
    // answers knows the session, since every worker reads it from PostgreSQL.
    const json = { 'content-type': 'application/json' };
    const credentials = { email: 'cluster@example.test', password: 'Cluster-Pass-2026' };
    expect((await fetch(`${base}/api/auth/sign-up`, { method: 'POST', headers: json, body: JSON.stringify({ ...credentials, full_name: 'C' }) })).status).toBe(201);
    const signIn = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: json, body: JSON.stringify(credentials) });
    const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    for (let i = 0; i < 6; i++) {
      const r = await fetch(`${base}/api/projects`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
      expect(r.status).toBe(200);
    }

    // A worker that dies is replaced.
    const [first] = listeningPids();
    process.kill(first!, 'SIGKILL');
    await waitFor(() => listeningPids().length === 3);
    expect(output()).toContain('"worker exited, starting another"');
    expect((await fetch(`${base}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited, output()).toBe(0);
    expect(output()).toContain('"stopped"');
    for (const pid of listeningPids()) expect(() => process.kill(pid, 0)).toThrow();
  }, 900_000);
});
