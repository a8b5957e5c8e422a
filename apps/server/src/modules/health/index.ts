import { Hono } from 'hono';
import type { HealthResponse } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { errorJson } from '../../platform/http/error-handler';

/** GET /api/health — 200 `{status:"ok", db:"ok"}`, or 503 `db_unavailable` while the database is unreachable. */
export function createHealthRoutes(db: Db) {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    try {
      await db.ping(2000);
      return c.json({ status: 'ok', db: 'ok' } satisfies HealthResponse);
    } catch {
      return errorJson(c, 503, 'db_unavailable', 'The database is unavailable', undefined, { 'retry-after': '5' });
    }
  });
  return r;
}
