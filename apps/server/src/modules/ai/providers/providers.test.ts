/* eslint-disable @typescript-eslint/no-explicit-any -- stub servers read raw JSON bodies */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSdkProvider } from './sdk';
import { createProvider } from './index';
import { ProviderError } from './types';

/**
 * A local stub speaking the providers' HTTP protocols with streaming:
 * Anthropic Messages SSE (/v1/messages) and OpenAI Chat Completions SSE (/v1/chat/completions).
 */
type Recorded = { path: string; headers: IncomingMessage['headers']; body: any };

const APP_REPLY =
  'Voici une application de suivi des drones.\n\n<file path="index.html">\n<div id="root"></div>\n</file>\n<file path="src/App.tsx">\nexport function App() {\n  return <h1>Drones</h1>;\n}\n</file>\n<file path="../../etc/passwd">\nroot\n</file>\n';

function chunks(text: string, size = 5): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function sse(res: ServerResponse, events: { event?: string; data: unknown }[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const e of events) res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`);
  res.end();
}

function anthropicStream(res: ServerResponse, text: string, model: string) {
  sse(res, [
    { event: 'message_start', data: { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } } },
    { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } },
    ...chunks(text).map((t) => ({ event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: t } } })),
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 42 } } },
    { event: 'message_stop', data: { type: 'message_stop' } },
  ]);
}

function openaiStream(res: ServerResponse, text: string, model: string) {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model };
  sse(res, [
    { data: { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] } },
    ...chunks(text).map((t) => ({ data: { ...base, choices: [{ index: 0, delta: { content: t }, finish_reason: null }] } })),
    { data: { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 42, total_tokens: 52 } } },
    { data: '[DONE]' },
  ]);
}

describe('real providers against a local stub server', () => {
  let server: Server;
  let base = '';
  const recorded: Recorded[] = [];
  let reply = APP_REPLY;
  let fail = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = raw ? JSON.parse(raw) : undefined;
        recorded.push({ path: req.url ?? '', headers: req.headers, body });
        if (fail) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
          return;
        }
        if (req.url === '/v1/messages') return anthropicStream(res, reply, body.model);
        if (req.url === '/v1/chat/completions') return openaiStream(res, reply, body.model);
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
  });

  const configs = () =>
    [
      { provider: 'anthropic', model: 'claude-test', apiKey: 'sk-ant-test', baseUrl: base, path: '/v1/messages' },
      { provider: 'openai', model: 'gpt-test', apiKey: 'sk-test', baseUrl: base, path: '/v1/chat/completions' },
      { provider: 'openai-compatible', model: 'llama-test', baseUrl: base, path: '/v1/chat/completions' },
    ] as const;

  it.each(['anthropic', 'openai', 'openai-compatible'] as const)('%s: streams an app, files parsed as they complete, unsafe paths dropped', async (name) => {
    const cfg = configs().find((c) => c.provider === name)!;
    reply = APP_REPLY;
    fail = false;
    recorded.length = 0;
    const provider = createProvider(cfg);
    const tokens: string[] = [];
    const files: string[] = [];
    const result = await provider.generateApp(
      { prompt: 'Suivi des drones', projectType: 'web-application', language: 'typescript', complexity: 'intermediate' },
      { onToken: (t) => void tokens.push(t), onFile: (f) => void files.push(f.path) },
    );
    expect(files).toEqual(['index.html', 'src/App.tsx']);
    expect(result.files.find((f) => f.path === 'src/App.tsx')!.content).toBe('export function App() {\n  return <h1>Drones</h1>;\n}');
    expect(tokens.join('')).toContain('Voici une application de suivi des drones.');
    expect(result.description).toBe('Voici une application de suivi des drones.');
    expect(tokens.length).toBeGreaterThan(1);
    const req = recorded[0]!;
    expect(req.path).toBe(cfg.path);
    expect(req.body.model).toBe(cfg.model);
    expect(req.body.stream).toBe(true);
    expect(JSON.stringify(req.body)).toContain('<file path=');
    if (name === 'anthropic') expect(req.headers['x-api-key']).toBe('sk-ant-test');
    if (name === 'openai') expect(req.headers.authorization).toBe('Bearer sk-test');
  });

  it.each(['anthropic', 'openai', 'openai-compatible'] as const)('%s: chat streams text and adds knowledge-base sources to the prompt', async (name) => {
    const cfg = configs().find((c) => c.provider === name)!;
    reply = 'Le RGPD impose un registre des traitements et un DPO.';
    fail = false;
    recorded.length = 0;
    const tokens: string[] = [];
    const r = await createProvider(cfg).chat({ assistant: 'gov-advisor', message: 'Obligations RGPD ?', language: 'fr' }, { onToken: (t) => void tokens.push(t) });
    expect(r.text).toBe(reply);
    expect(tokens.join('')).toBe(reply);
    expect(r.sources.length).toBeGreaterThan(0);
    expect(JSON.stringify(recorded[0]!.body)).toContain('GovAdvisor');
  });

  it('codegen: the first fenced block is the code, the rest the explanation, with a security analysis', async () => {
    reply = 'Voici le code :\n```ts\nexport const add = (a: number, b: number) => a + b;\n```\nUne fonction pure.';
    fail = false;
    const r = await createProvider(configs()[1]).generateCode({ prompt: 'Une fonction qui additionne', language: 'typescript', target: 'web' });
    expect(r.generatedCode).toBe('export const add = (a: number, b: number) => a + b;');
    expect(r.explanation).toContain('Une fonction pure.');
    expect(r.securityAnalysis).toMatch(/Analyse de sécurité/);
  });

  it.each(['anthropic', 'openai', 'openai-compatible'] as const)('%s: a fix sends the whole file (larger than the 8,000-character prompt) and returns the whole file', async (name) => {
    const cfg = configs().find((c) => c.provider === name)!;
    const rows = Array.from({ length: 700 }, (_, i) => `  { id: 'R-${i}', label: 'Ligne ${i}' },`).join('\n');
    const content = `import { useState } from 'react';\nconst ROWS = [\n${rows}\n];\nexport function App() {\n  const [n] = useStat(ROWS.length);\n  return <p>{n}</p>;\n}\n`;
    expect(content.length).toBeGreaterThan(20_000);
    const fixed = content.replace('useStat(', 'useState(');
    reply = `\`\`\`tsx\n${fixed}\n\`\`\`\nuseStat était une faute de frappe pour useState.`;
    fail = false;
    recorded.length = 0;
    const r = await createProvider(cfg).generateCode({
      prompt: 'Corrige',
      language: 'typescript',
      target: 'web',
      fix: { path: 'src/App.tsx', content, kind: 'runtime', message: 'useStat is not defined', line: 705, column: 15, lang: 'fr' },
    });
    const sent = JSON.stringify(recorded[0]!.body);
    expect(sent).toContain(JSON.stringify(content).slice(1, -1));
    expect(sent).toContain('WHOLE corrected file');
    expect(sent).toContain('src/App.tsx:705:15');
    expect(r.generatedCode).toBe(fixed);
    expect(r.repaired).toBe(true);
    expect(r.explanation).toContain('faute de frappe');
  });

  it('a fenced-only reply still yields files (fallback)', async () => {
    reply = 'App:\n**src/App.tsx**\n```tsx\nexport const App = () => null;\n```\n';
    fail = false;
    const r = await createProvider(configs()[0]).generateApp({ prompt: 'x', projectType: 'web-application', language: 'typescript', complexity: 'intermediate' });
    expect(r.files).toEqual([{ path: 'src/App.tsx', content: 'export const App = () => null;' }]);
  });

  it.each(['anthropic', 'openai'] as const)('%s: an HTTP 500 becomes a ProviderError', async (name) => {
    fail = true;
    const p = createSdkProvider({ ...configs().find((c) => c.provider === name)!, timeoutMs: 10_000 });
    await expect(p.chat({ assistant: 'claude', message: 'hi' })).rejects.toBeInstanceOf(ProviderError);
    fail = false;
  });

  it('a reply without any file is an error (so generation is not charged)', async () => {
    reply = 'Je ne peux pas.';
    fail = false;
    await expect(
      createProvider(configs()[2]).generateApp({ prompt: 'x', projectType: 'web-application', language: 'typescript', complexity: 'intermediate' }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});
