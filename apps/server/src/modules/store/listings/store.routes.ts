import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  findingJustificationSchema,
  findingVerifySchema,
  resubmitStoreAppSchema,
  storeListQuerySchema,
  storeReviewSchema,
  submitStoreAppSchema,
  updateStoreAppPriceSchema,
  type StoreAppDetail,
  type StoreAppSummary,
  type StoreListResponse,
  type StoreQueueResponse,
  type StoreSourceResponse,
} from '@ov/shared';
import type { AppEnv } from '../../../platform/http/app-env';
import { AppError } from '../../../platform/http/errors';
import { clientIp } from '../../../platform/http/request-meta';
import { isUuid, readJson, readQuery, ValidationError } from '../../../platform/http/validate';
import { currentUser, requireRole, requireUser } from '../../../platform/security/guards';
import type { StoreService } from './store.service';

const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugOf = (v: string | undefined): string => {
  if (!v || v.length > 80 || !SLUG_RE.test(v)) throw new AppError(404, 'not_found', 'Application not found');
  return v;
};
const findingOf = (v: string | undefined): string => {
  if (!v || !/^[0-9a-f]{16}$/.test(v)) throw new AppError(404, 'store_finding_not_found', 'Finding not found in this version');
  return v;
};

/**
 * The shared schemas, with the store's own codes for the two rules the spec's dialog words itself: a price off the
 * 1,000 € step (or under 1,000 €) is `store_invalid_price`, a rejection without feedback `store_feedback_required`.
 */
async function readStoreJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  try {
    return await readJson(c, schema);
  } catch (err) {
    if (err instanceof ValidationError) {
      if (err.details.some((d) => d.path === 'price')) throw new AppError(400, 'store_invalid_price', 'The price must be at least 1,000 EUR, in steps of 1,000 EUR');
      if (err.details.some((d) => d.path === 'feedback' && d.message === 'feedback_required')) throw new AppError(400, 'store_feedback_required', 'Feedback is required to reject');
    }
    throw err;
  }
}

/** DESIGN §4b, /api/store. */
export function createStoreRoutes(store: StoreService) {
  const r = new Hono<AppEnv>();
  const ip = (c: Context<AppEnv>) => clientIp(c);

  r.get('/apps', async (c) => c.json((await store.list(c.get('user'), readQuery(c, storeListQuerySchema))) satisfies StoreListResponse));
  r.get('/apps/mine', requireUser, async (c) => c.json((await store.mine(currentUser(c))) satisfies { items: StoreAppSummary[]; total: number }));
  r.post('/apps', requireUser, async (c) => {
    const body = await readStoreJson(c, submitStoreAppSchema);
    return c.json({ app: (await store.submit(currentUser(c), body, ip(c))) satisfies StoreAppDetail }, 201);
  });
  r.get('/apps/:slug', async (c) => c.json({ app: (await store.get(c.get('user'), slugOf(c.req.param('slug')))) satisfies StoreAppDetail }));
  r.patch('/apps/:slug', requireUser, async (c) => {
    const slug = slugOf(c.req.param('slug'));
    const body = await readStoreJson(c, updateStoreAppPriceSchema);
    return c.json({ app: (await store.updatePrice(currentUser(c), slug, body, ip(c))) satisfies StoreAppDetail });
  });
  r.post('/apps/:slug/versions', requireUser, async (c) => {
    const slug = slugOf(c.req.param('slug'));
    const body = await readStoreJson(c, resubmitStoreAppSchema);
    return c.json({ app: (await store.resubmit(currentUser(c), slug, body, ip(c))) satisfies StoreAppDetail }, 201);
  });
  r.post('/apps/:slug/findings/:id/justification', requireUser, async (c) => {
    const slug = slugOf(c.req.param('slug'));
    const id = findingOf(c.req.param('id'));
    const { text } = await readStoreJson(c, findingJustificationSchema);
    return c.json({ app: (await store.justify(currentUser(c), slug, id, text, ip(c))) satisfies StoreAppDetail });
  });
  r.get('/apps/:slug/sbom', async (c) => {
    const { bom, filename } = await store.sbom(c.get('user'), slugOf(c.req.param('slug')));
    return c.body(JSON.stringify(bom, null, 2), 200, {
      'content-type': 'application/vnd.cyclonedx+json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    });
  });
  r.get('/apps/:slug/source', async (c) => c.json((await store.source(c.get('user'), slugOf(c.req.param('slug')))) satisfies StoreSourceResponse));
  return r;
}

/** DESIGN §4b, /api/admin/store (issue 17 item 1): admins only (401 anonymous, 403 other roles). */
export function createStoreAdminRoutes(store: StoreService) {
  const r = new Hono<AppEnv>();
  const ip = (c: Context<AppEnv>) => clientIp(c);
  r.use('/store/*', requireRole('admin'));
  r.get('/store/queue', async (c) => c.json((await store.queue()) satisfies StoreQueueResponse));
  r.post('/store/apps/:slug/review', async (c) => {
    const slug = slugOf(c.req.param('slug'));
    const body = await readStoreJson(c, storeReviewSchema);
    return c.json({ app: (await store.review(currentUser(c), slug, body, ip(c))) satisfies StoreAppDetail });
  });
  r.post('/store/findings/:id/verify', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError(404, 'store_finding_not_found', 'Justification not found');
    const { verified } = await readStoreJson(c, findingVerifySchema);
    return c.json({ app: (await store.verify(currentUser(c), id, verified, ip(c))) satisfies StoreAppDetail });
  });
  return r;
}
