#!/usr/bin/env node
// GET /api/store/apps with 10,000 listings (issue 16: p99 ≤ 50 ms). Bundles the server with esbuild, migrates a
// fresh database (in-memory PGlite, then PostgreSQL in a throwaway schema when reachable: BENCH_DATABASE_URL or
// TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test), inserts 10,000 approved listings in one statement,
// and calls the app (app.request, no socket: the figure is routing, validation, SQL and JSON) one request at a time
// over a mix of what /store sends: default sort, each sort, a category, a search with an accent left out, a deep
// page. Prints p50/p95/p99/max per engine. Measured, not asserted.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { join } from 'node:path';
import { bundleServer, removeBundle, root } from './bundle-server.mjs';

const { createApp, loadConfig, openPglite, openPostgres, migrate, readMigrations } = await bundleServer(
  'store-list',
  `export { createApp } from './apps/server/src/app.ts';
export { loadConfig } from './apps/server/src/config/env.ts';
export { openPglite, openPostgres, migrate, readMigrations } from './apps/server/src/platform/db/index.ts';`,
);

const LISTINGS = 10_000;
const ROUNDS = Number(process.env.BENCH_STORE_ROUNDS ?? 300);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SEED = `
INSERT INTO users (id, email, password_hash) VALUES ('00000000-0000-4000-8000-00000000b001', 'bench-author@bench.test', '!');
INSERT INTO profiles (id, email, full_name) VALUES ('00000000-0000-4000-8000-00000000b001', 'bench-author@bench.test', 'Bench Vendor');
INSERT INTO store_apps (slug, author_id, title, description, category, tech_stack, features, price, target_buyers, classification, status,
  rating, downloads, ministry_only, audit_score, baseline)
SELECT 'app-' || i, '00000000-0000-4000-8000-00000000b001',
  (ARRAY['Défense', 'Sécurité', 'Surveillance', 'Énergie', 'Logistique'])[1 + i % 5] || ' ' || i,
  'Application numéro ' || i || ' : tableau de bord, alertes et rapports pour les préfectures et les armées, données hébergées en France.',
  (ARRAY['security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other'])[1 + i % 6],
  '["React 19", "TypeScript", "CSS", "lucide-react"]'::jsonb, '["Alertes", "Rapports"]'::jsonb,
  1000 * (1 + i % 90), 'both', 'non_protege', CASE WHEN i % 10 = 0 THEN 'featured' ELSE 'approved' END,
  round((i % 500) / 100.0, 2), (i * 37) % 10000, i % 20 = 0, 60 + i % 40, 'pass'
FROM generate_series(1, ${LISTINGS}) AS i;
ANALYZE store_apps;`;

const PATHS = [
  '/api/store/apps',
  '/api/store/apps?sort=price',
  '/api/store/apps?sort=downloads',
  '/api/store/apps?category=defense',
  '/api/store/apps?q=securite',
  '/api/store/apps?q=ENERGIE%20prefectures&sort=price',
  '/api/store/apps?sort=rating&page=200',
];

async function run(engine, db) {
  await migrate(db, readMigrations(join(root, 'apps/server/migrations')));
  await db.exec(SEED);
  const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', DATA_DIR: '/tmp/ov-bench-unused', LOG_LEVEL: 'silent' }), rateLimitDisabled: true };
  const app = createApp({ config, db, store: undefined });
  // warm-up: statement plans, JIT
  for (const p of PATHS) for (let i = 0; i < 5; i++) await app.request(p);
  const all = [];
  const cpu0 = process.cpuUsage();
  const perPath = new Map(PATHS.map((p) => [p, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const p of PATHS) {
      const t0 = performance.now();
      const res = await app.request(p);
      const body = await res.json();
      const ms = performance.now() - t0;
      if (res.status !== 200 || !Array.isArray(body.items)) throw new Error(`${p}: ${res.status}`);
      all.push(ms);
      perPath.get(p).push(ms);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  // This process's CPU per request: with PGlite it includes the database (same thread); a loaded machine inflates it far less than wall time.
  const cpuPerReq = (cpu.user + cpu.system) / 1000 / all.length;
  const q = (xs, f) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))];
  const f = (x) => x.toFixed(1);
  console.log(`[${engine}] GET /api/store/apps, ${LISTINGS} listings, ${all.length} requests: p50 ${f(q(all, 0.5))} ms, p95 ${f(q(all, 0.95))} ms, p99 ${f(q(all, 0.99))} ms, max ${f(Math.max(...all))} ms (target p99 ≤ 50 ms); this process's CPU ${f(cpuPerReq)} ms per request`);
  for (const [p, xs] of perPath) console.log(`  ${p.padEnd(56)} p50 ${f(q(xs, 0.5))} ms  p99 ${f(q(xs, 0.99))} ms`);
}

console.log(`load average ${os.loadavg()[0].toFixed(1)}`);
{
  const { db } = await openPglite();
  await run('pglite', db);
  await db.close();
}
const schema = `bench_store_${randomBytes(4).toString('hex')}`;
let admin;
try {
  admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
} catch (err) {
  console.log(`[postgres] skipped (${err.message})`);
  admin = null;
}
if (admin) {
  const db = openPostgres({ connectionString: pgUrl, max: 4, options: `-c search_path=${schema}` });
  try {
    await run('postgres', db);
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}
removeBundle('store-list');
