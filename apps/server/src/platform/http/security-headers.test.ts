import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { listen } from '../../test/listen';
import type { AppEnv } from './app-env';
import { APP_CSP, RUNTIME_CSP, securityHeaders } from './security-headers';

// A bare app with the middleware: one route that sets nothing, one with its own CSP and caching, one streamed.
function app() {
  const a = new Hono<AppEnv>();
  a.use('*', securityHeaders());
  a.get('/api/plain', (c) => c.json({ ok: true }));
  a.get('/api/own', (c) => c.json({ ok: true }, 200, { 'content-security-policy': "default-src 'none'", 'cache-control': 'max-age=60' }));
  a.get('/runtime/lib.js', (c) => c.body('export {}', 200, { 'content-type': 'text/javascript' }));
  a.get('/page', (c) => c.html('<p>page</p>'));
  a.get('/api/stream', (c) => c.body(new ReadableStream({ start: (s) => (s.enqueue(new TextEncoder().encode('x')), s.close()) })));
  return a;
}

const expected = (path: string) => {
  const api = path.startsWith('/api/');
  const runtime = path.startsWith('/runtime/');
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'x-frame-options': runtime ? null : 'DENY',
    'cross-origin-resource-policy': runtime ? 'cross-origin' : 'same-origin',
    'content-security-policy': runtime ? RUNTIME_CSP : APP_CSP,
    'cache-control': api ? 'no-store' : null,
    'x-powered-by': null,
  };
};
const picked = (h: Headers, names: string[]) => Object.fromEntries(names.map((n) => [n, h.get(n)]));

// The same headers whether the app is served by the Node adapter (set on the Node response) or called in process.
describe('securityHeaders', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(app() as unknown as App);
  });
  afterAll(() => server.close());

  for (const via of ['a real socket', 'app.request()'] as const) {
    const get = (path: string) => (via === 'a real socket' ? fetch(`${server.base}${path}`) : app().request(path));

    it(`sets them on every response, by path (${via})`, async () => {
      for (const path of ['/api/plain', '/runtime/lib.js', '/page', '/api/stream', '/api/missing']) {
        const r = await get(path);
        const want = expected(path);
        expect(picked(r.headers, Object.keys(want)), path).toEqual(want);
      }
    });

    it(`keeps a route's own CSP and caching (${via})`, async () => {
      const r = await get('/api/own');
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(r.headers.get('cache-control')).toBe('max-age=60');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(await r.json()).toEqual({ ok: true });
    });
  }
});
