import { Hono } from 'hono';
import { storeOrderSchema, storeRatingSchema, type StoreOrderResponse, type StoreOrdersResponse, type StoreRatingResponse } from '@ov/shared';
import type { AppEnv } from '../../../platform/http/app-env';
import { AppError } from '../../../platform/http/errors';
import { readJson } from '../../../platform/http/validate';
import { currentUser, requireUser } from '../../../platform/security/guards';
import type { StoreOrdersService } from './orders.service';

const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
const NUMBER = /^OV-\d{4}-\d{6,}$/;

/**
 * Mounted under /api/store: POST apps/:slug/orders, GET orders, GET orders/:number, POST apps/:slug/ratings,
 * GET apps/:slug/purchase (the viewer's order and rating of a listing).
 */
export function createStoreOrdersRoutes(orders: StoreOrdersService) {
  const r = new Hono<AppEnv>();
  r.post('/apps/:slug/orders', requireUser, async (c) => {
    const body = await readJson(c, storeOrderSchema);
    const header = c.req.header('idempotency-key');
    const key = body.idempotency_key ?? (header && KEY.test(header) ? header : undefined);
    if (!key) throw new AppError(400, 'store_idempotency_required', 'An idempotency_key is required');
    const { order, replayed } = await orders.purchase(currentUser(c), c.req.param('slug'), key, c.get('clientIp') ?? null);
    return c.json({ order } satisfies StoreOrderResponse, replayed ? 200 : 201);
  });
  r.get('/orders', requireUser, async (c) => c.json((await orders.list(currentUser(c).id)) satisfies StoreOrdersResponse));
  r.get('/orders/:number', requireUser, async (c) => {
    const number = c.req.param('number');
    if (!NUMBER.test(number)) throw new AppError(404, 'not_found', 'Order not found');
    return c.json({ order: await orders.get(currentUser(c).id, number) } satisfies StoreOrderResponse);
  });
  r.post('/apps/:slug/ratings', requireUser, async (c) => {
    const { stars } = await readJson(c, storeRatingSchema);
    return c.json((await orders.rate(currentUser(c), c.req.param('slug'), stars, c.get('clientIp') ?? null)) satisfies StoreRatingResponse);
  });
  r.get('/apps/:slug/purchase', requireUser, async (c) => c.json(await orders.mine(currentUser(c), c.req.param('slug'))));
  return r;
}
