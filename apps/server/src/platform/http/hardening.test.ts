import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { grantRole } from '../../test/roles';

// Bad input must give a clear 4xx with the error envelope, never a 5xx, a stack or SQL.
const ENDPOINTS: { method: string; path: string; auth: boolean }[] = [
  { method: 'POST', path: '/api/auth/sign-up', auth: false },
  { method: 'POST', path: '/api/auth/sign-in', auth: false },
  { method: 'POST', path: '/api/auth/refresh', auth: false },
  { method: 'PATCH', path: '/api/profile', auth: true },
  { method: 'POST', path: '/api/rpc/use_credits', auth: true },
  { method: 'POST', path: '/api/rpc/add_credits', auth: true },
  { method: 'POST', path: '/api/projects', auth: true },
  { method: 'POST', path: '/api/contact', auth: false },
  { method: 'POST', path: '/api/admin/users/00000000-0000-4000-8000-000000000000/roles', auth: true },
  { method: 'POST', path: '/api/auth/mfa/verify', auth: false },
  { method: 'POST', path: '/api/auth/mfa/confirm', auth: true },
  { method: 'POST', path: '/api/auth/mfa/disable', auth: true },
  { method: 'POST', path: '/api/auth/mfa/recovery-codes', auth: true },
  { method: 'POST', path: '/api/admin/users/00000000-0000-4000-8000-000000000000/credits', auth: true },
  { method: 'POST', path: '/api/admin/users/00000000-0000-4000-8000-000000000000/lock', auth: true },
  { method: 'POST', path: '/api/admin/users/00000000-0000-4000-8000-000000000000/unlock', auth: true },
  { method: 'POST', path: '/api/admin/users/00000000-0000-4000-8000-000000000000/mfa/reset', auth: true },
];

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"><script>alert(1)</script>',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '\u0000',
  'a'.repeat(10_000),
  '{{7*7}}',
  '%00%27',
];

const BAD_BODIES: { name: string; raw: string; contentType?: string }[] = [
  { name: 'broken JSON', raw: '{"email": "a@b.c",' },
  { name: 'not JSON at all', raw: 'hello' },
  { name: 'JSON null', raw: 'null' },
  { name: 'JSON array', raw: '[1,2,3]' },
  { name: 'JSON string', raw: '"x"' },
  { name: 'JSON number', raw: '42' },
  { name: 'wrong types', raw: JSON.stringify({ email: 5, password: [], full_name: {}, credits_to_use: 'x', title: 7, message: false }) },
  { name: 'unknown fields', raw: JSON.stringify({ hacker: true, __proto__: { admin: true }, constructor: 'x' }) },
  { name: 'prototype pollution', raw: '{"__proto__":{"isAdmin":true},"title":"x"}' },
  { name: 'deep nesting', raw: '['.repeat(5000) + ']'.repeat(5000) },
  { name: 'form content type', raw: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  { name: 'text content type', raw: '{"title":"x"}', contentType: 'text/plain' },
  ...INJECTIONS.map((s) => ({
    name: `injection ${JSON.stringify(s.slice(0, 20))}`,
    raw: JSON.stringify({ email: s, password: s, full_name: s, title: s, message: s, credits_to_use: s, refresh_token: s, role: s, code: s, challenge: s, recovery_code: s, reason: s, amount: s }),
  })),
];

const expectEnvelope = (r: { status: number; json: unknown; text: string }) => {
  expect(r.status, r.text).toBeGreaterThanOrEqual(400);
  expect(r.status, r.text).toBeLessThan(500);
  const body = r.json as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body?.error?.code).toBe('string');
  expect(typeof body?.error?.message).toBe('string');
  expect(r.text).not.toMatch(/\bat \S+ \(|node_modules|SELECT |INSERT |syntax error|relation "/i);
};

describeEachDb('hardening', (ctx) => {
  it('answers every bad body on every endpoint with a 4xx envelope, never a 5xx', async () => {
    const c = client(ctx.app);
    const admin = await newUser(ctx.app);
    await grantRole(ctx, admin, 'admin');
    let checked = 0;
    for (const e of ENDPOINTS) {
      for (const b of BAD_BODIES) {
        const r = await c.call(e.method, e.path, {
          raw: b.raw,
          headers: { 'content-type': b.contentType ?? 'application/json' },
          ...(e.auth ? { token: admin.token } : {}),
        });
        expectEnvelope(r);
        checked++;
      }
    }
    expect(checked).toBe(ENDPOINTS.length * BAD_BODIES.length);
  });

  it('names the failure: invalid_json, validation_failed with field details, unsupported_media_type', async () => {
    const c = client(ctx.app);
    const broken = await c.call('POST', '/api/auth/sign-in', { raw: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe('invalid_json');
    const wrong = await c.post('/api/auth/sign-in', { email: 'not-an-email', password: 'x', extra: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe('validation_failed');
    const paths = wrong.json.error.details.map((d: { path: string }) => d.path);
    expect(paths).toContain('email');
    expect(JSON.stringify(wrong.json)).not.toContain('not-an-email');
    const form = await c.call('POST', '/api/auth/sign-in', { raw: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.json.error.code).toBe('unsupported_media_type');
  });

  it('refuses U+0000 in an otherwise valid body, query or path with 400, never a database 500', async () => {
    // PostgreSQL text cannot store U+0000: each of these reached SQL and answered 500 before (walk of session 12).
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const auth = { token: u.token };
    const calls = [
      await c.post('/api/projects', { title: 'a\u0000b' }, auth),
      await c.call('PATCH', '/api/profile', { body: { full_name: 'a\u0000b' }, ...auth }),
      await c.post('/api/contact', { first_name: 'Awa', last_name: 'Koné', email: 'awa@example.test', subject: 'x\u0000', message: 'Un message assez long pour passer.' }),
      await c.post('/api/auth/sign-up', { email: 'nul@example.test', password: 'Correct-Horse-42', full_name: 'a\u0000b' }),
      await c.post('/api/rpc/use_credits', { credits_to_use: 1, transaction_description: 'a\u0000b' }, auth),
      await c.post('/api/projects', { title: 'ok', code_content: [{ path: 'a.txt', content: 'x' }, { path: 'b.txt', content: 'nested \u0000' }] }, auth),
      await c.get('/api/store/apps?q=a%00b'),
      await c.get('/api/marketplace/solutions?q=%00'),
      await c.get('/api/store/apps/a%00b/purchase', auth),
      await c.post('/api/store/apps/%E2%80%AE%00x/orders', { idempotency_key: 'nul-1' }, auth),
    ];
    for (const r of calls) {
      expectEnvelope(r);
      expect(r.status, r.text).toBe(400);
      expect(r.json.error.code).toBe('validation_failed');
    }
    expect(calls[5]!.json.error.details[0].path).toBe('code_content.1.content');
    // an escaped backslash followed by "u0000" is ordinary text
    expect((await c.post('/api/projects', { title: 'a\\u0000b' }, auth)).status).toBe(201);
  });

  it('refuses oversize bodies with 413 payload_too_large', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    const r = await c.call('POST', '/api/auth/sign-in', { raw: big });
    expect(r.status).toBe(413);
    expect(r.json.error.code).toBe('payload_too_large');
    // Projects accept larger code bundles (5 MiB), but not more.
    const files = [{ path: 'big.txt', content: 'y'.repeat(900_000) }, { path: 'b2.txt', content: 'z'.repeat(900_000) }];
    expect((await c.post('/api/projects', { title: 'big', code_content: files }, { token: u.token })).status).toBe(201);
    const huge = Array.from({ length: 6 }, (_, i) => ({ path: `f${i}`, content: 'q'.repeat(1_000_000) }));
    expect((await c.post('/api/projects', { title: 'huge', code_content: huge }, { token: u.token })).status).toBe(413);
  });

  it('sends security headers, no X-Powered-By, and JSON 404 for unknown API paths', async () => {
    const c = client(ctx.app);
    for (const path of ['/api/health', '/api/nope', '/api/auth/session']) {
      const r = await c.get(path);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toMatch(/https?:\/\/(?!\S*localhost)/);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('x-powered-by')).toBeNull();
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
    const nf = await c.get('/api/does-not-exist');
    expect(nf.status).toBe(404);
    expect(nf.json).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await c.call('DELETE', '/api/health')).status).toBe(404);
  });

  it('CORS: never allows Origin null or a foreign origin, and never with credentials; /runtime/ is public without credentials', async () => {
    const c = client(ctx.app);
    for (const origin of ['null', 'https://evil.example', 'http://localhost:5173']) {
      const r = await c.get('/api/health', { headers: { origin } });
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
      const pre = await c.call('OPTIONS', '/api/auth/sign-in', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const rt = await c.call('OPTIONS', '/runtime/react.js', { headers: { origin: 'null', 'access-control-request-method': 'GET' } });
    expect(rt.headers.get('access-control-allow-origin')).toBe('*');
    expect(rt.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describeEachDb(
  'CORS allow-list',
  (ctx) => {
    it('echoes a configured origin with credentials, but still never null', async () => {
      const c = client(ctx.app);
      const ok = await c.get('/api/health', { headers: { origin: 'https://console.gouv.example' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://console.gouv.example');
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      const nul = await c.get('/api/health', { headers: { origin: 'null' } });
      expect(nul.headers.get('access-control-allow-origin')).toBeNull();
    });
  },
  { config: { corsOrigins: ['https://console.gouv.example', 'null'] } },
);
