#!/usr/bin/env node
// A bounded soak (issue 21 §6; measures only): three instances of the built server on one PostgreSQL schema behind
// Debian's nginx (TLS), the production shape of docs/deploy.md, under a steady mixed load at a moderate rate: list
// projects, get a project, save a project version (PATCH with code), spend a credit, health. Runs SOAK_MS (10 minutes
// by default) in windows of SOAK_WINDOW_MS (1 minute, or a fifth of SOAK_MS when shorter); after each window it samples
// every instance's RSS (/proc), its active handles (nodejs_active_handles_total on its own /metrics, loopback only as
// in production) and event-loop lag p99, with the window's request p99 and errors. At the end it says whether RSS,
// handles and p99 are steady (the last window against the second: the first holds the warm-up) and counts errors.
// SOAK_RATE (requests/s over all connections, default 100), SOAK_CONNECTIONS (10).
import os from 'node:os';
import { launchNginx, nginxBinary, opensslBinary } from '../../deploy/nginx/local.mjs';
import { closeAgent, ensureBuilt, fmt, freePort, grantCredits, ledger, load, rawRequest, request, rssMb, startServers, stopServer, userSession, withSchema } from './load.mjs';

const SOAK_MS = Number(process.env.SOAK_MS ?? 600_000);
const WINDOW_MS = Number(process.env.SOAK_WINDOW_MS ?? Math.min(60_000, Math.max(5_000, Math.floor(SOAK_MS / 5))));
const RATE = Number(process.env.SOAK_RATE ?? 100);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const INSTANCES = 3;

console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
if (!nginxBinary() || !opensslBinary()) {
  console.log('soak skipped: nginx or openssl is not installed');
  process.exit(0);
}
ensureBuilt();

const metric = (text, name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);

await withSchema('bench_soak', async ({ admin, schema, url }) => {
  const env = { STORE_SEED: '0', DATABASE_URL: url, DATABASE_POOL_SIZE: '10', WEB_CONCURRENCY: '1', TRUST_PROXY: '1' };
  const instances = await startServers(env, INSTANCES);
  const ports = instances.map((s) => s.port);
  let nginx;
  try {
    nginx = await launchNginx(ports.map((p) => `127.0.0.1:${p}`), { workers: os.cpus().length, freePort });
    const direct = instances[0].base;
    const user = await userSession(direct, 'soak@bench.test');
    const token = user.access_token;
    for (let i = 0; i < 20; i++) await request(direct, 'POST', '/api/projects', { token, body: { title: `Projet ${i}`, description: 'Endurance', visibility: 'private' } });
    const created = await request(direct, 'POST', '/api/projects', { token, body: { title: 'Registre', code_content: [{ path: 'src/App.tsx', content: 'export default () => null;\n' }] } });
    if (created.status !== 201) throw new Error(`project creation failed: ${created.status} ${created.text}`);
    const id = created.json.id;
    await grantCredits(admin, schema, user.user.id, 1_000_000);
    const host = `localhost:${nginx.httpsPort}`;
    const code = [{ path: 'src/App.tsx', content: `export default function App() {\n  return <main>${'Registre des visiteurs. '.repeat(40)}</main>;\n}\n` }];
    const mixed = [
      { label: 'GET /api/projects', bytes: rawRequest(host, 'GET', '/api/projects', { token }) },
      { label: 'GET /api/projects/:id', bytes: rawRequest(host, 'GET', `/api/projects/${id}`, { token }) },
      { label: 'PATCH /api/projects/:id', bytes: rawRequest(host, 'PATCH', `/api/projects/${id}`, { token, body: { code_content: code } }) },
      { label: 'POST use_credits', bytes: rawRequest(host, 'POST', '/api/rpc/use_credits', { token, body: { credits_to_use: 1 } }) },
      { label: 'GET /api/health', bytes: rawRequest(host, 'GET', '/api/health') },
    ];
    const before = await ledger(admin, schema, user.user.id);
    const windows = Math.max(2, Math.round(SOAK_MS / WINDOW_MS));
    console.log(`soak: ${INSTANCES} instances behind nginx (TLS) on PostgreSQL, ${RATE} req/s over ${CONNECTIONS} connections, ${windows} windows of ${WINDOW_MS / 1000} s; mix: ${mixed.map((m) => m.label).join(', ')}`);
    const samples = [];
    let errors = 0;
    let spends = 0;
    let total = 0;
    for (let w = 0; w < windows; w++) {
      const r = await load({ port: nginx.httpsPort, tls: { ca: nginx.ca, servername: 'localhost' }, requests: mixed, durationMs: WINDOW_MS, concurrency: CONNECTIONS, rate: RATE });
      const bad = r.failures.length + Object.entries(r.statuses).filter(([s]) => s !== '200').reduce((n, [, c]) => n + c, 0);
      errors += bad;
      total += r.count;
      spends += r.per['POST use_credits'].statuses[200] ?? 0;
      const scraped = await Promise.all(ports.map(async (p) => (await fetch(`http://127.0.0.1:${p}/metrics`)).text()));
      const s = {
        rss: instances.map((i) => rssMb(i.child.pid)),
        handles: scraped.map((t) => metric(t, 'nodejs_active_handles_total')),
        lagP99: scraped.map((t) => metric(t, 'nodejs_eventloop_lag_p99_seconds') * 1000),
        p99: r.p99,
        rps: r.rps,
        bad,
      };
      samples.push(s);
      console.log(
        `  window ${w + 1}/${windows}: ${r.count} requests (${fmt(r.rps, 0)} req/s), p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, errors ${bad}` +
          `${bad ? ` ${JSON.stringify(r.statuses)} ${r.failures.slice(0, 2).join('; ')}` : ''}, resent ${r.resent}; RSS MB ${s.rss.map((x) => fmt(x, 0)).join('/')}, ` +
          `active handles ${s.handles.join('/')}, event-loop lag p99 ms ${s.lagP99.map((x) => fmt(x, 1)).join('/')}; load ${os.loadavg()[0].toFixed(2)}`,
      );
    }
    const after = await ledger(admin, schema, user.user.id);
    const ledgerOk = after.amount === after.sum && after.usage_rows - before.usage_rows === spends;
    const sum = (a) => a.reduce((x, y) => x + y, 0);
    const [second, last] = [samples[1], samples.at(-1)];
    const rssRatio = sum(last.rss) / sum(second.rss);
    const handlesRatio = sum(last.handles) / sum(second.handles);
    // p99 against the median p99 of the windows after the first: one window's p99 on a shared machine is noisy.
    const p99s = samples.slice(1).map((x) => x.p99).sort((a, b) => a - b);
    const p99Median = p99s[Math.floor(p99s.length / 2)];
    const p99Ratio = last.p99 / p99Median;
    // Steady: RSS within 15 % (and handles within 15 % or 10 handles) of the second window, the last p99 within 2× the median.
    const steady = (ratio, limit, small = false) => (ratio <= limit || small ? 'steady' : 'GROWING');
    console.log(
      `soak (${fmt(SOAK_MS / 60_000, 1)} min, ${INSTANCES} instances behind nginx, PostgreSQL, ${RATE} req/s): ${total} requests, ${errors} errors; ` +
        `RSS ${fmt(sum(second.rss), 0)} → ${fmt(sum(last.rss), 0)} MB (×${fmt(rssRatio, 2)}, ${steady(rssRatio, 1.15)}), ` +
        `handles ${sum(second.handles)} → ${sum(last.handles)} (×${fmt(handlesRatio, 2)}, ${steady(handlesRatio, 1.15, sum(last.handles) - sum(second.handles) <= 10)}), ` +
        `p99 last ${fmt(last.p99)} ms vs median ${fmt(p99Median)} ms (×${fmt(p99Ratio, 2)}, ${steady(p99Ratio, 2)}); ` +
        `ledger ${ledgerOk ? `exact (${spends} spends)` : 'MISMATCH'}; RSS and handles: second window vs last`,
    );
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((s) => stopServer(s.child)));
  }
});
closeAgent();
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
