import { expect, it } from 'vitest';
import { DEFAULT_CREDIT_DESCRIPTION } from '@ov/shared';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createCreditsService } from './credits.service';

describeEachDb('credit history reasons', (ctx) => {
  it('an AI charge keeps the French description and stores which function it paid for', async () => {
    const u = await newUser(ctx.app);
    const c = client(ctx.app);
    const chat = await c.post('/api/functions/claude-ai-chat', { message: 'Bonjour' }, { token: u.token });
    expect(chat.status).toBe(200);
    const list = await c.get('/api/credits/transactions', { token: u.token });
    const usage = list.json.transactions.find((t: { kind: string }) => t.kind === 'usage');
    expect(usage).toMatchObject({ delta: -1, description: DEFAULT_CREDIT_DESCRIPTION, reason: { code: 'ai_function', fn: 'claude-ai-chat' } });
    const bonus = list.json.transactions.find((t: { kind: string }) => t.kind === 'signup_bonus');
    expect(bonus.reason).toBeNull();
  });

  it('stores a project title with the reason and drops a stored reason that does not match the schema', async () => {
    const u = await newUser(ctx.app);
    const credits = createCreditsService(ctx.db);
    await credits.spend({ userId: u.id, amount: 2, description: DEFAULT_CREDIT_DESCRIPTION, reason: { code: 'ai_function', fn: 'sentinel-ai-agent', project: 'Registre des visiteurs' } });
    await ctx.db.query(
      `INSERT INTO credit_transactions (user_id, delta, balance_after, description, kind, reason) VALUES ($1, 0, 98, 'x', 'usage', '{"code":"nope"}'::jsonb)`,
      [u.id],
    );
    const list = (await client(ctx.app).get('/api/credits/transactions', { token: u.token })).json.transactions;
    expect(list.find((t: { delta: number }) => t.delta === -2).reason).toEqual({ code: 'ai_function', fn: 'sentinel-ai-agent', project: 'Registre des visiteurs' });
    expect(list.find((t: { description: string }) => t.description === 'x').reason).toBeNull();
  });
});
