import { expect, it } from 'vitest';
import { CREDIT_PACKS } from '@ov/shared';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createCreditsService } from '../credits';
import { createBillingService } from './billing.service';
import type { PaymentProvider } from './payment-provider';

describeEachDb('billing', (ctx) => {
  it('lists the packs and says the provider is the offline demo', async () => {
    const r = await client(ctx.app).get('/api/billing/packs');
    expect(r.status).toBe(200);
    expect(r.json.provider).toEqual({ id: 'demo', demo: true });
    expect(r.json.packs.map((p: { id: string }) => p.id)).toEqual(CREDIT_PACKS.map((p) => p.id));
  });

  it('a demo purchase completes the order and adds the credits with a purchase ledger row', async () => {
    const u = await newUser(ctx.app);
    const c = client(ctx.app);
    const r = await c.post('/api/billing/orders', { pack_id: 'pro' }, { token: u.token });
    expect(r.status).toBe(201);
    expect(r.json.amount).toBe(600);
    expect(r.json.order).toMatchObject({ pack_id: 'pro', credits: 500, status: 'completed', provider: 'demo' });
    const bal = await c.get('/api/credits', { token: u.token });
    expect(bal.json.amount).toBe(600);
    const tx = await c.get('/api/credits/transactions', { token: u.token });
    expect(tx.json.transactions[0]).toMatchObject({ delta: 500, balance_after: 600, kind: 'purchase' });
    const { rows } = await ctx.db.query<{ status: string; linked: boolean }>(
      `SELECT o.status, t.id IS NOT NULL AS linked FROM credit_orders o LEFT JOIN credit_transactions t ON t.id = o.credit_transaction_id WHERE o.user_id = $1`,
      [u.id],
    );
    expect(rows).toEqual([{ status: 'completed', linked: true }]);
    const orders = await c.get('/api/billing/orders', { token: u.token });
    expect(orders.json.orders).toHaveLength(1);
  });

  it('replaying an idempotency key buys once', async () => {
    const u = await newUser(ctx.app);
    const c = client(ctx.app);
    const a = await c.post('/api/billing/orders', { pack_id: 'starter', idempotency_key: 'buy-1' }, { token: u.token });
    const b = await c.post('/api/billing/orders', { pack_id: 'starter', idempotency_key: 'buy-1' }, { token: u.token });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.json.order.id).toBe(a.json.order.id);
    expect((await c.get('/api/credits', { token: u.token })).json.amount).toBe(200);
  });

  it('refuses anonymous callers, unknown packs and extra fields with clear 4xx', async () => {
    const u = await newUser(ctx.app);
    const c = client(ctx.app);
    expect((await c.post('/api/billing/orders', { pack_id: 'pro' })).status).toBe(401);
    const bad = await c.post('/api/billing/orders', { pack_id: 'gold' }, { token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('validation_failed');
    const extra = await c.post('/api/billing/orders', { pack_id: 'pro', credits: 1e6 }, { token: u.token });
    expect(extra.status).toBe(400);
    expect((await c.get('/api/credits', { token: u.token })).json.amount).toBe(100);
  });

  it('a refused payment grants nothing and leaves a failed order', async () => {
    const u = await newUser(ctx.app);
    const refusing: PaymentProvider = { id: 'refuse', demo: false, checkout: async () => ({ status: 'failed', reason: 'declined' }) };
    const billing = createBillingService({ db: ctx.db, credits: createCreditsService(ctx.db), provider: refusing });
    await expect(billing.purchase(u.id, 'team')).rejects.toMatchObject({ status: 402, code: 'payment_failed' });
    const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM credit_orders WHERE user_id = $1', [u.id]);
    expect(rows).toEqual([{ status: 'failed' }]);
    expect((await createCreditsService(ctx.db).getBalance(u.id)).amount).toBe(100);
  });

  it('completing a pending order twice grants once', async () => {
    const u = await newUser(ctx.app);
    const pending: PaymentProvider = { id: 'async', demo: false, checkout: async (r) => ({ status: 'pending', providerRef: `p_${r.orderId}` }) };
    const credits = createCreditsService(ctx.db);
    const billing = createBillingService({ db: ctx.db, credits, provider: pending });
    const r = await billing.purchase(u.id, 'starter');
    expect(r.order.status).toBe('pending');
    expect(r.amount).toBe(100);
    const [a, b] = await Promise.all([billing.completeOrder(r.order.id, 'ref'), billing.completeOrder(r.order.id, 'ref')]);
    expect(a.order.status).toBe('completed');
    expect(b.order.status).toBe('completed');
    expect((await credits.getBalance(u.id)).amount).toBe(200);
  });
});
