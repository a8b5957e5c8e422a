import { Hono } from 'hono';
import { contactSchema } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { clientIp } from '../../platform/http/request-meta';
import { readJson } from '../../platform/http/validate';
import { RATE_RULES, type RateLimiter } from '../../platform/security/rate-limit';

/** POST /api/contact — anyone, rate-limited per IP; the message is stored. */
export function createContactRoutes(deps: { db: Db; rateLimiter: RateLimiter }) {
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const ip = clientIp(c);
    await deps.rateLimiter.hit(RATE_RULES.contactIp, ip);
    const b = await readJson(c, contactSchema);
    const { rows } = await deps.db.query<{ id: string }>(
      `INSERT INTO contact_messages (first_name, last_name, email, phone, subject, message, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [b.first_name, b.last_name, b.email, b.phone ?? null, b.subject, b.message, ip],
    );
    return c.json({ id: rows[0]!.id }, 201);
  });
  return r;
}
