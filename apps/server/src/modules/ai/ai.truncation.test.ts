/* eslint-disable @typescript-eslint/no-explicit-any -- stub servers read raw JSON bodies; events are checked field by field */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedFile } from '@ov/shared';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { createAiRoutes, type CreditsPort } from './index';
import { createSdkProvider } from './providers/sdk';
import { ProviderError } from './providers/types';
import { fakeCredits } from './testing/fake-credits';

// Issue 13, point 6: a real model's stream that stops at the provider's length limit, stays silent past the idle
// timeout, or is aborted is a failure: no unfinished file is delivered and nothing is charged. A local stub speaks
// each protocol (Anthropic Messages SSE, OpenAI Chat Completions SSE); the "silent" mode simply never sends the
// next chunk, and the test injects a small idle timeout and waits for the error (no wall-clock budget).

/** One complete file, then a second one cut in the middle. */
const CUT_REPLY = 'Voici le registre.\n<file path="index.html">\n<div id="root"></div>\n</file>\n<file path="src/App.tsx">\nexport function App() {\n  return <h1>Regi';
const CUT_CODE = 'Voici le code :\n```ts\nexport function add(a: number, b: number) {\n  return a +';

type Mode = 'length' | 'silent';

function chunks(text: string, size = 7): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function open(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  return (e: { event?: string; data: unknown }) => res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`);
}

function anthropic(res: ServerResponse, text: string, model: string, mode: Mode) {
  const send = open(res);
  send({ event: 'message_start', data: { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } } });
  send({ event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } });
  for (const t of chunks(text)) send({ event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: t } } });
  if (mode === 'silent') return; // the connection stays open and nothing more comes
  send({ event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } });
  send({ event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: 'max_tokens', stop_sequence: null }, usage: { output_tokens: 16000 } } });
  send({ event: 'message_stop', data: { type: 'message_stop' } });
  res.end();
}

function openai(res: ServerResponse, text: string, model: string, mode: Mode) {
  const send = open(res);
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model };
  send({ data: { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] } });
  for (const t of chunks(text)) send({ data: { ...base, choices: [{ index: 0, delta: { content: t }, finish_reason: null }] } });
  if (mode === 'silent') return;
  send({ data: { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'length' }], usage: { prompt_tokens: 10, completion_tokens: 16000, total_tokens: 16010 } } });
  send({ data: '[DONE]' });
  res.end();
}


describe('real models: a cut, silent or aborted stream delivers no unfinished file and is not charged', () => {
  let server: Server;
  let base = '';
  let mode: Mode = 'length';
  let reply = CUT_REPLY;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        requests++;
        const body = JSON.parse(raw);
        if (req.url === '/v1/messages') return anthropic(res, reply, body.model, mode);
        if (req.url === '/v1/chat/completions') return openai(res, reply, body.model, mode);
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  beforeEach(() => {
    mode = 'length';
    reply = CUT_REPLY;
    requests = 0;
  });

  const CONFIGS = {
    anthropic: { provider: 'anthropic', model: 'claude-test', apiKey: 'sk-ant-test' },
    openai: { provider: 'openai', model: 'gpt-test', apiKey: 'sk-test' },
    'openai-compatible': { provider: 'openai-compatible', model: 'llama-test' },
  } as const;
  const provider = (name: keyof typeof CONFIGS, timeoutMs = 30_000) => createSdkProvider({ ...CONFIGS[name], baseUrl: base, timeoutMs });
  const appRequest = { prompt: 'Registre des visiteurs', projectType: 'web-application', language: 'typescript', complexity: 'intermediate' };

  async function failure(p: Promise<unknown>): Promise<ProviderError> {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  }

  it.each([
    ['openai', 'finish_reason length'],
    ['openai-compatible', 'finish_reason length'],
    ['anthropic', 'stop_reason max_tokens'],
  ] as const)('%s: a reply cut by the length limit (%s) is a "truncated" failure; the unclosed file is never a file event', async (name, _why) => {
    const files: GeneratedFile[] = [];
    const err = await failure(provider(name).generateApp(appRequest, { onFile: (f) => void files.push(f) }));
    expect(err.code).toBe('truncated');
    expect(err.message).toMatch(/^truncated: the model stopped at its output length limit/);
    // the block that closed before the cut was a whole file; the one left open is never delivered
    expect(files.map((f) => f.path)).toEqual(['index.html']);
  });

  it('anthropic: a code answer cut by max_tokens is a failure too', async () => {
    reply = CUT_CODE;
    const err = await failure(provider('anthropic').generateCode({ prompt: 'une fonction add', language: 'typescript', target: 'web' }));
    expect(err.code).toBe('truncated');
  });

  it.each(['anthropic', 'openai'] as const)('%s: a model that stops sending is a "timeout" failure after the idle timeout (not "empty reply")', async (name) => {
    mode = 'silent';
    const files: GeneratedFile[] = [];
    const tokens: string[] = [];
    const err = await failure(provider(name, 50).generateApp(appRequest, { onFile: (f) => void files.push(f), onToken: (t) => void tokens.push(t) }));
    expect(err.code).toBe('timeout');
    expect(err.message).toMatch(/^timeout: the model sent nothing for 50 ms/);
    expect(err.message).not.toMatch(/empty/);
    // however far the stream got before the timeout (a loaded machine may be slower than 50 ms), the file left open
    // is never delivered
    expect(files.map((f) => f.path)).not.toContain('src/App.tsx');
    expect(tokens.join('')).not.toContain('<file');
  });

  it('a silent model before its first chunk also times out', async () => {
    mode = 'silent';
    reply = '';
    const err = await failure(provider('openai', 50).chat({ assistant: 'claude', message: 'RGPD ?' }));
    expect(err.code).toBe('timeout');
  });

  it.each(['anthropic', 'openai-compatible'] as const)('%s: an aborted call is an "aborted" failure, with no unfinished file', async (name) => {
    mode = 'silent';
    const abort = new AbortController();
    const files: GeneratedFile[] = [];
    const err = await failure(
      provider(name).generateApp(
        appRequest,
        {
          onFile: (f) => {
            files.push(f);
            abort.abort(); // the caller gives up as soon as the first file arrives
          },
        },
        { signal: abort.signal },
      ),
    );
    expect(err.code).toBe('aborted');
    expect(files.map((f) => f.path)).toEqual(['index.html']);
  });

  it('a call aborted before it starts never reaches the model', async () => {
    const abort = new AbortController();
    abort.abort();
    const err = await failure(provider('openai').chat({ assistant: 'claude', message: 'RGPD ?' }, undefined, { signal: abort.signal }));
    expect(err.code).toBe('aborted');
    expect(requests).toBe(0);
  });

  describe('through the route (SSE): an error event, no unfinished file, nothing charged', () => {
    function makeApp(credits: CreditsPort, name: keyof typeof CONFIGS, timeoutMs?: number) {
      const app = new Hono<AppEnv>();
      app.onError((err, c) => (err instanceof AppError ? c.json({ error: { code: err.code, message: err.message } }, err.status) : c.json({ error: { code: 'internal' } }, 500)));
      app.use('*', async (c, next) => {
        c.set('user', { id: 'u1', email: 'u1@example.test', roles: ['developer'] });
        await next();
      });
      app.route('/api/functions', createAiRoutes({ config: { provider: 'offline' }, credits, provider: provider(name, timeoutMs) }));
      return app;
    }
    async function events(res: Response) {
      const text = await res.text();
      return text
        .split('\n\n')
        .filter((b) => b.includes('event:'))
        .map((b) => ({ event: /event: (\w+)/.exec(b)![1]!, data: JSON.parse(/data: (.*)/.exec(b)![1]!) as any }));
    }
    const post = (app: Hono<AppEnv>, fn: string, body: unknown) =>
      app.request(`/api/functions/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body) });

    it.each(['anthropic', 'openai'] as const)('%s: app generation cut by the length limit', async (name) => {
      const credits = fakeCredits(10);
      const evs = await events(await post(makeApp(credits.port, name), 'sentinel-ai-agent', { prompt: 'Registre des visiteurs' }));
      expect(evs.filter((e) => e.event === 'file').map((e) => e.data.path)).not.toContain('src/App.tsx');
      expect(evs.some((e) => e.event === 'done')).toBe(false);
      expect(evs.at(-1)).toMatchObject({ event: 'error', data: { code: 'ai_error' } });
      expect(evs.at(-1)!.data.message).toMatch(/^Erreur lors de la génération: truncated/);
      expect(credits.state).toEqual({ amount: 10, ledger: [] });
    });

    it('code generation that times out between chunks', async () => {
      mode = 'silent';
      reply = CUT_CODE;
      const credits = fakeCredits(10);
      const evs = await events(await post(makeApp(credits.port, 'openai', 50), 'sentinel-codegen', { prompt: 'une fonction add', language: 'typescript', target: 'web' }));
      expect(evs.some((e) => e.event === 'done')).toBe(false);
      expect(evs.at(-1)).toMatchObject({ event: 'error', data: { code: 'ai_error' } });
      expect(evs.at(-1)!.data.message).toMatch(/^Erreur lors de la génération: timeout/);
      expect(credits.state).toEqual({ amount: 10, ledger: [] });
    });

    it('code generation cut by the length limit, answered as JSON', async () => {
      reply = CUT_CODE;
      const credits = fakeCredits(10);
      const res = await makeApp(credits.port, 'anthropic').request('/api/functions/sentinel-codegen', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'une fonction add', language: 'typescript', target: 'web' }),
      });
      expect(res.status).toBe(502);
      expect(((await res.json()) as any).error.message).toMatch(/truncated/);
      expect(credits.state).toEqual({ amount: 10, ledger: [] });
    });
  });
});
