// Shared by the server benchmarks (api, ai, nginx, soak): starting the built server, a throwaway PostgreSQL schema,
// a small HTTP client for setup, the CPU a process tree used, and the lean load generator. The file name does
// not end in .bench.mjs, so `npm run bench` does not run it on its own.
//
// The load generator runs on the same cores as the server and PostgreSQL: it is a lean one (raw keep-alive
// sockets, plain or TLS, one request in flight per connection, fixed request bytes, responses framed by
// Content-Length) so that it takes as little of them as it can.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import net, { createServer } from 'node:net';
import tls from 'node:tls';
import { join } from 'node:path';
import pg from 'pg';

export const root = new URL('../../', import.meta.url).pathname;
// BENCH_SERVER_JS runs another build of the server (an A/B against a copy of main's dist kept beside it, so that its packages resolve).
export const mainJs = process.env.BENCH_SERVER_JS ?? join(root, 'apps/server/dist/main.js');
export const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const fmt = (n, d = 1) => n.toFixed(d);

/** Builds the server when apps/server/dist/main.js is missing (exits on failure). */
export function ensureBuilt() {
  if (existsSync(mainJs)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// BENCH_PORTS=3300-3399 keeps the servers the bench starts inside a range (a machine shared with other benches).
const portRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextPort = portRange ? Number(portRange[1]) : 0;
const tryPort = (p) =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(null));
    s.listen(p, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
export const freePort = async () => {
  if (!portRange) return tryPort(0);
  const [lo, hi] = [Number(portRange[1]), Number(portRange[2])];
  for (let i = 0; i <= hi - lo; i++) {
    const p = nextPort;
    nextPort = nextPort >= hi ? lo : nextPort + 1;
    if ((await tryPort(p)) !== null) return p;
  }
  throw new Error(`bench: no free port in ${process.env.BENCH_PORTS}`);
};

// The node flags of apps/server's `serve` script (what `npm start` runs), so the benches measure the same process.
// BENCH_NODE_FLAGS overrides them (e.g. BENCH_NODE_FLAGS= for Node's defaults).
const serveScript = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')).scripts.serve;
export const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? serveScript.split(/\s+/).filter((a) => a.startsWith('--')).join(' ')).split(/\s+/).filter(Boolean);

export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'Bench-Admin-Pass-1' };

/** The `serve` script's leading VAR=value words (e.g. MALLOC_ARENA_MAX), passed to the server as `npm start` does. */
export const serverEnv = Object.fromEntries(
  serveScript
    .split(/\s+/)
    .filter((a) => /^[A-Z_][A-Z0-9_]*=/.test(a))
    .map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]),
);

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * Starts the built server on `port` (a free one by default) with the `serve` script's flags and environment and bench
 * defaults under `env`, and waits (bounded polling) until `readyPath` answers 200 (`/api/health/ready` waits for the
 * database and migrations too). Its JSON log lines are read, not shown (warnings and errors are): `background()`
 * resolves with the fields of its "background start finished" line (the store's sample seed on a first start,
 * decision 240), so a measurement at rest or at steady state can wait for it. Throughput runs pass STORE_SEED=0: the
 * seed is one-off first-start work that would otherwise run during the load; api.bench.mjs prints its cost.
 * `script` runs another server the same way (api.bench.mjs's measured floor, floor-server.mjs).
 *
 * A free port is found by binding and closing it, so another process (another bench on the same machine) can take it
 * before the server listens. Two checks make that harmless: a server that exits because the port is in use
 * (EADDRINUSE) is started again, on another free port (on the same one, after a pause, when the caller chose it); and
 * the answer to `readyPath` counts only when the server's own process tree listens on that port (Linux: /proc), so
 * another program answering there is never measured.
 */
export async function startServer(env, { port, readyPath = '/api/health', script = mainJs } = {}) {
  for (let attempt = 1; ; attempt++) {
    const p = port ?? (await freePort());
    try {
      return await startOnce(env, p, readyPath, script);
    } catch (err) {
      if (!err.portInUse || attempt >= 5) throw err;
      process.stderr.write(`bench: port ${p} is in use by another process; ${port === undefined ? 'starting on another port' : 'trying it again'}\n`);
      if (port !== undefined) await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

/** Whether the process tree of `pid` holds a listening TCP socket on `port` (true where /proc/net/tcp is missing). */
export function listensOn(pid, port) {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((f) => existsSync(f));
  if (!tables.length) return true;
  const inodes = new Set();
  for (const p of processTree(pid)) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${p}/fd`);
    } catch {
      continue; // gone
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${p}/fd/${fd}`));
        if (m) inodes.add(m[1]);
      } catch {
        /* closed meanwhile */
      }
    }
  }
  for (const table of tables) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue; // 0A: LISTEN
      if (parseInt(cols[1].slice(cols[1].lastIndexOf(':') + 1), 16) === port && inodes.has(cols[9])) return true;
    }
  }
  return false;
}

const portInUse = (message) => Object.assign(new Error(message), { portInUse: true });

async function startOnce(env, port, readyPath, script) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...serverEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // stderr is shown as it comes, and its start kept to tell a port in use from any other failure.
  let stderrHead = '';
  child.stderr.on('data', (d) => {
    process.stderr.write(d);
    if (stderrHead.length < 16_384) stderrHead += d;
  });
  let onBackground;
  const backgroundDone = new Promise((resolve) => (onBackground = resolve));
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
      if (msg.level === 'warn' || msg.level === 'error' || msg.level === 'fatal') process.stdout.write(`${line}\n`);
      if (/EADDRINUSE/.test(line)) stderrHead += line;
      if (msg.msg === 'background start finished') onBackground({ ...msg, sinceSpawnMs: performance.now() - started });
    }
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const closed = new Promise((resolve) => child.on('close', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${port}`;
  // Up to 2 minutes: a first start on PGlite creates the database (initdb), slow on a loaded machine.
  for (let i = 0; i < 1200 && running(); i++) {
    let ready = false;
    try {
      ready = (await fetch(`${base}${readyPath}`)).status === 200;
    } catch {
      /* not yet */
    }
    if (ready) {
      if (listensOn(child.pid, port)) {
        return { child, base, port, exited, background: () => withTimeout(backgroundDone, 120_000, "the server's background start did not finish") };
      }
      // Another program answers on this port: ours cannot listen there.
      child.kill('SIGKILL');
      await exited;
      throw portInUse(`another process answers on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (running()) child.kill('SIGKILL');
  await exited;
  // The end of its stderr may still be on its way (bounded: a left-over grandchild could hold the pipe open).
  await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]);
  if (/EADDRINUSE/.test(stderrHead)) throw portInUse(`port ${port} is in use (EADDRINUSE)`);
  throw new Error(`server did not start (exit ${child.exitCode})`);
}

/**
 * Starts `ports` instances at once (a number: that many on free ports; a list: on those ports), and resolves when
 * every one is ready (on one database the migration's advisory lock lets one migrate while the others wait). Read
 * each instance's `port`: a free port taken meanwhile by another process is replaced (startServer). When one fails to
 * start, the ones that did are stopped before the error is thrown, so no server is left running after the caller.
 * `script` runs another server the same way (nginx.bench.mjs's floor instances, floor-server.mjs).
 */
export async function startServers(env, ports, { readyPath = '/api/health/ready', script = mainJs } = {}) {
  const list = typeof ports === 'number' ? Array.from({ length: ports }, () => undefined) : ports;
  const settled = await Promise.allSettled(list.map((port) => startServer(env, { port, readyPath, script })));
  const failed = settled.find((r) => r.status === 'rejected');
  if (!failed) return settled.map((r) => r.value);
  await Promise.all(settled.filter((r) => r.status === 'fulfilled').map((r) => stopServer(r.value.child)));
  throw failed.reason;
}

/** SIGTERM, then the exit code (0 when it drained and closed cleanly). */
export const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** One JSON request for setup (not measured). */
export function request(base, method, path, { token, body } = {}) {
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
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json, text });
        });
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}
export const closeAgent = () => agent.destroy();

/** Signs a user up (ignoring "already exists") and in; returns the session ({ access_token, user }). */
export async function userSession(base, email) {
  const password = 'Bench-User-Pass-1';
  await request(base, 'POST', '/api/auth/sign-up', { body: { email, password, full_name: 'Bench' } });
  const r = await request(base, 'POST', '/api/auth/sign-in', { body: { email, password } });
  if (r.status !== 200) throw new Error(`sign-in of ${email} failed: ${r.status} ${r.text}`);
  return r.json.session;
}

/**
 * Gives `userId` `amount` credits directly in SQL, as the admin's grant does: the balance and a `grant` ledger row
 * with the new balance, in one transaction. (The bootstrap admin must enrol 2FA before using add_credits since
 * decision 211, so the benches do not go through it.) Throws when the user has no credits row or the ledger no
 * longer matches the balance.
 */
export async function grantCredits(db, schema, userId, amount) {
  await db.query('BEGIN');
  try {
    const up = await db.query(`UPDATE ${schema}.credits SET amount = amount + $2, updated_at = now() WHERE user_id = $1 RETURNING amount`, [userId, amount]);
    if (up.rowCount !== 1) throw new Error(`grant of ${amount} credits to ${userId} failed: no credits row`);
    await db.query(`INSERT INTO ${schema}.credit_transactions (user_id, delta, balance_after, description, kind) VALUES ($1, $2, $3, 'bench grant', 'grant')`, [
      userId,
      amount,
      up.rows[0].amount,
    ]);
    const { rows } = await db.query(`SELECT (SELECT amount FROM ${schema}.credits WHERE user_id = $1) AS amount, (SELECT sum(delta)::int FROM ${schema}.credit_transactions WHERE user_id = $1) AS sum`, [userId]);
    if (rows[0].amount !== rows[0].sum) throw new Error(`grant to ${userId}: balance ${rows[0].amount} but ledger sum ${rows[0].sum}`);
    await db.query('COMMIT');
    return rows[0].amount;
  } catch (err) {
    await db.query('ROLLBACK');
    throw err;
  }
}

/** Balance and ledger sum of a user, read in SQL: equal when nothing was spent twice or lost. */
export async function ledger(db, schema, userId) {
  const { rows } = await db.query(
    `SELECT (SELECT amount FROM ${schema}.credits WHERE user_id = $1) AS amount,
            (SELECT sum(delta)::int FROM ${schema}.credit_transactions WHERE user_id = $1) AS sum,
            (SELECT count(*)::int FROM ${schema}.credit_transactions WHERE user_id = $1 AND kind = 'usage') AS usage_rows`,
    [userId],
  );
  return rows[0];
}

/** Runs `fn` with a fresh schema (dropped afterwards) and a DATABASE_URL pointing at it (application_name = schema). */
export async function withSchema(prefix, fn) {
  const schema = `${prefix}_${Date.now().toString(36)}`;
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

/** Raw HTTP/1.1 request bytes. */
export const rawRequest = (host, method, path, { token, body } = {}) => {
  const data = body === undefined ? '' : JSON.stringify(body);
  return Buffer.from(
    `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n` +
      (token ? `Authorization: Bearer ${token}\r\n` : '') +
      (data ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(data)}\r\n` : '') +
      `\r\n${data}`,
  );
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Sends requests on `concurrency` keep-alive connections (TLS when `tls` holds { ca, servername }), each sending its
 * next request when the previous response is complete (no pipelining), until `durationMs` has passed or `stop()`
 * returns true. `requests` is one request (bytes) or a list of { label, bytes } taken in turn.
 * `rate` (requests/s over all connections) paces the sends instead of sending as fast as answers come.
 *
 * A connection the server closes between requests (nginx's keepalive_requests, a reload) is reopened. A request
 * that was sent on a reused connection which then closed before any byte of the answer came back was not read by
 * the server: it is sent once more on a new connection and counted in `resent` (browsers do the same). Any other
 * error, or a close in the middle of an answer, counts in `failures` (the request is not repeated).
 */
export function load({ port, host = '127.0.0.1', tls: tlsOpts, requests, durationMs = 8000, concurrency = 32, rate, stop }) {
  const list = Buffer.isBuffer(requests) ? [{ label: 'all', bytes: requests }] : requests;
  const byLabel = Object.fromEntries(list.map((r) => [r.label, { latencies: [], statuses: {} }]));
  const latencies = [];
  const statuses = {};
  const failures = [];
  let resent = 0;
  let next = 0;
  const started = performance.now();
  const end = started + durationMs;
  const over = () => performance.now() >= end || (stop?.() ?? false);
  const interval = rate ? (1000 * concurrency) / rate : 0;
  return new Promise((resolve) => {
    let open = concurrency;
    const finish = () => {
      if (--open > 0) return;
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const per = {};
      for (const [label, s] of Object.entries(byLabel)) {
        s.latencies.sort((a, b) => a - b);
        per[label] = { count: s.latencies.length, p50: percentile(s.latencies, 50), p99: percentile(s.latencies, 99), statuses: s.statuses };
      }
      resolve({ count: latencies.length, elapsed, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), statuses, per, failures, resent });
    };
    const connection = (i) => {
      let current = null; // { item, t0, reused, retried }
      let sentOnThis = 0;
      let buf = Buffer.alloc(0);
      let nextAt = performance.now() + (interval * i) / concurrency;
      let done = false;
      let timer = null;
      let sock;
      const connect = () => {
        buf = Buffer.alloc(0);
        sentOnThis = 0;
        sock = tlsOpts ? tls.connect({ port, host, ca: tlsOpts.ca, servername: tlsOpts.servername }) : net.connect(port, host);
        sock.setNoDelay(true);
        sock.on(tlsOpts ? 'secureConnect' : 'connect', () => (current ? write(current) : schedule()));
        sock.on('data', onData);
        sock.on('error', (err) => (sock.lastError = err));
        sock.on('close', onClose);
      };
      const write = (req) => {
        req.t0 = performance.now();
        req.reused = sentOnThis > 0;
        req.got = false;
        sentOnThis++;
        sock.write(req.item.bytes);
      };
      const schedule = () => {
        if (over()) {
          done = true;
          sock.end();
          return;
        }
        const item = list[next++ % list.length];
        current = { item };
        if (!interval) return write(current);
        const wait = nextAt - performance.now();
        nextAt = Math.max(nextAt + interval, performance.now());
        if (wait <= 0) write(current);
        else
          timer = setTimeout(() => {
            timer = null;
            write(current);
          }, wait);
      };
      const onData = (chunk) => {
        if (current?.t0 !== undefined) current.got = true;
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        let answered = false;
        let closing = false;
        for (;;) {
          const headEnd = buf.indexOf('\r\n\r\n');
          if (headEnd < 0) break;
          const head = buf.toString('latin1', 0, headEnd);
          const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!m) {
            failures.push(`response without content-length: ${head.slice(0, 200)}`);
            current = null;
            sock.destroy();
            return;
          }
          const size = headEnd + 4 + Number(m[1]);
          if (buf.length < size) break;
          buf = buf.subarray(size);
          if (current?.t0 === undefined) {
            // An answer with no request in flight (after the last answer, or while a paced request waits): none of
            // ours to time. Reported and skipped; the connection stays framed, so it is kept.
            failures.push(`answer with no request in flight: ${head.slice(0, 200)}`);
            continue;
          }
          const status = Number(head.slice(9, 12));
          const ms = performance.now() - current.t0;
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.push(ms);
          const s = byLabel[current.item.label];
          s.statuses[status] = (s.statuses[status] ?? 0) + 1;
          s.latencies.push(ms);
          current = null;
          answered = true;
          closing = /\r\nconnection:\s*close/i.test(head);
        }
        if (!answered) return;
        if (buf.length) {
          // Part of something more after the answer (one request is in flight at a time, so it answers nothing): it
          // cannot be told from the next request's answer, so the next request goes on a new connection.
          failures.push(`bytes after an answer: ${buf.toString('latin1', 0, 200)}`);
          buf = Buffer.alloc(0);
          sock.destroy();
          return;
        }
        if (closing) return; // the server closes it: onClose reconnects
        schedule();
      };
      const onClose = () => {
        if (timer) {
          // Closed while waiting for the pace: the request was not sent; it goes on the new connection.
          clearTimeout(timer);
          timer = null;
        } else if (current?.t0 !== undefined) {
          if (current.reused && !current.got && !current.retried) {
            resent++;
            current.retried = true;
          } else {
            failures.push(`${current.item.label}: connection closed ${current.got ? 'during the answer' : 'before an answer'}${sock.lastError ? ` (${sock.lastError.code ?? sock.lastError.message})` : ''}`);
            current = null;
          }
        }
        if (done || (!current && over())) return finish();
        connect();
      };
      connect();
    };
    for (let i = 0; i < concurrency; i++) connection(i);
  });
}

/** CPU seconds (user + system) a process has used, from /proc: the cost independent of what else runs. */
export const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0; // gone
  }
};
/** The process and its descendants (the cluster's workers, nginx's workers). */
export const processTree = (pid) => {
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
/** CPU seconds of a process's main thread alone (the event loop); the rest of cpuSeconds is its other threads (V8's compiler and GC helpers, libuv's pool). */
export const mainThreadCpuSeconds = (pid) => cpuSeconds(`${pid}/task/${pid}`);
export const ownCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
export const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
};
/**
 * CPU seconds of the PostgreSQL backends whose application_name is `appName` (the benches' schema). A backend that
 * exits meanwhile (an idle pool connection closed: nginx.bench.mjs's own instances wait idle while the floor runs) keeps
 * the last figure read for it: CPU time only grows, and reading it as 0 once gone made a measurement negative.
 */
export async function postgresCpu(db, appName) {
  const { rows } = await db.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [appName]);
  const last = new Map(rows.map((r) => [r.pid, 0]));
  return () => {
    let sum = 0;
    for (const [pid, seen] of last) {
      const now = Math.max(seen, cpuSeconds(pid));
      last.set(pid, now);
      sum += now;
    }
    return sum;
  };
}
