import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { createAiRoutes, type CreditsPort, type GenerationsPort } from './index';
import type { Provider, StreamSink } from './providers';
import { fakeCredits } from './testing/fake-credits';

// A client that closes the connection before the answer is complete is not charged, and the
// provider stops producing for nobody (docs/decisions/015-ai-charge-on-delivery.md). These tests
// go through a real HTTP server so that the disconnect is a real socket close.


/** A promise with its resolve, to say "this happened" between the test and the server. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Streams TOKENS words: the first at once, the rest only once the test opens the gate, so whether the client
 * left "in time" never depends on how fast the machine is (issue 14, finding 3). `started` resolves when the
 * provider is called, `done` when it returns or throws.
 */
function slowProvider(opts: { gateOpen?: boolean } = {}) {
  const TOKENS = 12;
  const seen = { tokens: 0, finished: false };
  const gate = deferred();
  if (opts.gateOpen) gate.resolve();
  const started = deferred();
  const done = deferred();
  const talk = async (sink?: StreamSink) => {
    started.resolve();
    try {
      for (let i = 0; i < TOKENS; i++) {
        if (i === 1) await gate.promise;
        seen.tokens++;
        await sink?.onToken?.(`mot${i} `);
      }
      seen.finished = true;
    } finally {
      done.resolve();
    }
  };
  const provider: Provider = {
    name: 'openai-compatible',
    model: 'slow',
    async chat(_req, sink) {
      await talk(sink);
      return { text: 'fini', sources: [] };
    },
    async generateApp(_req, sink) {
      await talk(sink);
      return { files: [{ path: 'index.html', content: '<p>x</p>' }], description: 'd', techStack: [], features: [], appType: 'web', response: 'r' };
    },
    async generateCode(_req, sink) {
      await talk(sink);
      return { generatedCode: 'x', explanation: 'e', language: 'typescript', securityAnalysis: 's' };
    },
  };
  return { provider, seen, TOKENS, openGate: () => gate.resolve(), started: started.promise, done: done.promise };
}

/** Lets whatever the server does after an event run (a charge would be a few promise turns away). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** The client leaves: once the server knows it, the provider may go on (it must then stop for nobody); all settles. */
async function leave(abort: AbortController, slow: { openGate: () => void; done: Promise<void> }) {
  abort.abort();
  await serverSawAbort.promise;
  slow.openGate();
  await slow.done;
  await settle();
}

/** Resolves when the server has seen the client leave (the request's signal aborted). */
let serverSawAbort = deferred();

async function start(credits: CreditsPort, provider: Provider, generations?: GenerationsPort) {
  const app = new Hono<AppEnv>();
  serverSawAbort = deferred();
  app.use('*', async (c, next) => {
    c.set('user', { id: 'u1', email: 'u1@example.test', roles: ['developer'] });
    c.req.raw.signal.addEventListener('abort', () => serverSawAbort.resolve(), { once: true });
    await next();
  });
  app.route('/api/functions', createAiRoutes({ config: { provider: 'offline' }, credits, provider, ...(generations ? { generations } : {}) }));
  const s = await new Promise<Server>((resolve) => {
    const srv = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(srv as Server)) as Server;
  });
  server = s;
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

const call = (base: string, name: string, body: unknown, opts: { stream: boolean; signal?: AbortSignal }) =>
  fetch(`${base}/api/functions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(opts.stream ? { accept: 'text/event-stream' } : {}) },
    body: JSON.stringify(body),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });

/** Reads the SSE body until the first `token` event has arrived. */
async function readFirstToken(res: Response) {
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('event: token')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  return text;
}

describe('AI functions: a client that leaves mid-answer', () => {
  it('a streamed chat read to the end is charged 1 credit (control)', async () => {
    const credits = fakeCredits(5);
    const { provider, seen, TOKENS } = slowProvider({ gateOpen: true });
    const base = await start(credits.port, provider);
    const res = await call(base, 'gov-advisor', { message: 'RGAA' }, { stream: true });
    const text = await res.text();
    expect(text).toContain('event: done');
    expect(seen.tokens).toBe(TOKENS);
    expect(credits.state.amount).toBe(4);
  });

  it('a streamed chat aborted after its first token is not charged, and the provider stops', async () => {
    const credits = fakeCredits(5);
    const { provider, seen, TOKENS, openGate, done } = slowProvider();
    const base = await start(credits.port, provider);
    const abort = new AbortController();
    const res = await call(base, 'gov-advisor', { message: 'RGAA' }, { stream: true, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(await readFirstToken(res)).toContain('mot0');
    await leave(abort, { openGate, done });
    expect(credits.state.amount).toBe(5);
    expect(credits.state.ledger).toEqual([]);
    expect(seen.finished).toBe(false);
    expect(seen.tokens).toBeLessThan(TOKENS);
  });

  it('a streamed app generation aborted mid-way costs nothing', async () => {
    const credits = fakeCredits(5);
    const { provider, seen, openGate, done } = slowProvider();
    const base = await start(credits.port, provider);
    const abort = new AbortController();
    const res = await call(base, 'sentinel-ai-agent', { prompt: 'Tableau de bord' }, { stream: true, signal: abort.signal });
    await readFirstToken(res);
    await leave(abort, { openGate, done });
    expect(credits.state.amount).toBe(5);
    expect(seen.finished).toBe(false);
  });

  it('a JSON (non-streamed) call whose client leaves before the answer is not charged', async () => {
    const credits = fakeCredits(5);
    const { provider, seen, openGate, started, done } = slowProvider();
    const base = await start(credits.port, provider);
    const abort = new AbortController();
    const pending = call(base, 'sentinel-codegen', { prompt: 'une fonction' }, { stream: false, signal: abort.signal }).catch((e: unknown) => e);
    await started;
    abort.abort();
    expect(await pending).toBeInstanceOf(Error);
    await serverSawAbort.promise;
    // Without a stream the provider runs to the end, but the answer is withheld and not charged.
    openGate();
    await done;
    await settle();
    expect(seen.finished).toBe(true);
    expect(credits.state.amount).toBe(5);
    expect(credits.state.ledger).toEqual([]);
  });

  it('a streamed fix whose client leaves claims no free fix and charges nothing (the free fix stays for later)', async () => {
    const credits = fakeCredits(5);
    const { provider, seen, TOKENS, openGate, done } = slowProvider();
    const calls = { available: 0, claimed: 0, recorded: 0 };
    const generations: GenerationsPort = {
      record: async () => void calls.recorded++,
      freeFixAvailable: async () => {
        calls.available++;
        return true;
      },
      claimFreeFix: async () => {
        calls.claimed++;
        return true;
      },
    };
    const base = await start(credits.port, provider, generations);
    const abort = new AbortController();
    const body = { prompt: 'corrige', preview_fix: { kind: 'runtime', message: 'x is not defined', file: 'src/App.tsx', content: 'export const a = x;\n' } };
    const res = await call(base, 'sentinel-codegen', body, { stream: true, signal: abort.signal });
    await readFirstToken(res);
    await leave(abort, { openGate, done });
    expect(seen.tokens).toBeLessThan(TOKENS);
    expect(calls).toEqual({ available: 1, claimed: 0, recorded: 0 });
    expect(credits.state.ledger).toEqual([]);
  });
});
