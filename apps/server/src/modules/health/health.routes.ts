import { Hono } from 'hono';
import type { HealthResponse } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { errorJson } from '../../platform/http/error-handler';
import { appliedMigrations } from './health.repository';

/**
 * What readiness knows beyond the database: whether this instance is draining (SIGTERM received) and which
 * migrations the code expects. See docs/decisions/220-readiness-and-draining.md.
 */
export type Readiness = {
  /** Flipped once by main.ts on SIGTERM/SIGINT; from then on /api/health/ready answers 503. */
  drain(): void;
  readonly draining: boolean;
  /** Migration file names this build expects in schema_migrations. */
  readonly migrations: readonly string[];
};

export function createReadiness(migrations: readonly string[]): Readiness {
  let draining = false;
  return {
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
    migrations,
  };
}

/**
 * GET /api/health — liveness: 200 `{status:"ok", db:"ok"}`, or 503 `db_unavailable` while the database is unreachable.
 * GET /api/health/ready — readiness: 200 `{status:"ready"}` when the database answers and every expected migration is
 * recorded; 503 `not_ready` with a reason (`draining`, `db_unavailable`, `migrations_pending`) otherwise.
 */
export function createHealthRoutes(db: Db, readiness?: Readiness) {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    try {
      await db.ping(2000);
      return c.json({ status: 'ok', db: 'ok' } satisfies HealthResponse);
    } catch {
      return errorJson(c, 503, 'db_unavailable', 'The database is unavailable', undefined, { 'retry-after': '5' });
    }
  });

  // Once every migration was seen applied it stays so (migrations are forward-only); the database is pinged every time.
  let migrationsSeen = false;
  const notReady = (c: Parameters<typeof errorJson>[0], reason: 'draining' | 'db_unavailable' | 'migrations_pending') =>
    errorJson(c, 503, 'not_ready', 'This instance is not ready to serve', { reason }, { 'retry-after': '5', 'cache-control': 'no-store' });
  r.get('/ready', async (c) => {
    if (readiness?.draining) return notReady(c, 'draining');
    try {
      await db.ping(2000);
      if (!migrationsSeen && readiness && readiness.migrations.length > 0) {
        const applied = await appliedMigrations(db);
        if (!readiness.migrations.every((m) => applied.has(m))) return notReady(c, 'migrations_pending');
        migrationsSeen = true;
      }
    } catch {
      return notReady(c, 'db_unavailable');
    }
    if (readiness?.draining) return notReady(c, 'draining');
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ready' });
  });
  return r;
}
