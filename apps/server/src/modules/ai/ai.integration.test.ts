import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { createErrorHandler } from '../../platform/http/error-handler';
import { silentLogger } from '../../platform/logger';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createCreditsService } from '../credits';
import { createAiRoutes } from './index';
import { ProviderError, type Provider } from './providers';

const failing: Provider = {
  name: 'openai-compatible',
  model: 'down',
  generateApp: async () => {
    throw new ProviderError('down');
  },
  generateCode: async () => {
    throw new ProviderError('down');
  },
  chat: async () => {
    throw new ProviderError('down');
  },
};

describeEachDb('AI functions through the real app', (ctx) => {
  it('sign-up → generate an app (2) → ask GovAdvisor (1): credits and ledger move exactly', async () => {
    const user = await newUser(ctx.app);
    const c = client(ctx.app);
    const before = await c.get('/api/credits', { token: user.token });
    expect(before.json.amount).toBe(100);

    const gen = await c.post('/api/functions/sentinel-ai-agent', { prompt: 'Build an alert monitor for military bases with a zone map' }, { token: user.token });
    expect(gen.status).toBe(200);
    expect(gen.json.creditsUsed).toBe(2);
    expect(gen.json.files.some((f: { path: string }) => f.path === 'src/main.tsx')).toBe(true);

    const chat = await c.post('/api/functions/gov-advisor', { message: 'What does GDPR require from a public body?' }, { token: user.token });
    expect(chat.status).toBe(200);
    expect(chat.json.creditsUsed).toBe(1);
    expect(chat.json.sources[0].id).toMatch(/^en\/gdpr#/);

    const after = await c.get('/api/credits', { token: user.token });
    expect(after.json.amount).toBe(97);
    expect(after.json.total_used).toBe(3);
    const tx = await c.get('/api/credits/transactions', { token: user.token });
    const spends = (tx.json.transactions ?? tx.json).filter((t: { delta?: number }) => (t.delta ?? 0) < 0);
    expect(spends.map((t: { delta: number; description: string }) => [t.delta, t.description])).toEqual([
      [-1, 'Utilisation IA'],
      [-2, 'Utilisation IA'],
    ]);
  });

  it('anonymous generation is 401 and nothing is charged', async () => {
    const c = client(ctx.app);
    const r = await c.post('/api/functions/sentinel-ai-agent', { prompt: 'drones' });
    expect(r.status).toBe(401);
    expect(r.json.error.code).toBe('unauthorized');
  });

  it('with the real credits service: a failed chat is answered locally and charged 1 as fallback; a failed generation costs nothing', async () => {
    const user = await newUser(ctx.app);
    const credits = createCreditsService(ctx.db);
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(silentLogger));
    app.use('*', async (c, next) => {
      c.set('user', { id: user.id, email: user.email, roles: ['developer'] });
      await next();
    });
    app.route('/f', createAiRoutes({ config: { provider: 'offline' }, credits, provider: failing }));
    const call = (name: string, body: unknown) => app.request(`/f/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const gen = await call('sentinel-ai-agent', { prompt: 'drones' });
    expect(gen.status).toBe(502);
    const chat = await call('gov-advisor', { message: 'SOC 2 Type II' });
    expect(chat.status).toBe(200);
    expect(((await chat.json()) as { fallback: boolean }).fallback).toBe(true);

    const balance = await credits.getBalance(user.id);
    expect(balance.amount).toBe(99);
    const tx = await client(ctx.app).get('/api/credits/transactions', { token: user.token });
    const spends = tx.json.transactions.filter((t: { delta: number }) => t.delta < 0);
    expect(spends.map((t: { delta: number; description: string }) => [t.delta, t.description])).toEqual([[-1, 'Utilisation IA (fallback)']]);
  });
});
