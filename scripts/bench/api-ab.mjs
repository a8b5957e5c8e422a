#!/usr/bin/env node
// Interleaved A/B of GET /api/projects on PostgreSQL, for a shared machine where one run says little: each variant is
// started, warmed up and measured in turn, ROUNDS times over, on one schema (a user with 20 projects), and the minimum
// and median CPU per request of each are printed (the minimum is the run the neighbours disturbed least).
// Not run by `npm run bench` (its name does not end in .bench.mjs); the figures of decision 271 come from it.
//
//   node scripts/bench/api-ab.mjs                       server, floor (defaults)
//   AB_VARIANTS=base,server,floor AB_BASE_JS=apps/server/base/dist/main.js node scripts/bench/api-ab.mjs
//
// Variants: `server` (apps/server/dist/main.js), `base` (AB_BASE_JS: another build, kept inside the repository so
// that its packages resolve), `floor` (floor-server.mjs), `floor1` (the floor with the session check and the list in
// one statement), `floorjs` (the floor on porsager/postgres, FLOOR_DRIVER=postgres), `floorc` (the floor with one
// pg client checked out per request, FLOOR_DRIVER=pg-client); a suffix `@N` sets the pool size, `-unix` connects to PostgreSQL through /var/run/postgresql.
// AB_ROUNDS (3), AB_DURATION_MS (5000), BENCH_WARMUP_MS (4000).
// AB_ROUTE=use_credits measures POST /api/rpc/use_credits (spends of 1 by the one user, on a large balance; the floor
// variants do not serve it) instead, and checks the balance against the ledger after each run.
// A base build, e.g. of main: `git archive main apps/server packages/shared package.json tsconfig.base.json | tar -x -C /tmp/b`,
// link /tmp/b/node_modules to this checkout's, `node apps/server/build.mjs` there, then copy its apps/server/dist/ to
// apps/server/base/dist/ here and link apps/server/base/migrations to ../migrations (eslint skips any dist/; not committed).
import os from 'node:os';
import { join } from 'node:path';
import { closeAgent, grantCredits, ledger, cpuSeconds, fmt, load, ownCpuSeconds, rawRequest, request, root, startServer, stopServer, treeCpuSeconds, userSession, withSchema } from './load.mjs';

const ROUTE = process.env.AB_ROUTE ?? 'projects';
const variants = (process.env.AB_VARIANTS ?? 'server,floor').split(',').map((v) => v.trim());
const ROUNDS = Number(process.env.AB_ROUNDS ?? 3);
const DURATION_MS = Number(process.env.AB_DURATION_MS ?? 5000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 4000);
const scriptOf = (v) =>
  v.startsWith('floor') ? join(root, 'scripts/bench/floor-server.mjs') : v.startsWith('base') ? join(root, process.env.AB_BASE_JS ?? 'apps/server/base/dist/main.js') : join(root, 'apps/server/dist/main.js');

console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
await withSchema('ab', async ({ admin, schema, url }) => {
  const first = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20', STORE_SEED: '0' });
  const s = await userSession(first.base, 'reader@bench.test');
  for (let i = 0; i < 20; i++) {
    await request(first.base, 'POST', '/api/projects', { token: s.access_token, body: { title: `Projet ${i}`, description: 'Banc de mesure', visibility: 'private' } });
  }
  if (ROUTE === 'use_credits') await grantCredits(admin, schema, s.user.id, 10_000_000);
  await stopServer(first.child);
  const results = Object.fromEntries(variants.map((v) => [v, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const v of variants) {
      const env = {
        DATABASE_URL: v.includes('-unix') ? url.replace('@127.0.0.1:5432/', '@%2Fvar%2Frun%2Fpostgresql/') : url,
        DATABASE_POOL_SIZE: v.includes('@') ? v.split('@')[1] : '20',
        STORE_SEED: '0',
        FLOOR_ONE_QUERY: v.startsWith('floor1') ? '1' : '0',
        FLOOR_DRIVER: v.startsWith('floorjs') ? 'postgres' : v.startsWith('floorc') ? 'pg-client' : 'pg',
      };
      const { child, port } = await startServer(env, { script: scriptOf(v) });
      try {
        const bytes =
          ROUTE === 'use_credits'
            ? rawRequest(`127.0.0.1:${port}`, 'POST', '/api/rpc/use_credits', { token: s.access_token, body: { credits_to_use: 1 } })
            : rawRequest(`127.0.0.1:${port}`, 'GET', '/api/projects', { token: s.access_token });
        await load({ port, requests: bytes, durationMs: WARMUP_MS });
        const { rows } = await admin.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [schema]);
        const pgCpu = () => rows.reduce((sum, r) => sum + cpuSeconds(r.pid), 0);
        const [s0, p0, o0] = [treeCpuSeconds(child.pid), pgCpu(), ownCpuSeconds()];
        const m = await load({ port, requests: bytes, durationMs: DURATION_MS });
        const per = (x) => (x * 1000) / m.count;
        const r = { rps: m.rps, p99: m.p99, server: per(treeCpuSeconds(child.pid) - s0), pg: per(pgCpu() - p0), gen: per(ownCpuSeconds() - o0) };
        results[v].push(r);
        if (ROUTE === 'use_credits') {
          const l = await ledger(admin, schema, s.user.id);
          if (l.amount !== l.sum) throw new Error(`${v}: balance ${l.amount} but ledger sum ${l.sum}`);
        }
        console.log(
          `${v.padEnd(12)} ${fmt(r.rps, 0)} req/s, p99 ${fmt(r.p99)} ms; CPU per request: server ${fmt(r.server, 3)}, PostgreSQL ${fmt(r.pg, 3)}, ` +
            `generator ${fmt(r.gen, 3)} ms; statuses ${JSON.stringify(m.statuses)}; load ${fmt(os.loadavg()[0], 2)}`,
        );
      } finally {
        await stopServer(child);
      }
    }
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const v of variants) {
    const rs = results[v];
    const col = (f) => rs.map(f);
    console.log(
      `${v.padEnd(12)} min: server ${fmt(Math.min(...col((r) => r.server)), 3)}, PostgreSQL ${fmt(Math.min(...col((r) => r.pg)), 3)}, both ${fmt(Math.min(...col((r) => r.server + r.pg)), 3)} ms, best ${fmt(Math.max(...col((r) => r.rps)), 0)} req/s; ` +
        `median: server ${fmt(median(col((r) => r.server)), 3)}, PostgreSQL ${fmt(median(col((r) => r.pg)), 3)} ms, ${fmt(median(col((r) => r.rps)), 0)} req/s, p99 ${fmt(median(col((r) => r.p99)))} ms`,
    );
  }
});
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
closeAgent();
