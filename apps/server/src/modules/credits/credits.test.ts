import { expect, it } from 'vitest';
import { createCreditsService } from './credits.service';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import type { Db } from '../../platform/db/types';
import { grantRole } from '../../test/roles';

const ledgerConsistent = async (db: Db, userId: string) => {
  const { rows } = await db.query<{ amount: number; sum: number; used: number; spent: number }>(
    `SELECT c.amount, c.total_used AS used,
       (SELECT COALESCE(sum(delta), 0)::int FROM credit_transactions t WHERE t.user_id = c.user_id) AS sum,
       (SELECT COALESCE(-sum(delta), 0)::int FROM credit_transactions t WHERE t.user_id = c.user_id AND kind = 'usage') AS spent
     FROM credits c WHERE c.user_id = $1`,
    [userId],
  );
  return rows[0]!;
};

describeEachDb('credits', (ctx) => {
  it('reads the balance and spends through use_credits, newest transaction first', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const bal = await c.get('/api/credits', { token: u.token });
    expect(bal.json).toEqual({ amount: 100, total_used: 0, last_reset_at: null });
    const spend = await c.post('/api/rpc/use_credits', { credits_to_use: 2, transaction_description: 'Génération' }, { token: u.token });
    expect(spend.status).toBe(200);
    expect(spend.json).toEqual({ amount: 98 });
    await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { token: u.token });
    const tx = await c.get('/api/credits/transactions', { token: u.token });
    expect(tx.json.transactions.map((t: { delta: number; description: string }) => [t.delta, t.description])).toEqual([
      [-1, 'Utilisation IA'],
      [-2, 'Génération'],
      [100, 'Crédits de bienvenue'],
    ]);
    expect((await c.get('/api/credits/transactions?limit=1', { token: u.token })).json.transactions).toHaveLength(1);
    expect((await c.get('/api/credits/transactions?limit=51', { token: u.token })).status).toBe(400);
    expect((await c.get('/api/credits', { token: u.token })).json).toMatchObject({ amount: 97, total_used: 3 });
    expect(await ledgerConsistent(ctx.db, u.id)).toEqual({ amount: 97, sum: 97, used: 3, spent: 3 });
  });

  it('answers 402 insufficient_credits and never goes below zero', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const r = await c.post('/api/rpc/use_credits', { credits_to_use: 101 }, { token: u.token });
    expect(r.status).toBe(402);
    expect(r.json.error.code).toBe('insufficient_credits');
    expect((await c.post('/api/rpc/use_credits', { credits_to_use: 100 }, { token: u.token })).json).toEqual({ amount: 0 });
    expect((await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { token: u.token })).status).toBe(402);
    expect(await ledgerConsistent(ctx.db, u.id)).toEqual({ amount: 0, sum: 0, used: 100, spent: 100 });
  });

  it('replays an idempotency key (body or header) without charging twice', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const a = await c.post('/api/rpc/use_credits', { credits_to_use: 5, idempotency_key: 'gen-1' }, { token: u.token });
    const b = await c.post('/api/rpc/use_credits', { credits_to_use: 5, idempotency_key: 'gen-1' }, { token: u.token });
    expect(a.json).toEqual({ amount: 95 });
    expect(b.json).toEqual({ amount: 95 });
    const h1 = await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { token: u.token, headers: { 'idempotency-key': 'h-1' } });
    const h2 = await c.post('/api/rpc/use_credits', { credits_to_use: 1 }, { token: u.token, headers: { 'idempotency-key': 'h-1' } });
    expect([h1.json.amount, h2.json.amount]).toEqual([94, 94]);
    // Parallel twins with the same key: one charge.
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => c.post('/api/rpc/use_credits', { credits_to_use: 3, idempotency_key: 'par-1' }, { token: u.token })),
    );
    expect(twins.map((t) => t.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(twins.map((t) => t.json.amount))).toEqual(new Set([91]));
    expect(await ledgerConsistent(ctx.db, u.id)).toEqual({ amount: 91, sum: 91, used: 9, spent: 9 });
  });

  it('keeps the user id from the token: a user_id in the body is refused', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const v = await newUser(ctx.app);
    const r = await c.post('/api/rpc/use_credits', { credits_to_use: 1, user_id: v.id }, { token: u.token });
    expect(r.status).toBe(400);
    expect((await c.post('/api/rpc/use_credits', { credits_to_use: 1 })).status).toBe(401);
    for (const credits_to_use of [0, -5, 1.5, '3', null]) {
      expect((await c.post('/api/rpc/use_credits', { credits_to_use }, { token: u.token })).status).toBe(400);
    }
  });

  it('add_credits: admins only, ledger row with the actor, audited', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const admin = await newUser(ctx.app);
    await grantRole(ctx, admin, 'admin');
    const body = { user_id: u.id, credits_to_add: 50, transaction_description: 'Geste commercial' };
    const denied = await c.post('/api/rpc/add_credits', body, { token: u.token });
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe('forbidden');
    expect((await c.post('/api/rpc/add_credits', body)).status).toBe(401);
    const ok = await c.post('/api/rpc/add_credits', body, { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ amount: 150 });
    const row = await ctx.db.query<{ kind: string; actor_id: string }>(
      `SELECT kind, actor_id FROM credit_transactions WHERE user_id = $1 AND delta = 50`,
      [u.id],
    );
    expect(row.rows).toEqual([{ kind: 'grant', actor_id: admin.id }]);
    const audit = await ctx.db.query<{ actor_id: string }>(
      `SELECT actor_id FROM audit_log WHERE event = 'credits.granted' AND target_user_id = $1`,
      [u.id],
    );
    expect(audit.rows).toEqual([{ actor_id: admin.id }]);
    const missing = await c.post('/api/rpc/add_credits', { ...body, user_id: '00000000-0000-4000-8000-000000000000' }, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(await ledgerConsistent(ctx.db, u.id)).toMatchObject({ amount: 150, sum: 150 });
  });

  it('service: grant joins a caller transaction and rolls back with it; the ledger is append-only', async () => {
    const u = await newUser(ctx.app);
    const credits = createCreditsService(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await credits.grant({ userId: u.id, amount: 500, description: 'order 1', kind: 'purchase' }, tx);
        throw new Error('payment capture failed');
      }),
    ).rejects.toThrow('payment capture failed');
    expect((await credits.getBalance(u.id)).amount).toBe(100);
    const g = await ctx.db.transaction((tx) =>
      credits.grant({ userId: u.id, amount: 500, description: 'order 1', kind: 'purchase', idempotencyKey: 'order-1' }, tx),
    );
    expect(g).toMatchObject({ amount: 600, replayed: false });
    const again = await credits.grant({ userId: u.id, amount: 500, description: 'order 1', kind: 'purchase', idempotencyKey: 'order-1' });
    expect(again).toMatchObject({ amount: 600, replayed: true, transactionId: g.transactionId });
    await expect(ctx.db.query(`UPDATE credit_transactions SET delta = 1000 WHERE user_id = $1`, [u.id])).rejects.toThrow();
    await expect(ctx.db.query(`UPDATE credits SET amount = -1 WHERE user_id = $1`, [u.id])).rejects.toThrow();
    expect(await credits.spend({ userId: u.id, amount: 601 })).toEqual({ ok: false, code: 'insufficient_credits' });
    expect(await ledgerConsistent(ctx.db, u.id)).toMatchObject({ amount: 600, sum: 600 });
  });

  /** The service on `ctx.db`, counting the statements that charge several spends at once (decision 272). */
  const countingBatches = () => {
    const seen = { batches: 0 };
    const db: Db = { ...ctx.db, query: (sql, params) => (sql.includes('jsonb_to_recordset') && seen.batches++, ctx.db.query(sql, params)) };
    return { credits: createCreditsService(db), seen };
  };

  /** The ledger newest first, each row's balance_after checked against the one before it. */
  const chain = async (userId: string) => {
    const { rows } = await ctx.db.query<{ delta: number; balance_after: number; description: string }>(
      `SELECT delta, balance_after, description FROM credit_transactions WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.balance_after).toBe(rows[i - 1]!.balance_after + rows[i]!.delta);
    return rows;
  };

  it('service: spends of one user made while one is in flight go as one statement, each with its own balance', async () => {
    const u = await newUser(ctx.app);
    const { credits, seen } = countingBatches();
    const amounts = [1, 2, 3, 4, 5, 6, 7, 8];
    const results = await Promise.all(amounts.map((amount, i) => credits.spend({ userId: u.id, amount, description: `spend ${i}` })));
    expect(seen.batches).toBe(1);
    // As if charged in order: 100 - 1 = 99, 99 - 2 = 97, ...
    let balance = 100;
    expect(results).toEqual(amounts.map((a) => ({ ok: true, amount: (balance -= a) })));
    expect(await ledgerConsistent(ctx.db, u.id)).toEqual({ amount: 64, sum: 64, used: 36, spent: 36 });
    const rows = await chain(u.id);
    expect(rows.map((r) => [r.delta, r.balance_after, r.description])).toEqual([
      [100, 100, 'Crédits de bienvenue'],
      ...amounts.map((a, i) => [-a, results[i]!.ok && results[i]!.amount, `spend ${i}`]),
    ]);
  });

  it('service: a batch the balance cannot cover is charged one by one, never below zero', async () => {
    const u = await newUser(ctx.app);
    const { credits, seen } = countingBatches();
    // 60 goes alone (40 left); 30 + 20 + 10 + 5 = 65 > 40, so each is tried on its own, in order.
    const results = await Promise.all([60, 30, 20, 10, 5].map((amount) => credits.spend({ userId: u.id, amount })));
    expect(seen.batches).toBe(1);
    expect(results).toEqual([
      { ok: true, amount: 40 },
      { ok: true, amount: 10 },
      { ok: false, code: 'insufficient_credits' },
      { ok: true, amount: 0 },
      { ok: false, code: 'insufficient_credits' },
    ]);
    expect(await ledgerConsistent(ctx.db, u.id)).toEqual({ amount: 0, sum: 0, used: 100, spent: 100 });
    expect((await chain(u.id)).map((r) => r.delta)).toEqual([100, -60, -30, -10]);
    // Another user's spends are not held behind this one's, and the queue is gone once drained.
    const v = await newUser(ctx.app);
    expect(await credits.spend({ userId: v.id, amount: 1 })).toEqual({ ok: true, amount: 99 });
    expect(await credits.spend({ userId: u.id, amount: 1 })).toEqual({ ok: false, code: 'insufficient_credits' });
  });
});
