import type { Queryable } from '../db/types';

// rate_limits: one fixed-window counter per key (docs/decisions/007-rate-limits.md).

/**
 * Counts one hit on `key` in ONE upsert: a window older than `windowSeconds` starts again at 1. Returns the count in
 * the current window and the seconds until it ends (at least 1).
 */
export async function countHit(q: Queryable, key: string, windowSeconds: number): Promise<{ count: number; retry_after: number } | null> {
  const { rows } = await q.query<{ count: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING count,
       GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`,
    [key, windowSeconds],
  );
  return rows[0] ?? null;
}

/** Drops windows that ended more than a day ago, so the table stays small. */
export async function dropOldWindows(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
