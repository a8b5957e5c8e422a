#!/usr/bin/env node
// DESIGN section 9 through the load balancer (issue 21; measure only, nothing here is asserted by tests):
//   1. authenticated GET /api/projects on PostgreSQL through nginx (TLS), with 1 and 3 instances; right after each, the
//      same load through the same nginx configuration in front of as many measured floors (floor-server.mjs: plain
//      node:http + pg, the same token check and SQL; decision 289) and the ratio of ours to it
//   2. concurrent POST /api/rpc/use_credits through nginx: spends/s and a double-spend check (balance, ledger sum,
//      usage rows against the 200s counted)
//   3. a rolling restart of the three instances behind nginx under load (deploy/rolling-restart.sh's steps: mark
//      down + reload, stop (drains), start, wait for ready, put back), counting failed requests
// The built server (apps/server/dist/main.js, STORE_SEED=0, RATE_LIMIT_DISABLED=1, TRUST_PROXY=1, WEB_CONCURRENCY=1)
// runs 1 then 3 times on one throwaway PostgreSQL schema; Debian's nginx runs in front as a foreground child with its
// own prefix in /tmp (deploy/nginx/local.mjs, the site rendered as docs/deploy.md renders it). The load generator is
// scripts/bench/load.mjs's (raw keep-alive TLS sockets). BENCH_DURATION_MS (8000), BENCH_CONCURRENCY (32),
// BENCH_NGINX_INSTANCES (1,3), BENCH_NGINX_WORKERS (the number of cores), BENCH_WARMUP_MS (4000) and
// BENCH_WARMUP_REQUESTS (15000), both per instance: the warm-up lasts at least the one and until each instance has
// answered the other (at most 60 s per instance), so that each has compiled what api.bench.mjs's one process has
// after its 4 s on an idle machine, also on a loaded one (decisions 271 and 289), BENCH_PARTS
// (projects,floor,credits,restart: which parts run), BENCH_NGINX_POOL (10: each instance's DATABASE_POOL_SIZE, the floors' too).
import os from 'node:os';
import https from 'node:https';
import { join } from 'node:path';
import { launchNginx, nginxBinary, opensslBinary } from '../../deploy/nginx/local.mjs';
import {
  closeAgent, ensureBuilt, fmt, freePort, grantCredits, ledger, load, mainThreadCpuSeconds, nodeFlags, ownCpuSeconds, postgresCpu, rawRequest, request, root,
  startServer, startServers, stopServer, treeCpuSeconds, userSession, withSchema,
} from './load.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const COUNTS = (process.env.BENCH_NGINX_INSTANCES ?? '1,3').split(',').map(Number).filter((n) => n >= 1);
const NGINX_WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? os.cpus().length);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 4000);
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 15_000);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'projects,floor,credits,restart').split(',').map((p) => p.trim()));
const POOL = Number(process.env.BENCH_NGINX_POOL ?? 10); // DATABASE_POOL_SIZE of each instance (docs/deploy.md's 10)
const FLOOR_JS = join(root, 'scripts/bench/floor-server.mjs');

console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
if (!nginxBinary() || !opensslBinary()) {
  console.log(`nginx benchmarks skipped: ${nginxBinary() ? 'openssl' : 'nginx'} is not installed (apt-get install -y nginx-light openssl)`);
  process.exit(0);
}
ensureBuilt();
console.log(`server node flags: ${nodeFlags.join(' ') || '(none)'}; nginx worker_processes ${NGINX_WORKERS}`);

/** One HTTPS request through nginx trusting only its self-signed certificate. */
const viaNginx = (nginx, method, path, { token, body } = {}) =>
  new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = https.request(`${nginx.base}${path}`, { method, ca: nginx.ca, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text, json: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end(data);
  });

async function waitThrough(nginx, path = '/api/health/ready') {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await viaNginx(nginx, 'GET', path)).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer: ${nginx.errorLog()}`);
}

const env = (url) => ({ STORE_SEED: '0', DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL), WEB_CONCURRENCY: '1', TRUST_PROXY: '1' });

/**
 * `n` instances behind nginx, for `fn`. Ours are started together: the migration advisory lock lets one migrate while
 * the others wait. Each on a free port. `floor` starts floor-server.mjs instead, the same way and with the same
 * environment (its readiness is /api/health: it has no /api/health/ready).
 */
async function cluster(url, n, fn, { floor = false } = {}) {
  const readyPath = floor ? '/api/health' : '/api/health/ready';
  const instances = await startServers(env(url), n, floor ? { readyPath, script: FLOOR_JS } : { readyPath });
  const ports = instances.map((s) => s.port);
  let nginx;
  try {
    nginx = await launchNginx(ports.map((p) => `127.0.0.1:${p}`), { workers: NGINX_WORKERS, freePort });
    await waitThrough(nginx, readyPath);
    return await fn({ instances, ports, nginx });
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((s) => stopServer(s.child)));
  }
}

const tlsOf = (nginx) => ({ ca: nginx.ca, servername: 'localhost' });
const hostOf = (nginx) => `localhost:${nginx.httpsPort}`;
const serversCpu = (instances) => instances.reduce((sum, s) => sum + treeCpuSeconds(s.child.pid), 0);
/**
 * GET /api/projects through `nginx`: the warm-up (at least WARMUP_MS and WARMUP_REQUESTS per instance, at most 60 s
 * per instance: by time alone, three instances on a loaded machine were measured while V8 still compiled, their other
 * threads at 0.35 ms of CPU per request against 0.005 ms once warm; decision 289), then the measured load, with the
 * CPU each party used per request in ms (the instances' process trees and their main threads, nginx's master and
 * workers, this schema's PostgreSQL backends, this process: the load generator and its TLS).
 */
async function measureList({ instances, nginx, admin, schema, token }) {
  const tls = tlsOf(nginx);
  const list = rawRequest(hostOf(nginx), 'GET', '/api/projects', { token });
  const n = instances.length;
  const warm = { count: 0, ms: 0 };
  while (warm.ms < 60_000 * n && (warm.ms < WARMUP_MS * n || warm.count < WARMUP_REQUESTS * n)) {
    const w = await load({ port: nginx.httpsPort, tls, requests: list, durationMs: 1000, concurrency: CONCURRENCY });
    warm.count += w.count;
    warm.ms += w.elapsed * 1000;
  }
  const pgCpu = await postgresCpu(admin, schema);
  const mainCpu = () => instances.reduce((sum, s) => sum + mainThreadCpuSeconds(s.child.pid), 0);
  const c0 = { servers: serversCpu(instances), main: mainCpu(), nginx: treeCpuSeconds(nginx.child.pid), postgres: pgCpu(), generator: ownCpuSeconds() };
  const r = await load({ port: nginx.httpsPort, tls, requests: list, durationMs: DURATION_MS, concurrency: CONCURRENCY });
  const per = (s) => (s * 1000) / r.count;
  const cpu = {
    servers: per(serversCpu(instances) - c0.servers),
    main: per(mainCpu() - c0.main),
    nginx: per(treeCpuSeconds(nginx.child.pid) - c0.nginx),
    postgres: per(pgCpu() - c0.postgres),
    generator: per(ownCpuSeconds() - c0.generator),
  };
  return { ...r, cpu, warm };
}
const cpuOf = ({ cpu }) =>
  `CPU per request: servers ${fmt(cpu.servers, 3)} ms, nginx ${fmt(cpu.nginx, 3)} ms, PostgreSQL ${fmt(cpu.postgres, 3)} ms, load generator ${fmt(cpu.generator, 3)} ms ` +
  `(the servers' main threads ${fmt(cpu.main, 3)} ms, their other threads ${fmt(cpu.servers - cpu.main, 3)} ms)`;
/** CPU per request of the four parties together: with the cores to themselves, cores ÷ this is the req/s they allow (read under load, when req/s is not). */
const total = ({ cpu }) => cpu.servers + cpu.nginx + cpu.postgres + cpu.generator;
const CORES = os.cpus().length;
const warmOf = ({ warm }) => `warm-up ${warm.count} requests in ${fmt(warm.ms / 1000)} s`;
const failedOf = (r) => r.failures.length + Object.entries(r.statuses).filter(([s]) => s !== '200').reduce((n, [, c]) => n + c, 0);

await withSchema('bench_nginx', async ({ admin, schema, url }) => {
  let reader;
  let spender;
  for (const n of COUNTS) {
    await cluster(url, n, async ({ instances, ports, nginx }) => {
      const direct = instances[0].base;
      if (!reader) {
        reader = await userSession(direct, 'reader@bench.test');
        for (let i = 0; i < 20; i++) {
          const r = await request(direct, 'POST', '/api/projects', { token: reader.access_token, body: { title: `Projet ${i}`, description: 'Banc de mesure', visibility: 'private' } });
          if (r.status !== 201) throw new Error(`project creation failed: ${r.status} ${r.text}`);
        }
        spender = await userSession(direct, 'spender@bench.test');
        await grantCredits(admin, schema, spender.user.id, 2_000_000);
      } else {
        // New instances, same schema: the sessions are still valid (one JWT secret).
        reader = await userSession(direct, 'reader@bench.test');
        spender = await userSession(direct, 'spender@bench.test');
      }
      const tls = tlsOf(nginx);
      const label = `${n} instance${n > 1 ? 's' : ''}`;

      // 1. GET /api/projects through nginx, then through the same nginx configuration in front of n floors
      if (PARTS.has('projects')) {
        const r = await measureList({ instances, nginx, admin, schema, token: reader.access_token });
        console.log(
          `GET /api/projects through nginx (PostgreSQL, ${label}, TLS, ${CONCURRENCY} connections, ${DURATION_MS / 1000}s): ` +
            `${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, statuses ${JSON.stringify(r.statuses)}, failures ${r.failures.length}, resent ${r.resent}; ${cpuOf(r)}; ${warmOf(r)}`,
        );
        if (PARTS.has('floor')) {
          // Ours stay up, idle, for parts 2 and 3; their pools' idle backends use no CPU.
          const f = await cluster(url, n, (floor) => measureList({ ...floor, admin, schema, token: reader.access_token }), { floor: true });
          const x = (k) => fmt(r.cpu[k] / f.cpu[k], 2);
          console.log(
            `  measured floor through nginx, right after (the same nginx configuration, TLS and workers in front of ${n} × scripts/bench/floor-server.mjs: ` +
              `plain node:http + pg, same token check and SQL, pool ${POOL}, same schema and token): ` +
              `${fmt(f.rps, 0)} req/s, p50 ${fmt(f.p50)} ms, p99 ${fmt(f.p99)} ms, statuses ${JSON.stringify(f.statuses)}, failures ${f.failures.length}; ${cpuOf(f)}; ${warmOf(f)}\n` +
              `  ours / floor through nginx (${label}): ${fmt(r.rps / f.rps, 2)} of its ${fmt(f.rps, 0)} req/s; ` +
              `servers CPU ${x('servers')}×, nginx CPU ${x('nginx')}×, PostgreSQL CPU ${x('postgres')}×, load generator CPU ${x('generator')}× the floor's per request; ` +
              `all four per request: ours ${fmt(total(r), 3)} ms, floor ${fmt(total(f), 3)} ms (${CORES} cores ÷ that: ≈ ${fmt(CORES * 1000 / total(r), 0)} and ≈ ${fmt(CORES * 1000 / total(f), 0)} req/s)`,
          );
        }
      }

      // 2. use_credits through nginx
      if (PARTS.has('credits')) {
        const before = await ledger(admin, schema, spender.user.id);
        const spends = await load({
          port: nginx.httpsPort,
          tls,
          requests: rawRequest(hostOf(nginx), 'POST', '/api/rpc/use_credits', { token: spender.access_token, body: { credits_to_use: 1 } }),
          durationMs: DURATION_MS,
          concurrency: CONCURRENCY,
        });
        const after = await ledger(admin, schema, spender.user.id);
        const ok = spends.statuses[200] ?? 0;
        const consistent = before.amount - ok === after.amount && after.amount === after.sum && after.usage_rows - before.usage_rows === ok;
        console.log(
          `use_credits through nginx (PostgreSQL, ${label}, ${CONCURRENCY} concurrent): ${fmt(ok / spends.elapsed, 0)} spends/s, p99 ${fmt(spends.p99)} ms, ` +
            `statuses ${JSON.stringify(spends.statuses)}; balance ${before.amount} → ${after.amount} after ${ok} successes, ledger sum ${after.sum}, ` +
            `${after.usage_rows - before.usage_rows} usage rows: ${consistent ? 'no double spend' : 'MISMATCH'}`,
        );
      }

      // 3. rolling restart of every instance under a mixed load (reads and spends)
      if (n < 2 || !PARTS.has('restart')) return;
      let restarting = true;
      const before3 = await ledger(admin, schema, spender.user.id);
      const mixed = [
        { label: 'GET /api/credits', bytes: rawRequest(hostOf(nginx), 'GET', '/api/credits', { token: spender.access_token }) },
        { label: 'POST use_credits', bytes: rawRequest(hostOf(nginx), 'POST', '/api/rpc/use_credits', { token: spender.access_token, body: { credits_to_use: 1 } }) },
      ];
      const running = load({ port: nginx.httpsPort, tls, requests: mixed, durationMs: 30 * 60_000, concurrency: 16, stop: () => !restarting });
      const t0 = performance.now();
      const exits = [];
      for (let i = 0; i < n; i++) {
        const upstream = `127.0.0.1:${ports[i]}`;
        await nginx.reload([upstream]);
        exits.push(await stopServer(instances[i].child));
        instances[i] = await startServer(env(url), { port: ports[i], readyPath: '/api/health/ready' });
        await nginx.reload([]);
      }
      const restartMs = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 1000)); // a last second with all three back
      restarting = false;
      const roll = await running;
      const after3 = await ledger(admin, schema, spender.user.id);
      const posts = roll.per['POST use_credits'].statuses[200] ?? 0;
      const ledgerOk = after3.usage_rows - before3.usage_rows === posts && after3.amount === after3.sum;
      console.log(
        `rolling restart through nginx (${n} instances, 16 connections, ${fmt(restartMs / 1000)} s for ${n} restarts, exit codes ${exits.join(',')}): ` +
          `${roll.count} requests, ${failedOf(roll)} failed (statuses ${JSON.stringify(roll.statuses)}, connection failures ${roll.failures.length}` +
          `${roll.failures.length ? `: ${[...new Set(roll.failures)].slice(0, 3).join('; ')}` : ''}), resent after an idle close ${roll.resent}, p99 ${fmt(roll.p99)} ms; ` +
          `ledger ${ledgerOk ? `exact (${posts} spends acknowledged = ${posts} usage rows)` : `MISMATCH (${posts} acknowledged, ${after3.usage_rows - before3.usage_rows} rows)`}`,
      );
      if (failedOf(roll)) console.log(nginx.errorLog().split('\n').slice(-10).join('\n'));
    });
  }
});
closeAgent();
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
