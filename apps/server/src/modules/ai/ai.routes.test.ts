/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */
import { FALLBACK_CREDIT_DESCRIPTION, DEFAULT_CREDIT_DESCRIPTION } from '@ov/shared';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { createAiRoutes, type CreditsPort } from './index';
import { createOfflineProvider, ProviderError, type Provider } from './providers';
import { fakeCredits } from './testing/fake-credits';


const failing: Provider = {
  name: 'openai',
  model: 'broken',
  async generateApp() {
    throw new ProviderError('upstream 500');
  },
  async generateCode() {
    throw new ProviderError('upstream 500');
  },
  async chat() {
    throw new ProviderError('upstream 500');
  },
};

function makeApp(opts: { credits: CreditsPort; provider?: Provider; signedIn?: boolean; delays?: number[] }) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => (err instanceof AppError ? c.json({ error: { code: err.code, message: err.message } }, err.status) : c.json({ error: { code: 'internal' } }, 500)));
  app.use('*', async (c, next) => {
    c.set('user', opts.signedIn === false ? null : { id: 'u1', email: 'u1@example.test', roles: ['developer'] });
    await next();
  });
  app.route(
    '/api/functions',
    createAiRoutes({
      config: { provider: 'offline' },
      credits: opts.credits,
      provider: opts.provider ?? createOfflineProvider(),
      anonymousDelay: async () => {
        opts.delays?.push(1);
      },
    }),
  );
  return app;
}

const post = (app: Hono<AppEnv>, name: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/functions/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('AI functions: credits rules', () => {
  it('app generation costs 2 credits, charged once on success, with files', async () => {
    const credits = fakeCredits(10);
    const res = await post(makeApp({ credits: credits.port }), 'sentinel-ai-agent', { prompt: 'Tableau de bord des drones avec alertes' });
    expect(res.status).toBe(200);
    const json = (await res.json()) as any;
    expect(json.creditsUsed).toBe(2);
    expect(json.files.length).toBeGreaterThan(4);
    expect(json.files.map((f: { path: string }) => f.path)).toContain('src/App.tsx');
    expect(json).toMatchObject({ appType: expect.any(String), description: expect.any(String), techStack: expect.any(Array), features: expect.any(Array), response: expect.any(String) });
    expect(credits.state.amount).toBe(8);
    expect(credits.state.ledger).toEqual([{ amount: 2, description: DEFAULT_CREDIT_DESCRIPTION }]);
  });

  it('chat costs 1 credit and names its sources', async () => {
    const credits = fakeCredits(5);
    const res = await post(makeApp({ credits: credits.port }), 'gov-advisor', { message: 'Quelles obligations RGPD pour une administration ?' });
    const json = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(json.creditsUsed).toBe(1);
    expect(json.response).toBe(json.generatedText);
    expect(json.sources.length).toBeGreaterThan(0);
    expect(json.sources[0].id).toMatch(/^fr\/rgpd#/);
    expect(credits.state.amount).toBe(4);
  });

  it('sentinel-codegen returns code, explanation, language and a security analysis for 2 credits', async () => {
    const credits = fakeCredits(5);
    const res = await post(makeApp({ credits: credits.port }), 'sentinel-codegen', { prompt: 'inventory of ammunition', language: 'typescript', target: 'web' });
    const json = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(json.generatedCode).toContain('export function');
    expect(json.language).toBe('typescript');
    expect(json.securityAnalysis).toMatch(/Security analysis/);
    expect(json.creditsUsed).toBe(2);
    expect(credits.state.amount).toBe(3);
  });

  it('refuses before calling the provider when credits are short (402, spec messages)', async () => {
    const app = fakeCredits(1);
    const r1 = await post(makeApp({ credits: app.port, provider: failing }), 'sentinel-ai-agent', { prompt: 'x' });
    expect(r1.status).toBe(402);
    expect(((await r1.json()) as any).error).toEqual({ code: 'insufficient_credits_app', message: 'Crédits insuffisants - 2 crédits requis pour générer une application' });
    const chat = fakeCredits(0);
    const r2 = await post(makeApp({ credits: chat.port, provider: failing }), 'claude-ai-chat', { message: 'bonjour', language: 'fr' });
    expect(r2.status).toBe(402);
    expect(((await r2.json()) as any).error.code).toBe('insufficient_credits_chat');
    expect(app.state.ledger).toEqual([]);
    expect(chat.state.ledger).toEqual([]);
  });

  it('a failed generation is not charged (502 ai_error)', async () => {
    const credits = fakeCredits(10);
    const res = await post(makeApp({ credits: credits.port, provider: failing }), 'sentinel-ai-agent', { prompt: 'drones' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as any).error.code).toBe('ai_error');
    expect(credits.state.amount).toBe(10);
  });

  it('a failed chat falls back to a local answer and still costs 1 credit (fallback label)', async () => {
    const credits = fakeCredits(10);
    const res = await post(makeApp({ credits: credits.port, provider: failing }), 'smart-prophet-chat', { message: 'What is SOC 2 Type II?' });
    const json = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(json.fallback).toBe(true);
    expect(json.creditsUsed).toBe(1);
    expect(json.response).toMatch(/SOC 2/);
    expect(credits.state.ledger).toEqual([{ amount: 1, description: FALLBACK_CREDIT_DESCRIPTION }]);
  });

  it('a failure while charging is not treated as a provider failure (no second, fallback charge)', async () => {
    let attempts = 0;
    const credits: CreditsPort = {
      getBalance: async () => ({ amount: 10 }),
      spend: async () => {
        attempts++;
        throw new Error('database down');
      },
    };
    const res = await post(makeApp({ credits }), 'gov-advisor', { message: 'RGPD' });
    expect(res.status).toBe(500);
    expect(attempts).toBe(1);
  });

  it('anonymous: chat gets the free local reply after the delay; generation is 401', async () => {
    const credits = fakeCredits(0);
    const delays: number[] = [];
    const app = makeApp({ credits: credits.port, signedIn: false, delays });
    const chat = await post(app, 'sentinel-builder', { message: 'Comment exporter mon projet ?' });
    const json = (await chat.json()) as any;
    expect(chat.status).toBe(200);
    expect(json.creditsUsed).toBe(0);
    expect(json.response.length).toBeGreaterThan(40);
    expect(delays).toHaveLength(1);
    const gen = await post(app, 'sentinel-ai-agent', { prompt: 'drones' });
    expect(gen.status).toBe(401);
    expect(((await gen.json()) as any).error.message).toBe('Connexion requise pour générer une application');
    const code = await post(app, 'sentinel-codegen', { prompt: 'drones', language: 'python', target: 'code' });
    expect(code.status).toBe(401);
  });

  it('rejects unknown functions, bad bodies and unknown fields with 4xx', async () => {
    const app = makeApp({ credits: fakeCredits(10).port });
    expect((await post(app, 'nope', { message: 'x' })).status).toBe(404);
    expect((await post(app, 'gov-advisor', { message: '   ' })).status).toBe(400);
    expect((await post(app, 'gov-advisor', { message: 'x', extra: 1 })).status).toBe(400);
    expect((await post(app, 'sentinel-ai-agent', {})).status).toBe(400);
  });
});

describe('AI functions: streaming', () => {
  async function readEvents(res: Response) {
    const text = await res.text();
    return text
      .split('\n\n')
      .filter((b) => b.includes('event:'))
      .map((b) => ({ event: /event: (\w+)/.exec(b)![1]!, data: JSON.parse(/data: (.*)/.exec(b)![1]!) }));
  }

  it('streams progress first, then tokens, then each file, then done with the final JSON', async () => {
    const credits = fakeCredits(10);
    const res = await post(makeApp({ credits: credits.port }), 'sentinel-ai-agent', { prompt: 'Inventory with budget charts' }, { accept: 'text/event-stream' });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = await readEvents(res);
    expect(events[0]!.event).toBe('progress');
    const kinds = events.map((e) => e.event).filter((k) => k !== 'progress');
    expect(kinds[0]).toBe('token');
    const files = events.filter((e) => e.event === 'file');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(files.map((f) => f.data.path)).toEqual(done.data.files.map((f: { path: string }) => f.path));
    expect(kinds.indexOf('file')).toBeGreaterThan(kinds.lastIndexOf('token'));
    expect(credits.state.amount).toBe(8);
  });

  it('streams an error event and charges nothing when generation fails', async () => {
    const credits = fakeCredits(10);
    const res = await post(makeApp({ credits: credits.port, provider: failing }), 'sentinel-ai-agent', { prompt: 'x' }, { accept: 'text/event-stream' });
    const events = await readEvents(res);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'ai_error' } });
    expect(credits.state.amount).toBe(10);
  });

  it('checks credits before the stream starts (a real 402)', async () => {
    const res = await post(makeApp({ credits: fakeCredits(0).port }), 'gov-advisor', { message: 'RGAA' }, { accept: 'text/event-stream' });
    expect(res.status).toBe(402);
  });
});
