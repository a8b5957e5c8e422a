import { Hono, type MiddlewareHandler } from 'hono';
import {
  createSolutionSchema,
  evaluationInputSchema,
  grantInputSchema,
  isMinistryRole,
  pledgeInputSchema,
  solutionsQuerySchema,
  type LinkableListingsResponse,
  type MyPledgesResponse,
  type ReceivedResponse,
  type SolutionDetailResponse,
  type SolutionResponse,
  type SolutionsResponse,
} from '@ov/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp } from '../../platform/http/request-meta';
import { isUuid, readJson, readQuery } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import type { MarketplaceService } from './marketplace.service';

/** 401 when anonymous; 403 with a code that tells the caller which role the action needs (decision 194). */
const requireInvestor: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).roles.includes('investor')) throw new AppError(403, 'investor_role_required', 'Pledging requires the investor role');
  await next();
};
const requireMinistry: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).roles.some(isMinistryRole)) throw new AppError(403, 'ministry_role_required', 'This action requires a ministry role');
  await next();
};

const requireStartup: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).roles.includes('developer')) throw new AppError(403, 'startup_role_required', 'Publishing requires the developer (startup) role');
  await next();
};

function solutionId(c: Context<AppEnv>): string {
  const id = c.req.param('id');
  if (!isUuid(id)) throw new AppError(404, 'not_found', 'Solution not found');
  return id;
}

/** The body's idempotency_key, else a well-formed Idempotency-Key header. */
function withHeaderKey<T extends { idempotency_key?: string | undefined }>(c: Context<AppEnv>, body: T): T {
  if (body.idempotency_key) return body;
  const header = c.req.header('idempotency-key');
  return header && /^[A-Za-z0-9_.:-]{1,100}$/.test(header) ? { ...body, idempotency_key: header } : body;
}

const actor = (c: Context<AppEnv>) => ({ id: currentUser(c).id, ip: clientIp(c), user: currentUser(c) });

/** /api/marketplace (DESIGN §4b). */
export function createMarketplaceRoutes(marketplace: MarketplaceService) {
  const r = new Hono<AppEnv>();
  r.get('/solutions', async (c) => {
    const items = await marketplace.list(readQuery(c, solutionsQuerySchema), c.get('user'));
    return c.json({ items, total: items.length } satisfies SolutionsResponse);
  });
  r.post('/solutions', requireUser, requireStartup, async (c) => {
    const body = withHeaderKey(c, await readJson(c, createSolutionSchema));
    const { replayed, ...result } = await marketplace.create(actor(c), body);
    return c.json(result satisfies SolutionResponse, replayed ? 200 : 201);
  });
  r.get('/linkable-listings', requireUser, async (c) => {
    const items = await marketplace.linkableListings(currentUser(c).id);
    return c.json({ items, total: items.length } satisfies LinkableListingsResponse);
  });
  r.get('/received', requireUser, async (c) => {
    const items = await marketplace.received(currentUser(c));
    return c.json({ items, total: items.length } satisfies ReceivedResponse);
  });
  r.get('/solutions/:id', async (c) => c.json((await marketplace.detail(solutionId(c), c.get('user'))) satisfies SolutionDetailResponse));
  r.post('/solutions/:id/pledges', requireUser, requireInvestor, async (c) => {
    const id = solutionId(c);
    const body = withHeaderKey(c, await readJson(c, pledgeInputSchema));
    const { replayed, ...result } = await marketplace.pledge(actor(c), id, body);
    return c.json(result, replayed ? 200 : 201);
  });
  r.post('/solutions/:id/evaluations', requireUser, requireMinistry, async (c) => {
    const id = solutionId(c);
    const body = withHeaderKey(c, await readJson(c, evaluationInputSchema));
    const { replayed, ...result } = await marketplace.evaluate(actor(c), id, body);
    return c.json(result, replayed ? 200 : 201);
  });
  r.post('/solutions/:id/grants', requireUser, requireMinistry, async (c) => {
    const id = solutionId(c);
    const body = withHeaderKey(c, await readJson(c, grantInputSchema));
    const { replayed, ...result } = await marketplace.grant(actor(c), id, body);
    return c.json(result, replayed ? 200 : 201);
  });
  r.get('/pledges', requireUser, async (c) => {
    const items = await marketplace.myPledges(currentUser(c).id);
    return c.json({ items, total: items.length } satisfies MyPledgesResponse);
  });
  r.get('/provider', (c) => c.json(marketplace.provider));
  return r;
}
