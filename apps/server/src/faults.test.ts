import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/listen';
import { startMain, type MainProcess } from './test/main-process';
import { serverDatabase } from './test/server-schema';
import { tcpProxy } from './test/tcp-proxy';
import { ENGINES } from './test/test-app';

// Faults under load, with a journal of acknowledged writes (issue 14): a client records every write the server
// answered 2xx; after SIGTERM, kill -9, or the database going away and coming back, every one of them must be
// there. Counts are bounded and nothing is timed: the test waits for events (N writes acknowledged, N refusals
// seen), with generous bounded retries where the server needs to come back.

const ADMIN = { email: 'faults-admin@example.test', password: 'Admin-Pass-2026' };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const children: ChildProcess[] = [];

/** The real entry point with the faults admin, listening; killed after each test if still running. */
async function startServer(env: Record<string, string>): Promise<MainProcess> {
  const started = await startMain({ JWT_SECRET: 'faults-test-secret-faults-test-secret-01', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
  children.push(started.child);
  return started;
}

/**
 * The journal's writer: a plain developer account (admins must enrol 2FA before writing, decision 211), made on first
 * use and signed in again on every (restarted) server of the same data.
 */
const WRITER = { email: 'faults-writer@example.test', password: 'Writer-Pass-2026!', full_name: 'Faults Writer' };
async function signIn(base: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let r = await post('/api/auth/sign-in', { email: WRITER.email, password: WRITER.password });
  if (r.status === 401) {
    const up = await post('/api/auth/sign-up', WRITER);
    expect(up.status).toBe(201);
    r = await post('/api/auth/sign-in', { email: WRITER.email, password: WRITER.password });
  }
  expect(r.status).toBe(200);
  return ((await r.json()) as { session: { access_token: string } }).session.access_token;
}

/**
 * Writers that create projects one after another until stopped, and the journal: every 201 is an acknowledged
 * write (its id); every other answer is counted by status (0 = no answer: refused, reset).
 */
function journal(base: () => string, token: () => string, writers = 4) {
  const acknowledged = new Map<string, string>();
  const statuses = new Map<number, number>();
  let stopped = false;
  let n = 0;
  const waiters: { check: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const w of [...waiters]) {
      if (!w.check()) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const one = async () => {
    while (!stopped) {
      const title = `journal-${n++}`;
      let status = 0;
      try {
        const r = await fetch(`${base()}/api/projects`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
          body: JSON.stringify({ title }),
        });
        status = r.status;
        const body = (await r.json().catch(() => null)) as { id?: string } | null;
        if (status === 201 && body?.id) acknowledged.set(body.id, title);
      } catch {
        status = 0;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      notify();
      // No answer: the server is down; try again a little later instead of spinning.
      if (status === 0 || status === 503) await pause(20);
    }
  };
  const running = Array.from({ length: writers }, one);
  return {
    acknowledged,
    statuses,
    count: (status: number) => statuses.get(status) ?? 0,
    /** Resolves once `check` holds (bounded by the test's timeout, not measured). */
    until: (check: () => boolean) => new Promise<void>((resolve) => (check() ? resolve() : waiters.push({ check, resolve }))),
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** Reads every acknowledged project back through the API of a (restarted) server. */
async function missing(base: string, token: string, ids: Iterable<string>): Promise<string[]> {
  const lost: string[] = [];
  for (const id of ids) {
    const r = await fetch(`${base}/api/projects/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (r.status !== 200) lost.push(`${id} → ${r.status}`);
  }
  return lost;
}

/** On PostgreSQL the server gets its own schema (search_path), dropped afterwards. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe.each(ENGINES)('faults with a journal of acknowledged writes [%s]', (engine) => {
  it('SIGTERM under load: in-flight writes finish, nothing but 201 or no answer, exit 0, and every acknowledged write survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ov-faults-term-'));
    const db = await serverDatabase(engine);
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }), db.drop);
    const env = { DATA_DIR: dataDir, DATABASE_URL: db.url };
    const first = await startServer(env);
    const token = await signIn(first.base);
    let base = first.base;
    const j = journal(() => base, () => token);
    await j.until(() => j.acknowledged.size >= 25);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    await j.stop();
    expect(first.output()).toContain('"stopped"');
    // Only acknowledged writes or requests the closing server never took: no 5xx, no other failure.
    expect([...j.statuses.keys()].filter((s) => s !== 201 && s !== 0), JSON.stringify([...j.statuses])).toEqual([]);
    const second = await startServer(env);
    base = second.base;
    expect(await missing(second.base, await signIn(second.base), j.acknowledged.keys())).toEqual([]);
  }, 900_000);
});

describe('faults: kill -9 of the server on PGlite', () => {
  it('restarts on an intact database holding every acknowledged write, and keeps serving writes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ov-faults-kill-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const token = await signIn(first.base);
    let base = first.base;
    const j = journal(() => base, () => token);
    await j.until(() => j.acknowledged.size >= 40);
    first.child.kill('SIGKILL');
    await first.exited;
    await j.stop();
    const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    base = second.base;
    const again = await signIn(second.base);
    expect(await missing(second.base, again, j.acknowledged.keys()), second.output()).toEqual([]);
    // The database is intact, not only readable: it takes new writes and the ledger still adds up.
    const after = await fetch(`${second.base}/api/projects`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${again}` }, body: JSON.stringify({ title: 'after-kill' }) });
    expect(after.status).toBe(201);
    const credits = await fetch(`${second.base}/api/credits`, { headers: { authorization: `Bearer ${again}` } });
    expect(credits.status).toBe(200);
  }, 900_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('faults: PostgreSQL goes away under load and comes back', () => {
  it('writes get 503 (never 500) while it is away, succeed again once it is back, and nothing acknowledged is lost', async () => {
    // The machine's shared PostgreSQL is never stopped: a TCP proxy in front of it is cut and restored.
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxyPort = await freePort();
    const proxy = tcpProxy(target, proxyPort);
    await proxy.start();
    cleanups.push(proxy.cut);
    const db = await serverDatabase('postgres');
    cleanups.push(db.drop);
    const proxied = new URL(db.url);
    proxied.host = `127.0.0.1:${proxyPort}`;
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ov-faults-pg-')), DATABASE_URL: proxied.toString() });
    const token = await signIn(server.base);
    const j = journal(() => server.base, () => token);
    await j.until(() => j.acknowledged.size >= 20);
    await proxy.cut();
    const ackedBeforeOutage = j.acknowledged.size;
    await j.until(() => j.count(503) >= 8);
    const ackedDuringOutage = j.acknowledged.size;
    await proxy.start();
    // A generous bounded wait for the pool to reconnect, not a measure: the issue asks for recovery within 5 s.
    await j.until(() => j.acknowledged.size >= ackedDuringOutage + 20);
    await j.stop();
    expect(j.count(500), JSON.stringify([...j.statuses])).toBe(0);
    expect([...j.statuses.keys()].filter((s) => ![201, 503].includes(s)), JSON.stringify([...j.statuses])).toEqual([]);
    expect(ackedBeforeOutage).toBeGreaterThanOrEqual(20);
    // The server never went down: it answered 503 (with Retry-After) while the database was away.
    expect(server.child.exitCode).toBeNull();
    // Every acknowledged write is in PostgreSQL, read by a direct connection.
    const stored = new Set((await db.query(`SELECT id FROM projects WHERE title LIKE 'journal-%'`)).map((r) => r.id as string));
    expect([...j.acknowledged.keys()].filter((id) => !stored.has(id))).toEqual([]);
  }, 900_000);
});
