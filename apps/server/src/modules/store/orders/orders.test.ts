import { expect, it } from 'vitest';
import { client, newUser } from '../../../test/http';
import { describeEachDb, type TestContext } from '../../../test/test-app';
import { approveNewVersion, grantRole, SAMPLE_APP_FILES, seedListing } from '../../../test/store-orders';

const key = () => `k-${Math.random().toString(36).slice(2)}`;

async function count(ctx: TestContext, sql: string, params: unknown[] = []): Promise<number> {
  const r = await ctx.db.query<{ n: string | number }>(sql, params);
  return Number(r.rows[0]?.n ?? 0);
}

describeEachDb('store orders', (ctx) => {
  const c = () => client(ctx.app);

  it('buys an approved listing: 201, priced by the server (a client price is ignored), demo provider, downloads + 1, audited', async () => {
    const author = await newUser(ctx.app, { full_name: 'Autrice' });
    const buyer = await newUser(ctx.app, { full_name: 'Acheteur' });
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved', price: 25000 });
    const r = await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key(), price: 1 }, { token: buyer.token });
    expect(r.status).toBe(201);
    const order = r.json.order;
    expect(order.number).toMatch(/^OV-\d{4}-\d{6}$/);
    expect(order).toMatchObject({ status: 'completed', price: 25000, currency: 'EUR', buyer_kind: 'private', provider: { id: 'demo', demo: true } });
    expect(order.version).toEqual({ number: 1, hash: app.hash });
    expect(order.app.slug).toBe(app.slug);
    expect(order.seller.name).toBe('Autrice');
    expect(await count(ctx, 'SELECT downloads AS n FROM store_apps WHERE id = $1', [app.id])).toBe(1);
    expect(await count(ctx, `SELECT count(*) AS n FROM audit_log WHERE event = 'store.ordered' AND actor_id = $1 AND details->>'order' = $2`, [buyer.id, order.number])).toBe(1);
  });

  it('replays the first answer for the same key; a second key for the same listing is refused; nothing changes', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    const k = key();
    const first = await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: k }, { token: buyer.token });
    const again = await c().post(`/api/store/apps/${app.slug}/orders`, {}, { token: buyer.token, headers: { 'idempotency-key': k } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.order).toEqual(first.json.order);
    const other = await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key() }, { token: buyer.token });
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('store_already_bought');
    // the same key replayed against another listing is a forged order
    const app2 = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    const forged = await c().post(`/api/store/apps/${app2.slug}/orders`, { idempotency_key: k }, { token: buyer.token });
    expect(forged.status).toBe(409);
    expect(forged.json.error.code).toBe('store_idempotency_conflict');
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_orders WHERE buyer_id = $1', [buyer.id])).toBe(1);
    expect(await count(ctx, 'SELECT downloads AS n FROM store_apps WHERE id = $1', [app.id])).toBe(1);
    expect(await count(ctx, 'SELECT downloads AS n FROM store_apps WHERE id = $1', [app2.id])).toBe(0);
  });

  it('twenty identical requests in parallel make one order and one download', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    const k = key();
    const all = await Promise.all(Array.from({ length: 20 }, () => c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: k }, { token: buyer.token })));
    expect(all.map((r) => r.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(all.map((r) => r.json.order.number)).size).toBe(1);
    expect(all.every((r) => r.json.order.status === 'completed')).toBe(true);
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_orders WHERE app_id = $1', [app.id])).toBe(1);
    expect(await count(ctx, 'SELECT downloads AS n FROM store_apps WHERE id = $1', [app.id])).toBe(1);
  });

  it('a double click with two keys in parallel still makes one order', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    const [a, b] = await Promise.all([key(), key()].map((k) => c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: k }, { token: buyer.token })));
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_orders WHERE app_id = $1', [app.id])).toBe(1);
    expect(await count(ctx, 'SELECT downloads AS n FROM store_apps WHERE id = $1', [app.id])).toBe(1);
  });

  it('refuses bad purchases with a clear code and changes nothing', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const admin = await newUser(ctx.app);
    await grantRole(ctx, admin, 'admin');
    const approved = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    const pending = await seedListing(ctx.db, { authorId: author.id, status: 'pending' });
    const rejected = await seedListing(ctx.db, { authorId: author.id, status: 'rejected' });
    const ministryOnly = await seedListing(ctx.db, { authorId: author.id, status: 'approved', ministryOnly: true });
    const government = await seedListing(ctx.db, { authorId: author.id, status: 'approved', targetBuyers: 'government' });
    const buy = (slug: string, token: string, body: unknown = { idempotency_key: key() }) => c().post(`/api/store/apps/${slug}/orders`, body, { token });
    const cases: [string, Promise<{ status: number; json: { error: { code: string } } }>, number, string][] = [
      ['own listing', buy(approved.slug, author.token), 403, 'store_own_listing'],
      ['pending, not visible', buy(pending.slug, buyer.token), 404, 'not_found'],
      ['rejected, not visible', buy(rejected.slug, buyer.token), 404, 'not_found'],
      ['ministry only, not visible', buy(ministryOnly.slug, buyer.token), 404, 'not_found'],
      ['unknown listing', buy('nope-nope', buyer.token), 404, 'not_found'],
      ['pending, seen by an admin', buy(pending.slug, admin.token), 409, 'store_not_for_sale'],
      ['institutional only', buy(government.slug, buyer.token), 403, 'store_buyer_not_allowed'],
      ['no key', buy(approved.slug, buyer.token, {}), 400, 'store_idempotency_required'],
      ['unknown field', buy(approved.slug, buyer.token, { idempotency_key: key(), buyer_id: author.id }), 400, 'validation_failed'],
      ['bad key', buy(approved.slug, buyer.token, { idempotency_key: 'a b' }), 400, 'validation_failed'],
    ];
    for (const [name, p, status, code] of cases) {
      const r = await p;
      expect([name, r.status, r.json.error.code]).toEqual([name, status, code]);
    }
    const anon = await c().post(`/api/store/apps/${approved.slug}/orders`, { idempotency_key: key() });
    expect(anon.status).toBe(401);
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_orders WHERE seller_id = $1', [author.id])).toBe(0);
    expect(await count(ctx, 'SELECT coalesce(sum(downloads), 0) AS n FROM store_apps WHERE author_id = $1', [author.id])).toBe(0);
  });

  it('a ministry buyer buys a government listing as an institutional buyer, and sees ministry-only listings', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    await grantRole(ctx, buyer, 'ministry_defense');
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'featured', targetBuyers: 'government', ministryOnly: true });
    const r = await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key() }, { token: buyer.token });
    expect(r.status).toBe(201);
    expect(r.json.order.buyer_kind).toBe('institutional');
  });

  it('lists bought and sold orders; the receipt is for its buyer and seller only', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const stranger = await newUser(ctx.app);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    const bought = await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key() }, { token: buyer.token });
    const number = bought.json.order.number as string;
    const mine = await c().get('/api/store/orders', { token: buyer.token });
    expect(mine.json.bought.items.map((o: { number: string }) => o.number)).toEqual([number]);
    expect(mine.json.sold).toEqual({ items: [], total: 0 });
    const sales = await c().get('/api/store/orders', { token: author.token });
    expect(sales.json.sold.items.map((o: { number: string }) => o.number)).toEqual([number]);
    expect((await c().get(`/api/store/orders/${number}`, { token: buyer.token })).json.order.number).toBe(number);
    expect((await c().get(`/api/store/orders/${number}`, { token: author.token })).status).toBe(200);
    expect((await c().get(`/api/store/orders/${number}`, { token: stranger.token })).status).toBe(404);
    expect((await c().get(`/api/store/orders/garbage`, { token: buyer.token })).status).toBe(404);
    const purchase = await c().get(`/api/store/apps/${app.slug}/purchase`, { token: buyer.token });
    expect(purchase.json).toMatchObject({ order: { number }, stars: null });
  });

  it('ratings: buyers only, 1–5, once and editable; the listing rating is computed in the database', async () => {
    const author = await newUser(ctx.app);
    const [b1, b2, stranger] = await Promise.all([newUser(ctx.app), newUser(ctx.app), newUser(ctx.app)]);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    for (const b of [b1, b2]) expect((await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key() }, { token: b!.token })).status).toBe(201);
    const rate = (token: string, stars: unknown) => c().post(`/api/store/apps/${app.slug}/ratings`, { stars }, { token });
    const no = await rate(stranger!.token, 5);
    expect([no.status, no.json.error.code]).toEqual([403, 'store_not_buyer']);
    const own = await rate(author.token, 5);
    expect([own.status, own.json.error.code]).toEqual([403, 'store_not_buyer']);
    for (const bad of [0, 6, 2.5, '5', null]) expect((await rate(b1!.token, bad)).status).toBe(400);
    expect((await rate(b1!.token, 5)).json.app).toEqual({ rating: 5, ratings_count: 1 });
    expect((await rate(b2!.token, 2)).json.app).toEqual({ rating: 3.5, ratings_count: 2 });
    // edited, not added
    expect((await rate(b1!.token, 3)).json.app).toEqual({ rating: 2.5, ratings_count: 2 });
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_ratings WHERE app_id = $1', [app.id])).toBe(2);
    expect(await count(ctx, `SELECT count(*) AS n FROM audit_log WHERE event = 'store.rated' AND details->>'app_id' = $1`, [app.id])).toBe(3);
    const hidden = await seedListing(ctx.db, { authorId: author.id, status: 'pending' });
    expect((await c().post(`/api/store/apps/${hidden.slug}/ratings`, { stars: 4 }, { token: b1!.token })).status).toBe(404);
  });

  it('deleting the project never removes a bought version; a bought version cannot be deleted', async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const project = await c().post('/api/projects', { title: 'Registre', code_content: SAMPLE_APP_FILES }, { token: author.token });
    expect(project.status).toBe(201);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    await ctx.db.query('UPDATE store_apps SET project_id = $2 WHERE id = $1', [app.id, project.json.id]);
    const order = await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key() }, { token: buyer.token });
    expect((await c().del(`/api/projects/${project.json.id}`, { token: author.token })).status).toBeLessThan(300);
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_versions WHERE id = $1', [app.versionId])).toBe(1);
    expect((await c().get(`/api/store/orders/${order.json.order.number}`, { token: buyer.token })).json.order.version.hash).toBe(app.hash);
    await expect(ctx.db.query('DELETE FROM store_versions WHERE id = $1', [app.versionId])).rejects.toThrow();
    await expect(ctx.db.query(`UPDATE store_orders SET price = 1 WHERE app_id = $1`, [app.id])).rejects.toThrow();
  });

  it('records the approval and baseline on the version when a newer one is approved', async () => {
    const author = await newUser(ctx.app);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    await approveNewVersion(ctx.db, app.id, 2, [...SAMPLE_APP_FILES, { path: 'README.md', content: 'v2' }], 'fail');
    const r = await ctx.db.query<{ number: number; approved: boolean; approved_baseline: string }>(
      'SELECT number, approved_at IS NOT NULL AS approved, approved_baseline FROM store_versions WHERE app_id = $1 ORDER BY number',
      [app.id],
    );
    expect(r.rows).toEqual([
      { number: 1, approved: true, approved_baseline: 'pass' },
      { number: 2, approved: true, approved_baseline: 'fail' },
    ]);
  });
});
