import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../../test/test-app';
import { listen } from '../../test/listen';
import { rawRequest } from '../../test/raw-http';

// Issue 14, finding 1: after a 413 the server said keep-alive, then closed the socket, and the client's next
// request on that connection failed with "other side closed". Every answer sent before the body is read must
// either leave the connection usable or announce `Connection: close`; either way the next request succeeds.
describe('a rejected body does not break the next request on a keep-alive connection', { timeout: 120_000 }, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let srv: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    srv = await listen(t.app);
  });
  afterAll(async () => {
    await srv?.close();
    await t?.close();
  });

  const big = (bytes: number) => JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(bytes), full_name: 'A' });
  const cases: { name: string; method: string; path: string; status: number; headers?: Record<string, string>; body: string }[] = [
    { name: '413 (3 MB sign-up)', method: 'POST', path: '/api/auth/sign-up', status: 413, headers: { 'content-type': 'application/json' }, body: big(3 * 1024 * 1024) },
    { name: '413 (6 MB project save)', method: 'POST', path: '/api/projects', status: 413, headers: { 'content-type': 'application/json' }, body: big(6 * 1024 * 1024) },
    { name: '415 (text/plain sign-in)', method: 'POST', path: '/api/auth/sign-in', status: 415, headers: { 'content-type': 'text/plain' }, body: 'y'.repeat(200_000) },
    { name: '400 (malformed JSON)', method: 'POST', path: '/api/auth/sign-in', status: 400, headers: { 'content-type': 'application/json' }, body: '{"email": "a@b.c", "password": ' + '"'.repeat(300_000) },
    { name: '401 before the body (no token)', method: 'POST', path: '/api/projects', status: 401, headers: { 'content-type': 'application/json' }, body: big(500_000) },
    { name: '401 before the body (PATCH profile)', method: 'PATCH', path: '/api/profile', status: 401, headers: { 'content-type': 'application/json' }, body: big(500_000) },
    { name: '404 (unknown API path with a body)', method: 'POST', path: '/api/nowhere', status: 404, headers: { 'content-type': 'application/json' }, body: big(500_000) },
  ];

  for (const c of cases) {
    it(`${c.name}: the next request on the same agent succeeds, on the same socket unless the server said close`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // Warm the connection so the rejected request travels on a kept-alive socket.
        expect((await rawRequest(agent, srv.base, 'GET', '/api/health')).status).toBe(200);
        const rejected = await rawRequest(agent, srv.base, c.method, c.path, { headers: c.headers ?? {}, body: c.body });
        expect(rejected.status).toBe(c.status);
        expect(rejected.json?.error?.code).toEqual(expect.any(String));
        const announcedClose = rejected.headers.connection === 'close';
        for (let i = 0; i < 3; i++) {
          const next = await rawRequest(agent, srv.base, 'GET', '/api/health');
          expect(next.status).toBe(200);
          if (i === 0 && !announcedClose) expect(next.reusedSocket).toBe(true);
        }
      } finally {
        agent.destroy();
      }
    });
  }
});
