import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, uniqueEmail } from './test/test-app';
import { STRONG_PASSWORD } from './test/http';
import { listen } from './test/listen';

// Issue 14, finding 4: the web's own API client (apps/web/src/lib, loaded as the browser runs it) aborts a
// generation over SSE, and the server's rule that a client who leaves is not charged (decision 015) applies.
// The model is a local OpenAI-compatible stub that streams a first sentence, then waits for the test to let it
// finish with a complete app: had the server not seen the client leave, it would charge 2 credits (the control
// proves it does when the answer is read to the end).

type SseEvent = { event: string; data: string };
type WebClient = {
  apiFetch<T>(path: string, opts?: Record<string, unknown>): Promise<T>;
  setAccessToken(t: string | null): void;
  isAbortError(e: unknown): boolean;
  streamSse(path: string, body: unknown, opts?: { signal?: AbortSignal }): AsyncGenerator<SseEvent>;
};
const webLib = (file: string) => fileURLToPath(new URL(`../../web/src/lib/${file}`, import.meta.url));

const APP_TAIL = '<file path="index.html">\n<div id="root"></div>\n</file>\n<file path="src/App.tsx">\nexport default function App() {\n  return <h1>Drones</h1>;\n}\n</file>\n';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the web client aborts a generation and is not charged', { timeout: 120_000 }, () => {
  let stub: Server;
  let gate = deferred();
  let modelDone = deferred();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let srv: Awaited<ReturnType<typeof listen>>;
  let sawAbort = deferred();
  let web: WebClient;

  beforeAll(async () => {
    const chunk = (res: ServerResponse, content: string) =>
      res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'stub', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`);
    stub = createServer((req, res) => {
      res.on('close', () => modelDone.resolve());
      req.resume();
      req.on('end', async () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        chunk(res, 'Voici une application de suivi des drones.\n\n');
        await gate.promise;
        if (res.destroyed) return;
        for (let i = 0; i < APP_TAIL.length; i += 16) chunk(res, APP_TAIL.slice(i, i + 16));
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'stub', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()));
    const stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
    t = await createTestApp('pglite', { config: { ai: { provider: 'openai-compatible', baseUrl: stubBase, model: 'stub' } } });
    // The same Request the AI route listens on: this listener runs first, in the same dispatch as the route's.
    const app = t.app;
    srv = await listen({
      ...app,
      fetch: (req: Request, env: unknown) => {
        if (new URL(req.url).pathname.startsWith('/api/functions/')) req.signal.addEventListener('abort', () => sawAbort.resolve(), { once: true });
        return app.fetch(req, env as never);
      },
    } as typeof app);
    vi.stubEnv('VITE_API_BASE', srv.base);
    const client = (await import(/* @vite-ignore */ webLib('api-client.ts'))) as WebClient;
    const sse = (await import(/* @vite-ignore */ webLib('sse.ts'))) as Pick<WebClient, 'streamSse'>;
    web = { ...client, streamSse: sse.streamSse };
    const email = uniqueEmail('abort');
    await web.apiFetch('/api/auth/sign-up', { method: 'POST', anonymous: true, json: { email, password: STRONG_PASSWORD, full_name: 'Awa Koné' } });
    const signIn = await web.apiFetch<{ session: { access_token: string } }>('/api/auth/sign-in', { method: 'POST', anonymous: true, json: { email, password: STRONG_PASSWORD } });
    web.setAccessToken(signIn.session.access_token);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    gate.resolve();
    await srv?.close();
    await t?.close();
    await new Promise<void>((r) => (stub ? stub.close(() => r()) : r()));
  });

  const balance = () => web.apiFetch<{ amount: number }>('/api/credits').then((b) => b.amount);
  const ledger = () => web.apiFetch<{ transactions: { delta: number }[] }>('/api/credits/transactions?limit=50').then((r) => r.transactions.filter((x) => x.delta < 0));

  it('control: a generation read to the end is charged 2 credits', async () => {
    gate = deferred();
    const before = await balance();
    const events: string[] = [];
    const reading = (async () => {
      for await (const ev of web.streamSse('/api/functions/sentinel-ai-agent', { prompt: 'Suivi des drones' })) {
        events.push(ev.event);
        if (ev.event === 'token') gate.resolve(); // progress events come first (decision 111)
      }
    })();
    await reading;
    expect(events).toContain('done');
    expect(await balance()).toBe(before - 2);
  });

  it('aborted after its first token: the read rejects with an AbortError, nothing is charged, even once the model finishes', async () => {
    gate = deferred();
    sawAbort = deferred();
    modelDone = deferred();
    const before = await balance();
    const spentBefore = (await ledger()).length;
    const ctl = new AbortController();
    const events: string[] = [];
    const outcome = (async () => {
      for await (const ev of web.streamSse('/api/functions/sentinel-ai-agent', { prompt: 'Suivi des drones' }, { signal: ctl.signal })) {
        events.push(ev.event);
        if (ev.event === 'token') ctl.abort();
      }
    })().then(
      () => 'completed',
      (e: unknown) => e,
    );
    const err = await outcome;
    expect(web.isAbortError(err), String(err)).toBe(true);
    expect(events.filter((e) => e !== 'progress')).toEqual(['token']);
    // The server saw the client leave; only then does the model go on and finish a complete app.
    await sawAbort.promise;
    gate.resolve();
    // The model's answer is over (read to the end, or cut by the server); a charge would now be a few promise
    // turns away, and the embedded database runs queries one after another, so the balance read comes after it.
    await modelDone.promise;
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(await balance()).toBe(before);
    expect((await ledger()).length).toBe(spentBefore);
  });
});
