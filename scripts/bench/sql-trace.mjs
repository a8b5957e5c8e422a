#!/usr/bin/env node
// Which statements the built server sends to PostgreSQL for one GET /api/projects and one POST /api/rpc/use_credits
// (decision 273): starts apps/server/dist/main.js (or BENCH_SERVER_JS) with sql-trace-hook.mjs preloaded, makes
// TRACE_REQUESTS (3) of each after the setup, then 5 spends at once, and prints each request's statements (backend pid, prepared statement
// name or `-` for unnamed, text). Compare with floor-server.mjs, which sends the session query and the list query only.
// Not run by `npm run bench`. Needs `npm run build` and PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeAgent, grantCredits, request, root, startServer, stopServer, userSession, withSchema } from './load.mjs';

const N = Number(process.env.TRACE_REQUESTS ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'sql-trace-'));
const file = join(dir, 'statements.log');
writeFileSync(file, '');
const mark = (line) => writeFileSync(file, `${line}\n`, { flag: 'a' });

try {
  await withSchema('trace', async ({ admin, schema, url }) => {
    const hook = join(root, 'scripts/bench/sql-trace-hook.mjs');
    const { child, base } = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4', STORE_SEED: '0', SQL_TRACE_FILE: file, NODE_OPTIONS: `--import ${hook}` });
    try {
      const s = await userSession(base, 'reader@bench.test');
      await request(base, 'POST', '/api/projects', { token: s.access_token, body: { title: 'Projet', description: 'Trace', visibility: 'private' } });
      await grantCredits(admin, schema, s.user.id, 100);
      await new Promise((r) => setTimeout(r, 1000));
      writeFileSync(file, '');
      for (let i = 0; i < N; i++) {
        mark(`--- GET /api/projects #${i + 1}`);
        mark(`    → ${(await request(base, 'GET', '/api/projects', { token: s.access_token })).status}`);
      }
      for (let i = 0; i < N; i++) {
        mark(`--- POST /api/rpc/use_credits #${i + 1}`);
        mark(`    → ${(await request(base, 'POST', '/api/rpc/use_credits', { token: s.access_token, body: { credits_to_use: 1 } })).status}`);
      }
      // Five at once: the first goes alone, the four that wait for it go as one statement (decision 272).
      mark('--- 5 × POST /api/rpc/use_credits at once');
      const five = await Promise.all(
        Array.from({ length: 5 }, () => request(base, 'POST', '/api/rpc/use_credits', { token: s.access_token, body: { credits_to_use: 1 } })),
      );
      mark(`    → ${five.map((r) => `${r.status} ${JSON.stringify(r.json)}`).join(', ')}`);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await stopServer(child);
    }
  });
  process.stdout.write(readFileSync(file, 'utf8'));
} finally {
  closeAgent();
  rmSync(dir, { recursive: true, force: true });
}
