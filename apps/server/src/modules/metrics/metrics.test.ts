import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { Writable } from 'node:stream';
import { createLogger, silentLogger } from '../../platform/logger';
import { createTestDb, testConfig, type TestDb } from '../../test/test-app';
import { listen } from '../../test/listen';
import { newUser } from '../../test/http';
import { createMetrics, isAllowed, parseAllowList } from './index';

describe('METRICS_ALLOW parsing', () => {
  it('takes addresses and CIDR blocks of both families, IPv4-mapped IPv6 included', () => {
    const list = parseAllowList('127.0.0.0/8, ::1, 10.20.0.0/16,192.0.2.7');
    expect(isAllowed(list, '127.0.0.1')).toBe(true);
    expect(isAllowed(list, '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowed(list, '::1')).toBe(true);
    expect(isAllowed(list, '10.20.3.4')).toBe(true);
    expect(isAllowed(list, '10.21.3.4')).toBe(false);
    expect(isAllowed(list, '192.0.2.7')).toBe(true);
    expect(isAllowed(list, '192.0.2.8')).toBe(false);
    expect(isAllowed(list, 'unknown')).toBe(false);
    expect(isAllowed(parseAllowList(''), '127.0.0.1')).toBe(false);
  });
  it('refuses what is neither an address nor a block', () => {
    expect(() => parseAllowList('localhost')).toThrow(/METRICS_ALLOW/);
    expect(() => parseAllowList('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseAllowList('10.0.0.0/8/1')).toThrow(/METRICS_ALLOW/);
  });
});

describe('/metrics over a real socket [pglite]', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const serve = (config: Parameters<typeof testConfig>[0]) =>
    listen(createApp({ config: testConfig(config), db: t.db, logger: silentLogger, metrics: createMetrics({ defaultMetrics: true }) }));

  it('counts requests by route template and status, credits spent and AI calls; event-loop lag is there', async () => {
    const s = await serve({});
    try {
      const u = await newUser(createApp({ config: testConfig(), db: t.db, logger: silentLogger }));
      for (let i = 0; i < 3; i++) await fetch(`${s.base}/api/health`);
      const spend = await fetch(`${s.base}/api/rpc/use_credits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
        body: JSON.stringify({ credits_to_use: 3, transaction_description: 'mesure' }),
      });
      expect(spend.status).toBe(200);
      await fetch(`${s.base}/api/projects/6f1c1a52-0000-4000-8000-000000000001`, { headers: { authorization: `Bearer ${u.token}` } });
      await fetch(`${s.base}/api/functions/not-a-function`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const r = await fetch(`${s.base}/metrics`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      const text = await r.text();
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/?",status="200"\} 3/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/api\/rpc\/use_credits",status_class="2xx"\}/);
      // A raw id never becomes a label: the template does.
      expect(text).not.toContain('6f1c1a52');
      expect(text).toMatch(/route="\/api\/projects\/:id"/);
      expect(text).toMatch(/credits_spent_total 3/);
      expect(text).toMatch(/ai_calls_total\{function="unknown",provider="offline",status="\d+"\} 1/);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await s.close();
    }
  });

  it('answers 404 to a caller outside METRICS_ALLOW', async () => {
    const s = await serve({ metricsAllow: '10.0.0.0/8' });
    try {
      const r = await fetch(`${s.base}/metrics`);
      expect(r.status).toBe(404);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe('not_found');
    } finally {
      await s.close();
    }
  });

  it('believes X-Forwarded-For only from as many proxies as TRUST_PROXY says', async () => {
    // No trusted proxy: the header is ignored, the loopback peer is what counts, both ways.
    const direct = await serve({ trustProxy: 0 });
    const directOutside = await serve({ trustProxy: 0, metricsAllow: '203.0.113.0/24' });
    // One trusted proxy (nginx on loopback): the client it names is who asks.
    const proxied = await serve({ trustProxy: 1 });
    const proxiedInside = await serve({ trustProxy: 1, metricsAllow: '203.0.113.0/24' });
    try {
      expect((await fetch(`${direct.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
      expect((await fetch(`${directOutside.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
      expect((await fetch(`${proxied.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
      expect((await fetch(`${proxied.base}/metrics`)).status).toBe(200);
      // A client forging a first entry does not get in: the proxy appended the real one after it.
      expect((await fetch(`${proxied.base}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } })).status).toBe(404);
      expect((await fetch(`${proxiedInside.base}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } })).status).toBe(200);
    } finally {
      await Promise.all([direct.close(), directOutside.close(), proxied.close(), proxiedInside.close()]);
    }
  });
});

describe('request ids in the logs', () => {
  it('keeps the X-Request-Id of a trusted proxy (nginx $request_id) in the JSON log line, never an untrusted or malformed one', async () => {
    const t = await createTestDb('pglite');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    try {
      const logger = createLogger('debug', sink);
      const behind = createApp({ config: testConfig({ trustProxy: 1, logLevel: 'debug' }), db: t.db, logger });
      const direct = createApp({ config: testConfig({ trustProxy: 0, logLevel: 'debug' }), db: t.db, logger });
      await behind.request('/api/health', { headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
      await behind.request('/api/health', { headers: { 'x-request-id': 'bad id"\\n{' } });
      await direct.request('/api/health', { headers: { 'x-request-id': 'fedcba9876543210fedcba9876543210' } });
      const ids = lines.map((l) => JSON.parse(l) as { msg: string; requestId: string }).filter((l) => l.msg === 'request').map((l) => l.requestId);
      expect(ids).toHaveLength(3);
      expect(ids[0]).toBe('0123456789abcdef0123456789abcdef');
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[2]).not.toBe('fedcba9876543210fedcba9876543210');
    } finally {
      await t.close();
    }
  });
});
