// The built server as the benchmarks start it (api.bench.mjs, ai.bench.mjs): the `serve` script's node flags and
// environment, free ports, a throwaway PostgreSQL schema, CPU time from /proc, credits granted in SQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('../../', import.meta.url).pathname;
const mainJs = join(root, 'apps/server/dist/main.js');
export const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!existsSync(mainJs)) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// The node flags of apps/server's `serve` script (what `npm start` runs), so the bench measures the same process.
// BENCH_NODE_FLAGS overrides them (e.g. BENCH_NODE_FLAGS= for Node's defaults).
const serveScript = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')).scripts.serve;
export const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? serveScript.split(/\s+/).filter((a) => a.startsWith('--')).join(' ')).split(/\s+/).filter(Boolean);
/** The `serve` script's leading VAR=value words (e.g. MALLOC_ARENA_MAX), passed to the server as `npm start` does. */
export const serverEnv = Object.fromEntries(serveScript.split(/\s+/).filter((a) => /^[A-Z_][A-Z0-9_]*=/.test(a)).map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));

/**
 * Starts the built server. Its info lines are read, not shown: `background` resolves with the fields of its
 * "background start finished" line (the store's sample seed on a first start, decision 240), so a measurement at
 * rest or at steady state can wait for it (`await background()`). Throughput runs pass STORE_SEED=0: the seed is
 * one-off first-start work (≈ 10 s and 5 s of CPU on an idle machine) that would otherwise run during the load; the
 * RSS part of api.bench.mjs prints its cost.
 */
export async function startServer(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, mainJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'Bench-Admin-Pass-1',
      ...serverEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let onBackground;
  const background = new Promise((resolve) => (onBackground = resolve));
  let pending = '';
  child.stdout.on('data', (d) => {
    pending += d;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        process.stdout.write(`${line}\n`);
        continue;
      }
      if (msg.msg === 'background start finished') onBackground({ ...msg, sinceSpawnMs: performance.now() - started });
    }
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to 2 minutes: a first start on PGlite creates the database (initdb), slow on a loaded machine.
  for (let i = 0; i < 1200; i++) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.status === 200) return { child, base, port, background: () => withTimeout(background, 120_000, 'the server\'s background start did not finish') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}

export const stopServer = (child) =>
  new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

/** CPU seconds (user + system) a process has used, from /proc: the server's own cost per request,
 * independent of what else runs on the machine. */
export const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0; // gone
  }
};
/** The process and its descendants (the cluster's workers). */
const processTree = (pid) => {
  const out = [pid];
  try {
    for (const t of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim();
      if (children) for (const c of children.split(' ')) out.push(...processTree(Number(c)));
    }
  } catch {
    /* gone */
  }
  return out;
};
export const treeCpuSeconds = (pid) => processTree(pid).reduce((sum, p) => sum + cpuSeconds(p), 0);

export async function withSchema(fn) {
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', schema);
  try {
    return await fn({ admin, schema, url: url.toString() });
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/** Adds `amount` to a user's balance with its ledger row (kind 'grant'), as add_credits does; throws if nothing changed. */
export async function grantCredits(admin, schema, userId, amount) {
  const { rows } = await admin.query(
    `WITH granted AS (UPDATE ${schema}.credits SET amount = amount + $2 WHERE user_id = $1 RETURNING user_id, amount)
     INSERT INTO ${schema}.credit_transactions (user_id, delta, balance_after, description, kind)
     SELECT user_id, $2, amount, 'bench grant', 'grant' FROM granted RETURNING balance_after`,
    [userId, amount],
  );
  if (rows.length !== 1) throw new Error(`credit grant failed for ${userId}`);
  return rows[0].balance_after;
}

