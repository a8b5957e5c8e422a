import { Hono } from 'hono';
import { addCreditsSchema, creditTransactionsQuerySchema, useCreditsSchema, DEFAULT_CREDIT_DESCRIPTION } from '@ov/shared';
import type { CreditsBalance, CreditTransactionsResponse } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { readJson, readQuery } from '../../platform/http/validate';
import { clientIp } from '../../platform/http/request-meta';
import { currentUser, requireRole, requireUser } from '../../platform/security/guards';
import type { CreditsService } from './credits.service';

const idempotencyHeader = (v: string | undefined) => (v && /^[A-Za-z0-9_.:-]{1,100}$/.test(v) ? v : undefined);

/** GET /api/credits and /api/credits/transactions. */
export function createCreditsRoutes(credits: CreditsService) {
  const r = new Hono<AppEnv>();
  r.use('*', requireUser);
  r.get('/', async (c) => c.json((await credits.getBalance(currentUser(c).id)) satisfies CreditsBalance));
  r.get('/transactions', async (c) => {
    const { limit } = readQuery(c, creditTransactionsQuerySchema);
    return c.json({ transactions: await credits.listTransactions(currentUser(c).id, limit) } satisfies CreditTransactionsResponse);
  });
  return r;
}

/** POST /api/rpc/use_credits and /api/rpc/add_credits (spec section 7 names). */
export function createRpcRoutes(deps: { credits: CreditsService }) {
  const r = new Hono<AppEnv>();
  r.post('/use_credits', requireUser, async (c) => {
    const body = await readJson(c, useCreditsSchema);
    const result = await deps.credits.spend({
      userId: currentUser(c).id,
      amount: body.credits_to_use,
      description: body.transaction_description ?? DEFAULT_CREDIT_DESCRIPTION,
      idempotencyKey: body.idempotency_key ?? idempotencyHeader(c.req.header('idempotency-key')),
    });
    if (!result.ok) throw new AppError(402, 'insufficient_credits', 'Insufficient credits');
    return c.json({ amount: result.amount });
  });

  r.post('/add_credits', requireRole('admin'), async (c) => {
    const body = await readJson(c, addCreditsSchema);
    const result = await deps.credits.grantByAdmin({
      actorId: currentUser(c).id,
      ip: clientIp(c),
      userId: body.user_id,
      amount: body.credits_to_add,
      description: body.transaction_description,
      idempotencyKey: body.idempotency_key,
    });
    return c.json({ amount: result.amount });
  });
  return r;
}
