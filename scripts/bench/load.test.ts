import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the benches, without types
import { freePort, load, rawRequest, startServer, stopServer } from './load.mjs';

type LoadResult = { count: number; statuses: Record<string, number>; failures: string[]; p50: number; p99: number };
type Started = { child: ChildProcess; base: string; port: number };

const dir = mkdtempSync(join(tmpdir(), 'load-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const answer = (status: number) => `HTTP/1.1 ${status} OK\r\nContent-Length: 2\r\n\r\nok`;

/**
 * A raw HTTP server that answers each request with 200 and then sends a second, stray answer (299) `strayAfterMs`
 * later, or glued to the first (-1), or only the start of one glued to the first (-2). Counts the requests it read.
 */
async function strayServer(strayAfterMs: number) {
  let requests = 0;
  const server = net.createServer((sock) => {
    sock.on('error', () => {});
    sock.on('data', (d) => {
      requests += d.toString('latin1').split('\r\n\r\n').length - 1;
      if (strayAfterMs === -2) sock.write(answer(200) + answer(299).slice(0, 20));
      else if (strayAfterMs < 0) sock.write(answer(200) + answer(299));
      else {
        sock.write(answer(200));
        setTimeout(() => sock.writable && sock.write(answer(299)), strayAfterMs);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return { port, requests: () => requests, close: () => new Promise((r) => server.close(r)) };
}

describe('load(): bytes the server sends that answer no request in flight', () => {
  it('a stray answer while a paced request waits, or after the last one, is reported (not timed, no crash)', async () => {
    // Paced at one request per 500 ms per connection: the stray answer (5 ms after each) comes well before the next.
    const srv = await strayServer(5);
    const res: LoadResult = await load({ port: srv.port, requests: rawRequest('x', 'GET', '/'), durationMs: 1200, concurrency: 2, rate: 4 });
    await srv.close();
    expect(res.count).toBeGreaterThan(0);
    expect(res.count).toBe(srv.requests());
    expect(res.statuses).toEqual({ 200: res.count });
    expect(Number.isFinite(res.p50) && Number.isFinite(res.p99)).toBe(true);
    expect(res.failures.length).toBeGreaterThan(0);
    expect(res.failures.filter((f) => !f.startsWith('answer with no request in flight: HTTP/1.1 299'))).toEqual([]);
  });

  it('a stray answer glued to the real one is not taken as the next request’s answer', async () => {
    const srv = await strayServer(-1);
    const res: LoadResult = await load({ port: srv.port, requests: rawRequest('x', 'GET', '/'), durationMs: 300, concurrency: 2 });
    await srv.close();
    expect(res.count).toBeGreaterThan(0);
    expect(res.statuses).toEqual({ 200: res.count });
    expect(res.count).toBe(srv.requests());
    expect(res.failures.length).toBe(res.count);
    expect(res.failures.filter((f) => !f.startsWith('answer with no request in flight: HTTP/1.1 299'))).toEqual([]);
  });

  it('the start of something after an answer is reported and the next request goes on a new connection', async () => {
    const srv = await strayServer(-2);
    const res: LoadResult = await load({ port: srv.port, requests: rawRequest('x', 'GET', '/'), durationMs: 300, concurrency: 2 });
    await srv.close();
    expect(res.count).toBeGreaterThan(0);
    expect(res.statuses).toEqual({ 200: res.count });
    expect(res.count).toBe(srv.requests());
    expect(res.failures.length).toBe(res.count);
    expect(res.failures.filter((f) => !f.startsWith('bytes after an answer: HTTP/1.1 299'))).toEqual([]);
  });
});

describe('startServer(): a port taken between freePort() and the server listening', () => {
  // A stand-in server: on its first start it listens on TAKEN_PORT (held by someone else: EADDRINUSE), then on PORT.
  const fixture = join(dir, 'fixture-server.mjs');
  writeFileSync(
    fixture,
    `import http from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
const first = !existsSync(process.env.MARKER);
writeFileSync(process.env.MARKER, '');
const port = first ? Number(process.env.TAKEN_PORT) : Number(process.env.PORT);
http.createServer((req, res) => res.end('ok')).listen(port, '127.0.0.1');
`,
  );

  it('starts it again on another free port when the server exits with EADDRINUSE', async () => {
    const taken = http.createServer((_, res) => res.end('not ours'));
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const takenPort = (taken.address() as net.AddressInfo).port;
    try {
      const s: Started = await startServer({ MARKER: join(dir, 'marker-1'), TAKEN_PORT: String(takenPort) }, { script: fixture });
      try {
        expect(s.port).not.toBe(takenPort);
        expect(await (await fetch(`${s.base}/`)).text()).toBe('ok');
      } finally {
        await stopServer(s.child);
      }
    } finally {
      await new Promise((r) => taken.close(r));
    }
  });

  it('never takes another program answering on the port for the server', async () => {
    // The chosen port is held by a server that answers 200; ours (the fixture, on its second start) listens elsewhere.
    const foreign = http.createServer((_, res) => res.end('not ours'));
    const port: number = await freePort();
    await new Promise<void>((r) => foreign.listen(port, '127.0.0.1', r));
    const marker = join(dir, 'marker-2');
    writeFileSync(marker, '');
    const elsewhere: number = await freePort();
    try {
      await expect(startServer({ MARKER: marker, PORT: String(elsewhere) }, { port, script: fixture })).rejects.toThrow(
        `another process answers on port ${port}`,
      );
    } finally {
      await new Promise((r) => foreign.close(r));
    }
  });
});
