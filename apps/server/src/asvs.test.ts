import http from 'node:http';
import { rmSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { Db } from './platform/db';
import { createTokenSigner } from './platform/security/tokens';
import { client, newUser, STRONG_PASSWORD } from './test/http';
import { fakeDist } from './test/fake-dist';
import { listen } from './test/listen';
import { rawRequest } from './test/raw-http';
import { appOn, createTestDb, ENGINES, TEST_JWT_SECRET, uniqueEmail, type TestDb } from './test/test-app';

// OWASP ASVS 5.0 level 2 checks the other suites did not cover (issue 14): response headers everywhere, CSRF on
// state-changing calls, CORS with hostile origins, JWT negatives, mass assignment on every writable resource, and
// a seeded schema fuzz over every endpoint on one keep-alive connection. Seeded, bounded, no timing.

/** A small built SPA: an HTML page, a hashed asset, the preview host page and a runtime library. */
const fakeSpa = () =>
  fakeDist({
    'index.html': '<!doctype html><html><head><title>OV</title></head><body><div id="root"></div></body></html>',
    'assets/app-1a2b3c.js': 'console.log(1);',
    'runtime/sandbox.html': '<!doctype html><html><head></head><body></body></html>',
    'runtime/react.js': 'export default {};',
  });

/** The database with one injected failure: any query on projects throws a plain (non-database-outage) error. */
function failingProjects(db: Db): Db {
  const boom = async () => {
    throw new Error('injected failure: relation "projects" SELECT * FROM secrets');
  };
  return {
    engine: db.engine,
    query: (sql, params) => (/\bprojects\b/.test(sql) ? boom() : db.query(sql, params)),
    transaction: db.transaction.bind(db),
    exec: db.exec.bind(db),
    ping: db.ping.bind(db),
    close: db.close.bind(db),
  } as Db;
}

for (const engine of ENGINES) {
  // Generous bounds: on a loaded machine (load 30 on two cores) each request can take a second.
  describe(`ASVS L2 [${engine}]`, { timeout: 300_000 }, () => {
    let t: TestDb;
    let app: App;
    let failing: App;
    let dist: string;
    beforeAll(async () => {
      t = await createTestDb(engine);
      dist = fakeSpa();
      app = appOn(t.db, { webDist: dist });
      failing = appOn(failingProjects(t.db), { webDist: dist });
    });
    afterAll(async () => {
      await t?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    describe('V3.4 headers on every kind of response', () => {
      it('HTML, API 2xx/4xx/5xx, static files and /runtime all carry the hardening headers', async () => {
        const user = await newUser(app);
        const c = client(app);
        const f = client(failing);
        const html = { accept: 'text/html' };
        const responses = {
          'html /': await c.get('/', { headers: html }),
          'html deep link': await c.get('/projects/x', { headers: html }),
          'api 200': await c.get('/api/health'),
          'api 200 auth': await c.get('/api/credits', { token: user.token }),
          'api 401': await c.get('/api/credits'),
          'api 404': await c.get('/api/nowhere'),
          'api 400': await c.post('/api/auth/sign-in', { email: 1 }),
          'api 500': await f.get('/api/projects', { token: user.token }),
          asset: await c.get('/assets/app-1a2b3c.js'),
          'runtime html': await c.get('/runtime/sandbox.html'),
          'runtime js': await c.get('/runtime/react.js'),
        };
        expect(responses['api 500'].status).toBe(500);
        // The 5xx names nothing of the failure: no SQL, no message, no stack.
        expect(responses['api 500'].text).not.toMatch(/injected|SELECT|secrets|relation|\bat \S+ \(/);
        expect(responses['api 500'].json.error.code).toBe('internal');
        for (const [name, r] of Object.entries(responses)) {
          const h = r.headers;
          const csp = h.get('content-security-policy') ?? '';
          expect(csp, name).toContain("object-src 'none'");
          expect(csp, name).toMatch(/base-uri '(self|none)'/);
          expect(csp, name).toMatch(/frame-ancestors '(none|self)'/);
          expect(h.get('x-content-type-options'), name).toBe('nosniff');
          expect(h.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
          expect(h.has('x-powered-by'), name).toBe(false);
          expect(h.has('server'), name).toBe(false);
          if (!name.startsWith('runtime')) expect(h.get('x-frame-options'), name).toBe('DENY');
        }
        // The preview's documents can reach nothing, whatever their markup (issue 14, finding 2).
        const runtimeCsp = responses['runtime html'].headers.get('content-security-policy') ?? '';
        expect(runtimeCsp).toMatch(/^sandbox allow-scripts/);
        for (const d of ["default-src 'none'", "connect-src 'none'", "form-action 'none'", "base-uri 'none'", "frame-src 'none'", "worker-src 'none'"]) {
          expect(runtimeCsp).toContain(d);
        }
        expect(runtimeCsp).not.toMatch(/https:|'unsafe-eval'|\*/);
      });

      it('auth and credits answers are never cached (no-store), success or failure', async () => {
        const email = uniqueEmail('nostore');
        const c = client(app);
        const up = await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' });
        const signIn = await c.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
        const token = signIn.json.session.access_token as string;
        const all = [
          up,
          signIn,
          await c.post('/api/auth/sign-in', { email, password: 'wrong-password-1' }),
          await c.post('/api/auth/refresh', { refresh_token: signIn.json.session.refresh_token }),
          await c.get('/api/auth/session', { token }),
          await c.get('/api/credits', { token }),
          await c.get('/api/credits/transactions', { token }),
          await c.get('/api/credits'),
          await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { token }),
          await c.get('/api/billing/orders', { token }),
          await c.get('/api/profile', { token }),
        ];
        for (const r of all) expect(r.headers.get('cache-control'), `${r.status} ${r.text.slice(0, 80)}`).toBe('no-store');
      });
    });

    describe('V3.5 CSRF: a state-changing call from another site is refused', () => {
      it('refresh and sign-out with the cookie, and every other write, from a hostile page → 403 and nothing changes', async () => {
        const email = uniqueEmail('csrf');
        const c = client(app);
        await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' });
        const signIn = await c.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
        const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
        const token = signIn.json.session.access_token as string;
        expect(cookie).toMatch(/=/);
        const hostile: Record<string, string>[] = [
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { origin: 'http://localhost.evil.example' },
          { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-site' },
        ];
        for (const h of hostile) {
          const refresh = await c.call('POST', '/api/auth/refresh', { headers: { ...h, cookie } });
          expect(refresh.status, JSON.stringify(h)).toBe(403);
          expect(refresh.headers.get('set-cookie'), JSON.stringify(h)).toBeNull();
          const out = await c.call('POST', '/api/auth/sign-out', { headers: { ...h, cookie } });
          expect(out.status, JSON.stringify(h)).toBe(403);
          const spend = await c.post('/api/rpc/use_credits', { credits_to_use: 5 }, { token, headers: h });
          expect(spend.status, JSON.stringify(h)).toBe(403);
          const project = await c.post('/api/projects', { title: 'csrf' }, { token, headers: h });
          expect(project.status, JSON.stringify(h)).toBe(403);
          const profile = await c.patch('/api/profile', { full_name: 'pwned' }, { token, headers: h });
          expect(profile.status, JSON.stringify(h)).toBe(403);
        }
        // Nothing changed: the session still refreshes, credits are whole, no project, the name is intact.
        expect((await c.get('/api/credits', { token })).json.amount).toBe(100);
        expect((await c.get('/api/projects', { token })).json.projects).toEqual([]);
        expect((await c.get('/api/profile', { token })).json.profile.full_name).toBe('A');
        // The platform's own page (same origin), and a client that sends no Origin, still work.
        const own = await c.call('POST', '/api/auth/refresh', { headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', cookie } });
        expect(own.status, own.text).toBe(200);
        const cookie2 = (own.headers.get('set-cookie') ?? '').split(';')[0]!;
        expect((await c.call('POST', '/api/auth/sign-out', { headers: { cookie: cookie2 } })).status).toBe(204);
      });

      it('safe methods are not affected by Origin', async () => {
        const r = await client(app).get('/api/health', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
        expect(r.status).toBe(200);
      });
    });

    describe('V3.4.2 CORS with hostile origins', () => {
      it('no hostile origin is ever echoed or granted credentials, on preflight, reads, writes or errors', async () => {
        const user = await newUser(app);
        const c = client(app);
        const origins = ['null', 'https://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1:1', 'file://', 'https://evil.example\r\nX-Injected: 1', ''];
        for (const origin of origins) {
          const headers: Record<string, string> = origin === '' ? {} : { origin: origin.replace(/[\r\n]/g, '') };
          const list = [
            await c.call('OPTIONS', '/api/credits', { headers: { ...headers, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } }),
            await c.get('/api/credits', { token: user.token, headers }),
            await c.get('/api/credits', { headers }),
            await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { token: user.token, headers }),
            await c.get('/api/nowhere', { headers }),
          ];
          for (const r of list) {
            const acao = r.headers.get('access-control-allow-origin');
            expect(acao === null || (acao !== 'null' && acao !== '*' && acao !== headers.origin), `${origin} → ${acao}`).toBe(true);
            expect(r.headers.get('access-control-allow-credentials'), origin).toBeNull();
            expect(r.headers.has('x-injected')).toBe(false);
          }
        }
        // Only the request without an Origin (a non-browser client) spent its credit; every hostile one was refused.
        expect((await c.get('/api/credits', { token: user.token })).json.amount).toBe(99);
      });
    });

    describe('V9 self-contained tokens: negatives', () => {
      const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
      it('alg none, another key, expired, tampered claims, wrong audience or issuer, HS512, garbage → 401', async () => {
        const user = await newUser(app);
        const c = client(app);
        expect((await c.get('/api/auth/session', { token: user.token })).status).toBe(200);
        const [h, p, sig] = user.token.split('.') as [string, string, string];
        const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
        const now = Math.floor(Date.now() / 1000);
        const key = new TextEncoder().encode(TEST_JWT_SECRET);
        const signWith = (payload: Record<string, unknown>, k = key, alg = 'HS256') => new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(k);
        const other = await newUser(app);
        const otherSub = JSON.parse(Buffer.from(other.token.split('.')[1]!, 'base64url').toString()).sub as string;
        const bad: Record<string, string> = {
          'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
          'alg none with the old signature': `${b64({ alg: 'none', typ: 'JWT' })}.${p}.${sig}`,
          'another key': await signWith(claims, new TextEncoder().encode('another-secret-another-secret-another-1')),
          expired: await signWith({ ...claims, iat: now - 3600, exp: now - 60 }),
          'no expiry': await signWith({ ...claims, exp: undefined }),
          'issued in the future': await signWith({ ...claims, iat: now + 3600, exp: now + 7200 }),
          'wrong audience': await signWith({ ...claims, aud: 'another-api' }),
          'wrong issuer': await signWith({ ...claims, iss: 'someone-else' }),
          'tampered subject, old signature': `${h}.${b64({ ...claims, sub: otherSub })}.${sig}`,
          'tampered expiry, old signature': `${h}.${b64({ ...claims, exp: now + 10 ** 8 })}.${sig}`,
          HS512: await signWith(claims, key, 'HS512'),
          'header swapped to RS256': `${b64({ alg: 'RS256', typ: 'JWT' })}.${p}.${sig}`,
          'two parts': `${h}.${p}`,
          garbage: 'not-a-token',
          empty: '',
        };
        for (const [name, token] of Object.entries(bad)) {
          const r = await c.get('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
          expect(r.status, name).toBe(401);
          const spend = await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { headers: { authorization: `Bearer ${token}` } });
          expect(spend.status, name).toBe(401);
        }
        // Our own signer with our key still works (the negatives are not failing for another reason).
        const good = await createTokenSigner(TEST_JWT_SECRET).sign(claims.sub as string, claims.sid as string);
        expect((await c.get('/api/auth/session', { token: good.token })).status).toBe(200);
        expect((await c.get('/api/credits', { token: user.token })).json.amount).toBe(100);
      });
    });

    describe('V15.3 mass assignment: fields a client must never set', () => {
      const FORBIDDEN = { id: '00000000-0000-4000-8000-000000000001', user_id: '00000000-0000-4000-8000-000000000002', credits: 10_000, amount: 10_000, roles: ['admin'], role: 'admin', is_verified: true, email_verified: true, is_admin: true, owner_id: '00000000-0000-4000-8000-000000000003', created_at: '2000-01-01T00:00:00Z', plan: 'enterprise', total_used: -5, star_count: 999 };
      it('each writable resource refuses (400) or ignores every privileged field, one at a time', async () => {
        const c = client(app);
        const user = await newUser(app);
        const project = await c.post('/api/projects', { title: 'mine' }, { token: user.token });
        expect(project.status).toBe(201);
        const writes: { name: string; send: (extra: Record<string, unknown>) => ReturnType<typeof c.call> }[] = [
          { name: 'sign-up', send: (x) => c.post('/api/auth/sign-up', { email: uniqueEmail('mass'), password: STRONG_PASSWORD, full_name: 'M', ...x }) },
          { name: 'sign-in', send: (x) => c.post('/api/auth/sign-in', { email: user.email, password: STRONG_PASSWORD, ...x }) },
          { name: 'profile', send: (x) => c.patch('/api/profile', { full_name: 'M', ...x }, { token: user.token }) },
          { name: 'create project', send: (x) => c.post('/api/projects', { title: 'p', ...x }, { token: user.token }) },
          { name: 'update project', send: (x) => c.patch(`/api/projects/${project.json.id}`, { title: 'p2', ...x }, { token: user.token }) },
          { name: 'use credits', send: (x) => c.post('/api/rpc/use_credits', { credits_to_use: 1, ...x }, { token: user.token }) },
          { name: 'contact', send: (x) => c.post('/api/contact', { name: 'M', email: 'm@example.test', subject: 'Sujet', message: 'Un message assez long pour passer.', ...x }) },
          { name: 'billing order', send: (x) => c.post('/api/billing/orders', { pack_id: 'nope', idempotency_key: `k-${Math.random()}`, ...x }, { token: user.token }) },
          { name: 'ai function', send: (x) => c.post('/api/functions/gov-advisor', { message: 'RGAA', ...x }, { token: user.token }) },
        ];
        for (const w of writes) {
          for (const [field, value] of Object.entries(FORBIDDEN)) {
            const r = await w.send({ [field]: value });
            expect(r.status, `${w.name} + ${field}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
            if (r.status < 400) throw new Error(`${w.name} accepted ${field} (${r.status}): it must be refused by a strict schema`);
          }
        }
        // Nothing leaked through: the user is not admin, the balance and the project owner are as they were.
        const session = await c.get('/api/auth/session', { token: user.token });
        expect(session.json.user.roles).not.toContain('admin');
        expect((await c.get('/api/credits', { token: user.token })).json.amount).toBe(100);
        const mine = await c.get(`/api/projects/${project.json.id}`, { token: user.token });
        expect(mine.json.project.title).toBe('mine');
        expect((await c.get('/api/admin/users', { token: user.token })).status).toBeGreaterThanOrEqual(403);
      });
    });
  });
}

// ---- Seeded schema fuzz over one keep-alive connection -------------------------------------------------------

/** mulberry32: a tiny seeded PRNG, so a failure names the seed that reproduces it. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  'éàç漢字🚀',
  '𝕏'.repeat(300),
  'x'.repeat(70_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '00000000-0000-4000-8000-000000000000',
  [],
  [1, 'a', null],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  { constructor: { prototype: { admin: true } } },
];

function deep(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Every endpoint that reads a body or a parameter, with the field names its schema knows. */
const FUZZ_TARGETS: { method: string; path: string; fields: string[]; auth: boolean }[] = [
  { method: 'POST', path: '/api/auth/sign-up', fields: ['email', 'password', 'full_name', 'account_type'], auth: false },
  { method: 'POST', path: '/api/auth/sign-in', fields: ['email', 'password'], auth: false },
  { method: 'POST', path: '/api/auth/refresh', fields: ['refresh_token'], auth: false },
  { method: 'POST', path: '/api/auth/sign-out', fields: ['refresh_token'], auth: true },
  { method: 'PATCH', path: '/api/profile', fields: ['full_name', 'avatar_url'], auth: true },
  { method: 'POST', path: '/api/projects', fields: ['title', 'description', 'visibility', 'category', 'code_content', 'tech_stack'], auth: true },
  { method: 'PATCH', path: '/api/projects/{project}', fields: ['title', 'description', 'visibility', 'category', 'code_content', 'tech_stack'], auth: true },
  { method: 'POST', path: '/api/projects/{project}/versions/1/restore', fields: [], auth: true },
  { method: 'POST', path: '/api/rpc/use_credits', fields: ['credits_to_use', 'transaction_description'], auth: true },
  { method: 'POST', path: '/api/rpc/add_credits', fields: ['user_id', 'amount', 'description'], auth: true },
  { method: 'POST', path: '/api/contact', fields: ['name', 'email', 'subject', 'message', 'organization'], auth: false },
  { method: 'POST', path: '/api/billing/orders', fields: ['pack_id', 'idempotency_key'], auth: true },
  { method: 'POST', path: '/api/admin/users/{fuzz}/roles', fields: ['role', 'action'], auth: true },
  { method: 'POST', path: '/api/functions/sentinel-codegen', fields: ['prompt', 'language', 'target', 'preview_fix'], auth: true },
  { method: 'POST', path: '/api/functions/gov-advisor', fields: ['message', 'language', 'conversation_id'], auth: true },
  { method: 'POST', path: '/api/functions/{fuzz}', fields: ['prompt'], auth: true },
  { method: 'GET', path: '/api/projects/{fuzz}', fields: [], auth: true },
  { method: 'GET', path: '/api/projects/{project}/versions/{fuzz}', fields: [], auth: true },
  { method: 'GET', path: '/api/credits/transactions?limit={fuzz}', fields: [], auth: true },
  { method: 'DELETE', path: '/api/projects/{fuzz}', fields: [], auth: true },
];

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const FUZZ_ROUNDS = 12;

for (const engine of ENGINES) {
  describe(`schema fuzz over one keep-alive connection [${engine}] (seed ${FUZZ_SEED})`, { timeout: 600_000 }, () => {
    let t: TestDb;
    let srv: Awaited<ReturnType<typeof listen>>;
    let app: App;
    beforeAll(async () => {
      t = await createTestDb(engine);
      app = appOn(t.db);
      srv = await listen(app);
    });
    afterAll(async () => {
      await srv?.close();
      await t?.close();
    });

    it('wrong types, huge strings, unicode, null bytes, __proto__ and deep nesting: always a 4xx envelope, never a 5xx, and the connection still serves', async () => {
      const rand = prng(FUZZ_SEED);
      const pick = <T,>(a: readonly T[]): T => a[Math.floor(rand() * a.length)]!;
      const user = await newUser(app);
      const project = await client(app).post('/api/projects', { title: 'fuzz' }, { token: user.token });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const seen = new Map<number, number>();
      try {
        for (const target of FUZZ_TARGETS) {
          for (let round = 0; round < FUZZ_ROUNDS; round++) {
            const kind = round % 6;
            let body: string;
            if (kind === 0) body = JSON.stringify(Object.fromEntries(target.fields.map((f) => [f, pick(NASTY)])));
            else if (kind === 1) body = JSON.stringify(pick(NASTY));
            else if (kind === 2) body = JSON.stringify({ ...Object.fromEntries(target.fields.map((f) => [f, 'x'])), [pick(['__proto__', 'constructor', 'prototype', 'hasOwnProperty'])]: pick(NASTY) });
            else if (kind === 3) body = JSON.stringify(deep(50 + Math.floor(rand() * 3000)));
            else if (kind === 4) body = JSON.stringify(Object.fromEntries(target.fields.map((f) => [f, deep(Math.floor(rand() * 40))])));
            else body = pick(['{', '{"a":', '\u0000', '[' + '1,'.repeat(1000), 'nul', '{"title":"\u0000"}', '\uFEFF{}']);
            const raw = String(pick(NASTY)).slice(0, 200);
            let fuzzSegment: string;
            try {
              fuzzSegment = encodeURIComponent(raw);
            } catch {
              fuzzSegment = '%ED%A0%80'; // a lone surrogate, as its UTF-8 bytes
            }
            const path = target.path.replace('{project}', project.json.id as string).replace('{fuzz}', fuzzSegment || '%00');
            const headers: Record<string, string> = { 'content-type': pick(['application/json', 'application/json', 'text/plain', 'application/json; charset=utf-16']) };
            if (target.auth) headers.authorization = `Bearer ${user.token}`;
            const r = await rawRequest(agent, srv.base, target.method, path, target.method === 'GET' || target.method === 'DELETE' ? { headers } : { headers, body });
            seen.set(r.status, (seen.get(r.status) ?? 0) + 1);
            const label = `seed ${FUZZ_SEED} ${target.method} ${target.path} round ${round} → ${r.status} ${r.text.slice(0, 200)}`;
            expect(r.status, label).toBeLessThan(500);
            if (r.status >= 400) {
              expect(typeof r.json?.error?.code, label).toBe('string');
              expect(r.text, label).not.toMatch(/\bat \S+ \(|node_modules|SELECT |INSERT |syntax error at|relation "/i);
            }
          }
          // After each endpoint's round, the same agent (same socket unless the server announced close) still serves.
          const after = await rawRequest(agent, srv.base, 'GET', '/api/credits', { headers: { authorization: `Bearer ${user.token}` } });
          expect(after.status, `after ${target.path}`).toBe(200);
          expect(after.json.amount, 'no fuzz request spent a credit').toBeLessThanOrEqual(100);
        }
      } finally {
        agent.destroy();
      }
      // The pass exercised refusals, not only one path.
      expect([...seen.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
    });
  });
}
