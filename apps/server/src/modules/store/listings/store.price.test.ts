import { expect, it } from 'vitest';
import { client } from '../../../test/http';
import { describeEachStore, submitted, user } from '../../../test/store';

// PATCH /api/store/apps/:slug (decision 296): the author adopts the suggested price or sets another one; it applies to
// new orders at once, orders already placed keep theirs, every change is in audit_log and in the timeline.
describeEachStore('store price change', (t) => {
  const c = () => client(t.app);
  const key = () => `k-${Math.random().toString(36).slice(2)}`;

  it('the author adopts the suggested price: new orders pay it, an earlier order keeps its price, audit_log and timeline record it', async () => {
    const author = await user(t);
    const admin = await user(t, 'admin');
    const { slug } = await submitted(t, author.token, undefined, { price: 25000, target_buyers: 'both' });
    expect((await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token })).status).toBe(200);
    const before = await user(t);
    const first = await c().post(`/api/store/apps/${slug}/orders`, { idempotency_key: key() }, { token: before.token });
    expect(first.status).toBe(201);
    expect(first.json.order.price).toBe(25000);

    const suggested = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app.price_suggestion.amount as number;
    const target = suggested === 25000 ? 3000 : suggested;
    const r = await c().patch(`/api/store/apps/${slug}`, { price: target }, { token: author.token });
    expect(r.status).toBe(200);
    // A price is a commercial term: it applies at once, the listing stays approved (no new review).
    expect(r.json.app).toMatchObject({ price: target, status: 'approved' });
    const ev = r.json.app.timeline.find((e: { event: string }) => e.event === 'price_changed');
    expect(ev).toMatchObject({ event: 'price_changed', version: 1, price: { from: 25000, to: target } });
    // The reviewing admin sees the same history.
    const seen = (await c().get(`/api/store/apps/${slug}`, { token: admin.token })).json.app;
    expect(seen.timeline.some((e: { event: string; price?: unknown }) => e.event === 'price_changed' && e.price)).toBe(true);

    const after = await user(t);
    const second = await c().post(`/api/store/apps/${slug}/orders`, { idempotency_key: key() }, { token: after.token });
    expect(second.status).toBe(201);
    expect(second.json.order.price).toBe(target);
    const orders = await c().get('/api/store/orders', { token: before.token });
    expect(JSON.stringify(orders.json)).toContain('"price":25000');

    const rows = await t.db.query<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_log WHERE event = 'store.price_changed' AND details ->> 'app_id' = (SELECT id::text FROM store_apps WHERE slug = $1)`,
      [slug],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.actor_id).toBe(author.id);
    expect(rows.rows[0]!.details).toMatchObject({ from_price: 25000, to_price: target, suggested, status: 'approved' });
  });

  it('validates the price like the submission: integer, at least 1 000, a multiple of 1 000, within the maximum', async () => {
    const author = await user(t);
    const { slug } = await submitted(t, author.token);
    for (const price of [999, 0, -1000, 1500, 2500.5, '3000', null, 20_000_000]) {
      const r = await c().patch(`/api/store/apps/${slug}`, { price }, { token: author.token });
      expect(r.status, `price ${String(price)}`).toBe(400);
      expect(r.json.error.code).toBe('store_invalid_price');
    }
    expect((await c().patch(`/api/store/apps/${slug}`, {}, { token: author.token })).status).toBe(400);
    const extra = await c().patch(`/api/store/apps/${slug}`, { price: 3000, status: 'featured' }, { token: author.token });
    expect(extra.status).toBe(400);
    const app = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app;
    expect(app).toMatchObject({ price: 10000, status: 'audited' });
    // Not the same price twice in the history.
    expect((await c().patch(`/api/store/apps/${slug}`, { price: 10000 }, { token: author.token })).status).toBe(200);
    const n = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE event = 'store.price_changed' AND target_user_id = $1`, [author.id]);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('only the author: 401 anonymous, 404 for a listing others cannot see, 403 for a buyer, another user and an admin', async () => {
    const author = await user(t);
    const admin = await user(t, 'admin');
    const other = await user(t);
    const { slug } = await submitted(t, author.token, undefined, { price: 25000, target_buyers: 'both' });
    // Audited, not yet approved: invisible to others.
    expect((await c().patch(`/api/store/apps/${slug}`, { price: 1000 })).status).toBe(401);
    const hidden = await c().patch(`/api/store/apps/${slug}`, { price: 1000 }, { token: other.token });
    expect(hidden.status).toBe(404);
    expect((await c().patch('/api/store/apps/does-not-exist', { price: 1000 }, { token: author.token })).status).toBe(404);
    expect((await c().patch('/api/store/apps/NOT%20A%20SLUG', { price: 1000 }, { token: author.token })).status).toBe(404);
    // An admin reads it but does not set its price.
    const asAdmin = await c().patch(`/api/store/apps/${slug}`, { price: 1000 }, { token: admin.token });
    expect(asAdmin.status).toBe(403);
    await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token });
    const buyer = await user(t);
    expect((await c().post(`/api/store/apps/${slug}/orders`, { idempotency_key: key() }, { token: buyer.token })).status).toBe(201);
    for (const who of [buyer, other, admin]) {
      const r = await c().patch(`/api/store/apps/${slug}`, { price: 1000 }, { token: who.token });
      expect(r.status).toBe(403);
      expect(r.json.error.code).toBe('forbidden');
    }
    expect((await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app.price).toBe(25000);
    const n = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE event = 'store.price_changed' AND target_user_id = $1`, [author.id]);
    expect(n.rows[0]!.n).toBe(0);
  });
});
