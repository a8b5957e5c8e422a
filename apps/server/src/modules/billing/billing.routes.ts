import { Hono } from 'hono';
import { purchaseSchema, type OrdersResponse, type PacksResponse, type PurchaseResponse } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import type { CreditsService } from '../credits';
import { createBillingService } from './billing.service';
import { createDemoPaymentProvider, type PaymentProvider } from './payment-provider';

/**
 * GET /api/billing/packs (anyone), POST /api/billing/orders and GET /api/billing/orders (signed in).
 * `config` is accepted for symmetry with the other feature modules; the provider defaults to the offline demo.
 */
export function createBillingRoutes(deps: { db: Db; credits: CreditsService; config?: unknown; provider?: PaymentProvider }) {
  const billing = createBillingService({ db: deps.db, credits: deps.credits, provider: deps.provider ?? createDemoPaymentProvider() });
  const r = new Hono<AppEnv>();
  r.get('/packs', (c) => c.json({ packs: billing.packs(), provider: billing.provider } satisfies PacksResponse));
  r.post('/orders', requireUser, async (c) => {
    const body = await readJson(c, purchaseSchema);
    const header = c.req.header('idempotency-key');
    const key = body.idempotency_key ?? (header && /^[A-Za-z0-9_.:-]{1,100}$/.test(header) ? header : undefined);
    const { replayed, ...result } = await billing.purchase(currentUser(c).id, body.pack_id, key);
    return c.json(result satisfies PurchaseResponse, replayed ? 200 : 201);
  });
  r.get('/orders', requireUser, async (c) => c.json({ orders: await billing.listOrders(currentUser(c).id) } satisfies OrdersResponse));
  return r;
}
