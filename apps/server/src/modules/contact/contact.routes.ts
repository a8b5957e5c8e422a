import { Hono } from 'hono';
import { contactSchema } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { clientIp } from '../../platform/http/request-meta';
import { readJson } from '../../platform/http/validate';
import { RATE_RULES, type RateLimiter } from '../../platform/security/rate-limit';
import { createContactService, type ContactService } from './contact.service';

/** POST /api/contact — anyone, rate-limited per IP (every attempt counts, valid or not); the message is stored. */
export function createContactRoutes(deps: { db: Db; rateLimiter: RateLimiter; contact?: ContactService }) {
  const contact = deps.contact ?? createContactService(deps.db);
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const ip = clientIp(c);
    await deps.rateLimiter.hit(RATE_RULES.contactIp, ip);
    const body = await readJson(c, contactSchema);
    return c.json({ id: await contact.send(body, ip) }, 201);
  });
  return r;
}
