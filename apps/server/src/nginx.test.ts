import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMain, type MainProcess } from './test/main-process';
import { serverDatabase, type ServerDatabase } from './test/server-schema';
import { freePort } from './test/listen';
import { nginxBinary, opensslBinary, startNginx, type Nginx } from './test/nginx';
import { STRONG_PASSWORD } from './test/http';
import { uniqueEmail } from './test/test-app';
import { RATE_RULES } from './platform/security/rate-limit';

// Issue 21 §1 and §4: three real server processes (the TypeScript entry point) on one PostgreSQL schema, behind Debian's
// nginx configured by deploy/nginx exactly as docs/deploy.md renders it (TLS with a self-signed certificate, TRUST_PROXY=1).
// Skipped only when PostgreSQL, nginx or openssl is truly absent (.ci/run installs nginx). No time budgets: every wait is
// a bounded number of polls, every load run a bounded number of requests.
const url = process.env.TEST_DATABASE_URL;
const missing = !url ? 'TEST_DATABASE_URL' : !nginxBinary() ? 'nginx' : !opensslBinary() ? 'openssl' : null;
const JWT_SECRET = 'nginx-test-secret-nginx-test-secret-0123456789';

describe.skipIf(missing !== null)('three instances behind nginx on one PostgreSQL [postgres][nginx]', () => {
  let db: ServerDatabase;
  let nginx: Nginx;
  const ports: number[] = [];
  const instances: MainProcess[] = [];
  const env = () => ({ DATABASE_URL: db.url, TRUST_PROXY: '1', JWT_SECRET, RATE_LIMIT_DISABLED: '0', DATABASE_POOL_SIZE: '6', WEB_CONCURRENCY: '1' });
  const start = (i: number) => startMain(env(), { port: ports[i]! }).then((p) => (instances[i] = p));
  const stop = async (i: number) => {
    instances[i]!.child.kill('SIGTERM');
    return instances[i]!.exited;
  };
  const scrape = async (i: number) => (await fetch(`http://127.0.0.1:${ports[i]}/metrics`)).text();
  const countOf = (metrics: string, route: string, status = '200') =>
    [...metrics.matchAll(new RegExp(`^http_requests_total\\{method="POST",route="${route.replace(/\//g, '\\/')}",status="${status}"\\} (\\d+)`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);

  const signUp = async () => {
    const r = await nginx.call('POST', '/api/auth/sign-up', { body: { email: uniqueEmail('lb'), password: STRONG_PASSWORD, full_name: 'Opérateur' } });
    expect(r.status, r.text).toBe(201);
    return { id: r.json.user.id as string, token: r.json.session.access_token as string, refresh: r.json.session.refresh_token as string };
  };
  const setBalance = (userId: string, amount: number) => db.query(`UPDATE credits SET amount = ${amount} WHERE user_id = '${userId}'`);
  const usageRows = async (userId: string) =>
    Number((await db.query(`SELECT count(*)::int AS n FROM credit_transactions WHERE user_id = '${userId}' AND kind = 'usage'`))[0]!.n);

  beforeAll(async () => {
    db = await serverDatabase('postgres');
    for (let i = 0; i < 3; i++) ports.push(await freePort());
    // The three start at once: the migration advisory lock lets one migrate while the others wait.
    await Promise.all([0, 1, 2].map(start));
    nginx = await startNginx(ports.map((p) => `127.0.0.1:${p}`));
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((p) => (p.child.exitCode === null ? (p.child.kill('SIGTERM'), p.exited) : null)));
    await db?.drop();
  });

  it('serves the API over TLS with HSTS, redirects plain HTTP, hides /metrics, and answers body limits as the server does', async () => {
    const health = await nginx.call('GET', '/api/health/ready');
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`http://127.0.0.1:${nginx.httpPort}/api/health`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://127.0.0.1:${nginx.httpsPort}/api/health`);
    expect((await nginx.call('GET', '/metrics')).status).toBe(404);
    // 1 MiB for JSON calls: one byte over is refused by nginx with the API's envelope; project saves get 5 MiB.
    const over = await nginx.call('POST', '/api/auth/sign-in', { raw: Buffer.alloc(1024 * 1024 + 1, 0x20) });
    expect(over.status).toBe(413);
    expect(over.json.error.code).toBe('payload_too_large');
    const big = await nginx.call('POST', '/api/projects', { raw: Buffer.alloc(2 * 1024 * 1024, 0x20) });
    expect(big.status).toBe(401); // reached the server (which wants a user), not cut by nginx
  });

  it('a session started through one instance works on each of the others; sign-in limits are shared', async () => {
    const u = await signUp();
    for (const port of ports) {
      const r = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { authorization: `Bearer ${u.token}` } });
      expect(r.status).toBe(200);
    }
    const rotated = await nginx.call('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh } });
    expect(rotated.status).toBe(200);
    // The old refresh token replayed is reuse wherever it lands: the family ends on every instance.
    expect((await nginx.call('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh } })).status).toBe(401);
    for (const port of ports) {
      const r = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { authorization: `Bearer ${rotated.json.session.access_token}` } });
      expect(r.status).toBe(401);
    }
    const target = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.signInEmail.limit; i++) statuses.push((await nginx.call('POST', '/api/auth/sign-in', { body: { email: target, password: 'wrong-password' } })).status);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('150 parallel spends spread over the three keep an exact ledger: 100 succeed, 50 get 402, balance 0', async () => {
    const u = await signUp();
    const before = await Promise.all([0, 1, 2].map(scrape));
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => nginx.call('POST', '/api/rpc/use_credits', { token: u.token, body: { credits_to_use: 1, transaction_description: `lb ${i}` } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(50);
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.json.amount)).size).toBe(100);
    const rows = await db.query(
      `SELECT c.amount, (SELECT sum(delta)::int FROM credit_transactions t WHERE t.user_id = c.user_id) AS sum,
         (SELECT count(*)::int FROM credit_transactions t WHERE t.user_id = c.user_id AND kind = 'usage') AS usage_rows
       FROM credits c WHERE c.user_id = '${u.id}'`,
    );
    expect(rows[0]).toEqual({ amount: 0, sum: 0, usage_rows: 100 });
    // Each instance's own /metrics (scraped from loopback as Prometheus would) shows it took a share.
    const after = await Promise.all([0, 1, 2].map(scrape));
    const shares = [0, 1, 2].map((i) => countOf(after[i]!, '/api/rpc/use_credits') + countOf(after[i]!, '/api/rpc/use_credits', '402') - countOf(before[i]!, '/api/rpc/use_credits') - countOf(before[i]!, '/api/rpc/use_credits', '402'));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(150);
    expect(shares.every((n) => n > 0), String(shares)).toBe(true);
    expect(after[0]).toMatch(/^credits_spent_total \d+/m);
    expect(after[0]).toMatch(/^db_pool_max_connections 6$/m);
  });

  it('streams the AI function’s Server-Sent Events through nginx, ending with done', async () => {
    const u = await signUp();
    const chunks: string[] = [];
    const res = await nginx.stream('POST', '/api/functions/sentinel-ai-agent', { prompt: 'Registre des visiteurs du ministère avec nom et badge' }, { authorization: `Bearer ${u.token}`, accept: 'text/event-stream' }, (c) => chunks.push(c));
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/event-stream');
    const text = chunks.join('');
    expect(text.startsWith('event: progress')).toBe(true);
    expect(text).toContain('event: done');
  });

  it('stopping one instance under load loses no acknowledged write; reads are retried elsewhere; it rejoins', async () => {
    const u = await signUp();
    await setBalance(u.id, 100_000);
    const TOTAL = 240;
    let sent = 0;
    let stopped: Promise<number | null> | undefined;
    const writes: number[] = [];
    const reads: number[] = [];
    const worker = async () => {
      while (sent < TOTAL) {
        const i = sent++;
        // A third of the way in, instance 1 is told to stop while requests are in flight on it, nginx unaware.
        if (i === TOTAL / 3) stopped = stop(1);
        if (i % 3 === 0) {
          reads.push((await nginx.call('GET', '/api/credits', { token: u.token }).catch(() => ({ status: 0 }))).status);
        } else {
          const r = await nginx.call('POST', '/api/rpc/use_credits', { token: u.token, body: { credits_to_use: 1, transaction_description: `drain ${i}` } }).catch(() => ({ status: 0 }));
          writes.push(r.status);
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    expect(await stopped).toBe(0);
    // Every acknowledged spend is in the ledger and nothing else is: a POST caught by the closing listen socket
    // (accepted by the kernel, reset unread) fails as 502 and was not applied; nginx does not repeat it.
    const acknowledged = writes.filter((s) => s === 200).length;
    expect(await usageRows(u.id)).toBe(acknowledged);
    expect(writes.filter((s) => s !== 200 && s !== 502), nginx.errorLog()).toEqual([]);
    // Reads are idempotent: nginx moves them to another instance.
    expect(reads.filter((s) => s !== 200), nginx.errorLog()).toEqual([]);
    await start(1);
  });

  it('a rolling restart of the three serves every request of a bounded load run (0 errors)', async () => {
    const u = await signUp();
    await setBalance(u.id, 100_000);
    let restarting = true;
    let done = 0;
    const failures: string[] = [];
    let spends = 0;
    const MIN_REQUESTS = 300;
    const worker = async (w: number) => {
      // Runs until the three restarts are over and at least MIN_REQUESTS were answered (counts, not time).
      for (let i = 0; restarting || done < MIN_REQUESTS; i++) {
        const write = (i + w) % 2 === 0;
        const r = write
          ? await nginx.call('POST', '/api/rpc/use_credits', { token: u.token, body: { credits_to_use: 1, transaction_description: `roll ${w}.${i}` } }).catch((e: Error) => ({ status: 0, text: e.message }))
          : await nginx.call('GET', '/api/credits', { token: u.token }).catch((e: Error) => ({ status: 0, text: e.message }));
        if (r.status !== 200) failures.push(`${write ? 'POST' : 'GET'} ${r.status} ${r.text.slice(0, 200)}`);
        else if (write) spends++;
        done++;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    // docs/deploy.md's procedure: mark the instance down in nginx and reload (old workers finish their requests),
    // then stop it (it drains), start it, wait for ready, and put it back.
    for (const i of [0, 1, 2]) {
      const upstream = `127.0.0.1:${ports[i]}`;
      await nginx.reload([upstream]);
      expect(await stop(i)).toBe(0);
      await start(i);
      const ready = await fetch(`http://127.0.0.1:${ports[i]}/api/health/ready`);
      expect(ready.status).toBe(200);
      await nginx.reload([]);
    }
    restarting = false;
    await load;
    expect(failures, nginx.errorLog()).toEqual([]);
    expect(done).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(await usageRows(u.id)).toBe(spends);
  });
});

// nginx's side of SSE alone, deterministic: an upstream that sends one event and waits until the client has it before
// sending the rest. With proxy_buffering on, the first event would sit in nginx's buffer and the stream never finish.
describe.skipIf(!nginxBinary() || !opensslBinary())('nginx passes Server-Sent Events unbuffered [nginx]', () => {
  let upstream: Server;
  let nginx: Nginx;
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      if (!req.url?.startsWith('/api/functions/')) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: progress\ndata: {"step":"request"}\n\n');
      void released.then(() => res.end('event: done\ndata: {}\n\n'));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    nginx = await startNginx([`127.0.0.1:${(upstream.address() as AddressInfo).port}`]);
  });
  afterAll(async () => {
    await nginx?.stop();
    upstream?.closeAllConnections();
    await new Promise((r) => upstream?.close(r));
  });

  it('the first event reaches the client while the upstream still holds the stream open', async () => {
    const seen: string[] = [];
    const res = await nginx.stream('POST', '/api/functions/sentinel-ai-agent', {}, { accept: 'text/event-stream' }, (c) => {
      seen.push(c);
      if (c.includes('event: progress')) release();
    });
    expect(res.status).toBe(200);
    expect(seen[0]).toContain('event: progress');
    expect(seen.join('')).toContain('event: done');
  });
});
