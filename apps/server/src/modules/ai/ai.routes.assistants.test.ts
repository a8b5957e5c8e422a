/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */
import { DEFAULT_CREDIT_DESCRIPTION } from '@ov/shared';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createAiRoutes, type CreditsPort } from './index';
import { createOfflineProvider, ProviderError, type Provider } from './providers';
import { fakeCredits } from './testing/fake-credits';

// Issue 13, point 7: when the knowledge base holds nothing on the question's key terms, the assistant says so,
// suggests what it can answer, and the answer costs nothing (creditsUsed 0, no ledger row), through the real app
// on both database engines; a question it answers still costs 1 credit.

type Json = Record<string, any>;

describeEachDb('AI assistants: "I don\'t know" is free', (ctx) => {
  const balance = async (token: string) => (await client(ctx.app).get('/api/credits', { token })).json.amount as number;
  const ledger = async (token: string) => ((await client(ctx.app).get('/api/credits/transactions', { token })).json.transactions as Json[]).map((t) => [t.delta, t.description]);

  it.each([
    ['gov-advisor', { message: 'Quelle est la recette des crêpes bretonnes ?' }, /^Je ne sais pas répondre/],
    ['smart-prophet-chat', { message: 'Qui a gagné la coupe du monde de football ?' }, /^Je ne sais pas répondre/],
    ['sentinel-builder', { message: 'What is the best pizza in Naples?' }, /^I don't know how to answer/],
    ['claude-ai-chat', { message: 'Who won the football world cup?', language: 'en' }, /^I don't know how to answer/],
    ['claude-ai-chat', { message: 'Explique-moi la blockchain', language: 'fr' }, /^Je ne sais pas répondre/],
  ] as const)('%s %j: says so, suggests questions, charges nothing', async (fn, body, opening) => {
    const user = await newUser(ctx.app);
    const before = await ledger(user.token);
    const r = await client(ctx.app).post(`/api/functions/${fn}`, body, { token: user.token });
    expect(r.status).toBe(200);
    expect(r.json.response).toMatch(opening);
    expect(r.json.response).toMatch(/NIS 2|NIS2/);
    expect(r.json.creditsUsed).toBe(0);
    expect(r.json.sources).toEqual([]);
    expect(r.json.model).toBe('sentinel-offline');
    expect(await balance(user.token)).toBe(100);
    expect(await ledger(user.token)).toEqual(before);
  });

  it('streamed (SSE): the done event says creditsUsed 0 and nothing is charged', async () => {
    const user = await newUser(ctx.app);
    const r = await client(ctx.app).post('/api/functions/gov-advisor', { message: 'Quel temps fera-t-il à Brest demain ?' }, { token: user.token, headers: { accept: 'text/event-stream' } });
    expect(r.status).toBe(200);
    const done = r.text
      .split('\n\n')
      .filter((b) => b.includes('event: done'))
      .map((b) => JSON.parse(/data: (.*)/.exec(b)![1]!))[0];
    expect(done.creditsUsed).toBe(0);
    expect(done.response).toMatch(/^Je ne sais pas répondre/);
    expect(await balance(user.token)).toBe(100);
  });

  it('a question it answers (a new topic) still costs 1 credit', async () => {
    const user = await newUser(ctx.app);
    const r = await client(ctx.app).post('/api/functions/gov-advisor', { message: 'Combien de temps conserver les journaux selon la CNIL ?' }, { token: user.token });
    expect(r.json.creditsUsed).toBe(1);
    expect(r.json.response).toMatch(/six mois et un an/);
    expect(r.json.sources.map((s: Json) => s.id)).toContain('fr/durees-conservation#conservation-des-journaux-logs');
    expect(await balance(user.token)).toBe(99);
    expect((await ledger(user.token))[0]).toEqual([-1, DEFAULT_CREDIT_DESCRIPTION]);
  });
});

describe('AI assistants: a failed provider whose local fallback does not know charges nothing either', () => {
  const failing: Provider = {
    name: 'openai',
    model: 'broken',
    async generateApp() {
      throw new ProviderError('timeout: the model sent nothing for 50 ms', undefined, 'timeout');
    },
    async generateCode() {
      throw new ProviderError('timeout: the model sent nothing for 50 ms', undefined, 'timeout');
    },
    async chat() {
      throw new ProviderError('timeout: the model sent nothing for 50 ms', undefined, 'timeout');
    },
  };
  /** A real model that answers, but whose provider reports it did not know (a future real provider may). */
  const unsure: Provider = { ...failing, name: 'anthropic', model: 'claude-test', chat: async () => ({ text: 'Je ne sais pas.', sources: [], chargeable: false }) };

  function app(credits: CreditsPort, provider: Provider) {
    const a = new Hono<AppEnv>();
    a.onError((err, c) => (err instanceof AppError ? c.json({ error: { code: err.code, message: err.message } }, err.status) : c.json({ error: { code: 'internal' } }, 500)));
    a.use('*', async (c, next) => {
      c.set('user', { id: 'u1', email: 'u1@example.test', roles: ['developer'] });
      await next();
    });
    a.route('/api/functions', createAiRoutes({ config: { provider: 'offline' }, credits, provider }));
    return a;
  }
  const post = (a: Hono<AppEnv>, fn: string, body: unknown) => a.request(`/api/functions/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('fallback that does not know: 0 credits; fallback that knows: the spec\'s 1 credit "Utilisation IA (fallback)"', async () => {
    const credits = fakeCredits(5);
    const unknown = (await (await post(app(credits.port, failing), 'gov-advisor', { message: 'Quelle est la recette des crêpes ?' })).json()) as any;
    expect(unknown).toMatchObject({ fallback: true, creditsUsed: 0, sources: [] });
    expect(unknown.response).toMatch(/^Je ne sais pas répondre/);
    expect(credits.state.ledger).toEqual([]);
    const known = (await (await post(app(credits.port, failing), 'gov-advisor', { message: 'Quelles obligations RGPD pour une administration ?' })).json()) as any;
    expect(known).toMatchObject({ fallback: true, creditsUsed: 1 });
    expect(credits.state.ledger).toEqual([{ amount: 1, description: 'Utilisation IA (fallback)' }]);
  });

  it('any provider result that says chargeable: false is not charged and says creditsUsed 0', async () => {
    const credits = fakeCredits(5);
    const r = (await (await post(app(credits.port, unsure), 'claude-ai-chat', { message: 'Question', language: 'fr' })).json()) as any;
    expect(r).toMatchObject({ response: 'Je ne sais pas.', creditsUsed: 0, model: 'anthropic:claude-test' });
    expect(credits.state).toEqual({ amount: 5, ledger: [] });
  });

  it('a codegen result that says chargeable: false (a fix that changed nothing) is not charged', async () => {
    const credits = fakeCredits(5);
    const same: Provider = {
      ...failing,
      generateCode: async () => ({ generatedCode: 'export const a = 1;\n', explanation: 'Correction automatique impossible', language: 'typescript', securityAnalysis: '', repaired: false, chargeable: false }),
    };
    const res = await post(app(credits.port, same), 'sentinel-codegen', {
      prompt: 'Corrige',
      preview_fix: { kind: 'runtime', message: 'x is not iterable', file: 'src/a.ts', line: 1, content: 'export const a = 1;\n', locale: 'fr' },
    });
    const r = (await res.json()) as any;
    expect(r).toMatchObject({ creditsUsed: 0, repaired: false, freeFix: false });
    expect(r).not.toHaveProperty('chargeable');
    expect(credits.state).toEqual({ amount: 5, ledger: [] });
  });

  it('sentinel-ai-agent accepts the chat page body ({ message }) and builds the app from it', async () => {
    const credits = fakeCredits(5);
    const res = await post(app(credits.port, createOfflineProvider()), 'sentinel-ai-agent', { message: 'Registre des visiteurs du ministère avec nom, badge et heure d’entrée' });
    expect(res.status).toBe(200);
    const r = (await res.json()) as any;
    expect(r.files.length).toBeGreaterThan(0);
    expect(r.creditsUsed).toBe(2);
    const both = await post(app(credits.port, createOfflineProvider()), 'sentinel-ai-agent', { message: 'a', prompt: 'b' });
    expect(both.status).toBe(400);
  });
});
