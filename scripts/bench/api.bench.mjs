#!/usr/bin/env node
// API benchmarks of DESIGN section 9 (measure only; nothing here is asserted by tests):
//   1. authenticated GET /api/projects on PostgreSQL: req/s and latency percentiles
//   2. concurrent POST /api/rpc/use_credits on PostgreSQL: spends/s, and a double-spend check
//   3. server RSS at rest with the embedded PGlite
// Runs the built server (apps/server/dist/main.js; built if missing) on free ports. PostgreSQL is
// BENCH_DATABASE_URL or TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, in a
// throwaway schema. The load generator shares the machine's cores with the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('../../', import.meta.url).pathname;
const mainJs = join(root, 'apps/server/dist/main.js');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!existsSync(mainJs)) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'Bench-Admin-Pass-1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.status === 200) return { child, base };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const stopServer = (child) =>
  new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function request(base, method, path, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode, json: text ? JSON.parse(text) : undefined });
        });
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

async function userSession(base, email) {
  const password = 'Bench-User-Pass-1';
  await request(base, 'POST', '/api/auth/sign-up', { body: { email, password, full_name: 'Bench' } });
  const r = await request(base, 'POST', '/api/auth/sign-in', { body: { email, password } });
  return r.json.session;
}

/** Runs `fn` from CONCURRENCY workers for DURATION_MS; returns count, statuses and latencies. */
async function load(fn, durationMs = DURATION_MS, concurrency = CONCURRENCY) {
  const latencies = [];
  const statuses = {};
  const end = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const r = await fn();
        latencies.push(performance.now() - t0);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { count: latencies.length, rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), statuses };
}

const fmt = (n, d = 1) => n.toFixed(d);

/** CPU seconds (user + system) a process has used, from /proc: the server's own cost per request,
 * independent of what else runs on the machine. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
};

async function benchPostgres() {
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { child, base } = await startServer({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '20' });
  try {
    // 1. GET /api/projects, a user with 20 projects
    const s = await userSession(base, 'reader@bench.test');
    for (let i = 0; i < 20; i++) {
      await request(base, 'POST', '/api/projects', { token: s.access_token, body: { title: `Projet ${i}`, description: 'Banc de mesure', visibility: 'private' } });
    }
    await load(() => request(base, 'GET', '/api/projects', { token: s.access_token }), 1500); // warm-up
    const cpu0 = cpuSeconds(child.pid);
    const list = await load(() => request(base, 'GET', '/api/projects', { token: s.access_token }));
    const cpuPerReq = ((cpuSeconds(child.pid) - cpu0) * 1000) / list.count;
    console.log(
      `GET /api/projects (PostgreSQL, ${CONCURRENCY} connections, ${DURATION_MS / 1000}s): ${fmt(list.rps, 0)} req/s, p50 ${fmt(list.p50)} ms, p99 ${fmt(list.p99)} ms, statuses ${JSON.stringify(list.statuses)}; ` +
        `server CPU ${fmt(cpuPerReq, 2)} ms/request (≈ ${fmt(1000 / cpuPerReq, 0)} req/s per core for the Node process alone)`,
    );

    // 2. use_credits: one user, a large balance, many concurrent spends of 1
    const spender = await userSession(base, 'spender@bench.test');
    const adminSession = (await request(base, 'POST', '/api/auth/sign-in', { body: { email: 'admin@bench.test', password: 'Bench-Admin-Pass-1' } })).json.session;
    await request(base, 'POST', '/api/rpc/add_credits', {
      token: adminSession.access_token,
      body: { user_id: spender.user.id, credits_to_add: 1_000_000, transaction_description: 'bench' },
    });
    const before = (await request(base, 'GET', '/api/credits', { token: spender.access_token })).json.amount;
    const spends = await load(() =>
      request(base, 'POST', '/api/rpc/use_credits', { token: spender.access_token, body: { credits_to_use: 1 } }),
    );
    const after = (await request(base, 'GET', '/api/credits', { token: spender.access_token })).json.amount;
    const ok = spends.statuses[200] ?? 0;
    const { rows } = await admin.query(
      `SELECT (SELECT amount FROM ${schema}.credits WHERE user_id = $1) AS amount,
              (SELECT sum(delta)::int FROM ${schema}.credit_transactions WHERE user_id = $1) AS sum`,
      [spender.user.id],
    );
    const consistent = before - ok === after && rows[0].amount === rows[0].sum;
    console.log(
      `use_credits (PostgreSQL, ${CONCURRENCY} concurrent): ${fmt(ok / (DURATION_MS / 1000), 0)} spends/s, p99 ${fmt(spends.p99)} ms; ` +
        `balance ${before} → ${after} after ${ok} successes; ledger sum ${rows[0].sum}: ${consistent ? 'no double spend' : 'MISMATCH'}`,
    );
    return { list, spends, consistent };
  } finally {
    await stopServer(child);
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

async function benchRss() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ov-bench-'));
  const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  try {
    // First start creates the embedded database (initdb), then a restart opens the existing one.
    const first = await startServer({ DATA_DIR: dataDir });
    await new Promise((r) => setTimeout(r, 3000));
    const firstRss = rssOf(first.child.pid);
    await stopServer(first.child);
    const { child, base } = await startServer({ DATA_DIR: dataDir });
    try {
      await new Promise((r) => setTimeout(r, 3000));
      const atRest = rssOf(child.pid);
      const s = await userSession(base, 'rss@bench.test');
      for (let i = 0; i < 10; i++) await request(base, 'POST', '/api/projects', { token: s.access_token, body: { title: `p${i}` } });
      const list = await load(() => request(base, 'GET', '/api/projects', { token: s.access_token }), 3000, 8);
      await new Promise((r) => setTimeout(r, 2000));
      const afterLoad = rssOf(child.pid);
      console.log(
        `PGlite: RSS at rest ${fmt(atRest, 0)} MB (first start, after creating the database: ${fmt(firstRss, 0)} MB); ` +
          `after ${list.count} requests ${fmt(afterLoad, 0)} MB; GET /api/projects on PGlite ${fmt(list.rps, 0)} req/s, p99 ${fmt(list.p99)} ms`,
      );
      return { atRest, firstRss, afterLoad };
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await benchPostgres();
} catch (err) {
  console.log(`PostgreSQL benchmarks skipped: ${err.message}`);
}
await benchRss();
agent.destroy();
