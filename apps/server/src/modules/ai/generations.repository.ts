import type { Queryable } from '../../platform/db/types';

// ai_generations: what the AI wrote for whom (one row per answer, one hash per file), and its free first fix.

/** Generations of this user that wrote a file with this hash and have not given their free fix yet. */
const ELIGIBLE = `SELECT g.id FROM ai_generations g JOIN ai_generation_files f ON f.generation_id = g.id
  WHERE g.user_id = $1 AND f.content_sha256 = $2 AND g.free_fix_at IS NULL`;

/** One generation row and its files (paths are unique and at most 512 characters; the caller ensures it). */
export async function insertGeneration(q: Queryable, userId: string, fn: string, files: { path: string; sha256: string }[]): Promise<string> {
  const { rows } = await q.query<{ id: string }>('INSERT INTO ai_generations (user_id, fn) VALUES ($1, $2) RETURNING id', [userId, fn]);
  const id = rows[0]!.id;
  await q.query(
    `INSERT INTO ai_generation_files (generation_id, path, content_sha256)
     SELECT $1, p, h FROM unnest($2::text[], $3::text[]) AS t(p, h)`,
    [id, files.map((f) => f.path), files.map((f) => f.sha256)],
  );
  return id;
}

export async function hasEligibleGeneration(q: Queryable, userId: string, sha256: string): Promise<boolean> {
  const { rows } = await q.query(`${ELIGIBLE} LIMIT 1`, [userId, sha256]);
  return rows.length > 0;
}

/**
 * Marks the newest eligible generation as having given its free fix. The outer `free_fix_at IS NULL` is re-checked
 * on the locked row: of two concurrent claims on one generation, the second finds it taken and gets false.
 */
export async function takeFreeFix(q: Queryable, userId: string, sha256: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE ai_generations SET free_fix_at = now()
     WHERE id = (${ELIGIBLE} ORDER BY g.created_at DESC LIMIT 1) AND free_fix_at IS NULL
     RETURNING id`,
    [userId, sha256],
  );
  return rows.length > 0;
}
