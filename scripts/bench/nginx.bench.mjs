#!/usr/bin/env node
// DESIGN section 9 through the load balancer (issue 21; measure only, nothing here is asserted by tests):
//   1. authenticated GET /api/projects on PostgreSQL through nginx (TLS), with 1 and 3 instances
//   2. concurrent POST /api/rpc/use_credits through nginx: spends/s and a double-spend check (balance, ledger sum,
//      usage rows against the 200s counted)
//   3. a rolling restart of the three instances behind nginx under load (deploy/rolling-restart.sh's steps: mark
//      down + reload, stop (drains), start, wait for ready, put back), counting failed requests
// The built server (apps/server/dist/main.js, STORE_SEED=0, RATE_LIMIT_DISABLED=1, TRUST_PROXY=1, WEB_CONCURRENCY=1)
// runs 1 then 3 times on one throwaway PostgreSQL schema; Debian's nginx runs in front as a foreground child with its
// own prefix in /tmp (deploy/nginx/local.mjs, the site rendered as docs/deploy.md renders it). The load generator is
// scripts/bench/load.mjs's (raw keep-alive TLS sockets). BENCH_DURATION_MS (8000), BENCH_CONCURRENCY (32),
// BENCH_NGINX_INSTANCES (1,3), BENCH_NGINX_WORKERS (the number of cores).
import os from 'node:os';
import https from 'node:https';
import { launchNginx, nginxBinary, opensslBinary } from '../../deploy/nginx/local.mjs';
import {
  closeAgent, ensureBuilt, fmt, grantCredits, ledger, load, nodeFlags, ownCpuSeconds, postgresCpu, rawRequest, request,
  startServer, startServers, stopServer, treeCpuSeconds, userSession, withSchema,
} from './load.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const COUNTS = (process.env.BENCH_NGINX_INSTANCES ?? '1,3').split(',').map(Number).filter((n) => n >= 1);
const NGINX_WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? os.cpus().length);
const POOL = 10;

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

async function waitThrough(nginx) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await viaNginx(nginx, 'GET', '/api/health/ready')).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer: ${nginx.errorLog()}`);
}

const env = (url) => ({ STORE_SEED: '0', DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL), WEB_CONCURRENCY: '1', TRUST_PROXY: '1' });

async function cluster(url, n, fn) {
  // Started together: the migration advisory lock lets one migrate while the others wait. Each on a free port.
  const instances = await startServers(env(url), n);
  const ports = instances.map((s) => s.port);
  let nginx;
  try {
    nginx = await launchNginx(ports.map((p) => `127.0.0.1:${p}`), { workers: NGINX_WORKERS });
    await waitThrough(nginx);
    return await fn({ instances, ports, nginx });
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((s) => stopServer(s.child)));
  }
}

const tlsOf = (nginx) => ({ ca: nginx.ca, servername: 'localhost' });
const hostOf = (nginx) => `localhost:${nginx.httpsPort}`;
const serversCpu = (instances) => instances.reduce((sum, s) => sum + treeCpuSeconds(s.child.pid), 0);
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

      // 1. GET /api/projects through nginx
      const list = rawRequest(hostOf(nginx), 'GET', '/api/projects', { token: reader.access_token });
      await load({ port: nginx.httpsPort, tls, requests: list, durationMs: 1500, concurrency: CONCURRENCY }); // warm-up
      const pgCpu = await postgresCpu(admin, schema);
      const c0 = { server: serversCpu(instances), nginx: treeCpuSeconds(nginx.child.pid), pg: pgCpu(), own: ownCpuSeconds() };
      const r = await load({ port: nginx.httpsPort, tls, requests: list, durationMs: DURATION_MS, concurrency: CONCURRENCY });
      const per = (s) => fmt((s * 1000) / r.count, 3);
      console.log(
        `GET /api/projects through nginx (PostgreSQL, ${label}, TLS, ${CONCURRENCY} connections, ${DURATION_MS / 1000}s): ` +
          `${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, statuses ${JSON.stringify(r.statuses)}, failures ${r.failures.length}, resent ${r.resent}; ` +
          `CPU per request: servers ${per(serversCpu(instances) - c0.server)} ms, nginx ${per(treeCpuSeconds(nginx.child.pid) - c0.nginx)} ms, ` +
          `PostgreSQL ${per(pgCpu() - c0.pg)} ms, load generator ${per(ownCpuSeconds() - c0.own)} ms`,
      );

      // 2. use_credits through nginx
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

      // 3. rolling restart of every instance under a mixed load (reads and spends)
      if (n < 2) return;
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
