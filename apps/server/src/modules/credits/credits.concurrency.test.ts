import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { client, newUser } from '../../test/http';

// 150 parallel spends of 1 on a balance of 100, on a real PostgreSQL with a real connection pool.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('use_credits under concurrency [postgres]', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('postgres', { poolSize: 20 });
  });
  afterAll(async () => t?.close());

  it('150 parallel spends of 1 on 100 credits: exactly 100 succeed, 50 get 402, balance 0, ledger consistent', async () => {
    const c = client(t.app);
    const u = await newUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        c.post('/api/rpc/use_credits', { credits_to_use: 1, transaction_description: `spend ${i}` }, { token: u.token }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(50);
    // Every success saw a distinct balance: no double spend.
    const balances = results.filter((r) => r.status === 200).map((r) => r.json.amount as number);
    expect(new Set(balances).size).toBe(100);
    expect(Math.min(...balances)).toBe(0);
    const { rows } = await t.db.query<{ amount: number; total_used: number; sum: number; usage_rows: number }>(
      `SELECT c.amount, c.total_used,
         (SELECT sum(delta)::int FROM credit_transactions t WHERE t.user_id = c.user_id) AS sum,
         (SELECT count(*)::int FROM credit_transactions t WHERE t.user_id = c.user_id AND kind = 'usage') AS usage_rows
       FROM credits c WHERE c.user_id = $1`,
      [u.id],
    );
    expect(rows[0]).toEqual({ amount: 0, total_used: 100, sum: 0, usage_rows: 100 });
  });
});

