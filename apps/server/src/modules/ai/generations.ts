import { createHash } from 'node:crypto';
import { FREE_FIX_CREDIT_DESCRIPTION } from '@ov/shared';
import type { Db, Queryable } from '../../platform/db/types';

/**
 * What the AI wrote for whom, and the free first fix of it (docs/decisions/043-ai-repair-and-free-first-fix.md).
 * The server hashes the content it receives; no client flag or client hash is ever trusted.
 */

/** Two versions of a file are the same one when they differ only by trailing whitespace (editors and the client trim it). */
export const sameFile = (a: string, b: string): boolean => a.trimEnd() === b.trimEnd();

/** SHA-256 of a file as the AI wrote it, by the same rule as sameFile. */
export const contentSha256 = (content: string): string => createHash('sha256').update(content.trimEnd(), 'utf8').digest('hex');

export type GenerationFn = 'sentinel-ai-agent' | 'sentinel-codegen';

export interface GenerationsPort {
  /** Records a delivered, paid answer: one row, one hash per file. */
  record(userId: string, fn: GenerationFn, files: { path: string; content: string }[]): Promise<void>;
  /** Read-only: could `content` get a free fix now (the precheck, before the provider runs)? */
  freeFixAvailable(userId: string, content: string): Promise<boolean>;
  /**
   * Atomically takes the free fix of the newest generation of THIS user that wrote exactly `content` and has
   * not given its free fix yet, and writes the 0-credit ledger row in the same transaction. False when there is
   * none (or a concurrent request took it first).
   */
  claimFreeFix(userId: string, content: string): Promise<boolean>;
}

export type FreeLedger = { noteFree(input: { userId: string; description: string }, tx: Queryable): Promise<unknown> };

const ELIGIBLE = `SELECT g.id FROM ai_generations g JOIN ai_generation_files f ON f.generation_id = g.id
  WHERE g.user_id = $1 AND f.content_sha256 = $2 AND g.free_fix_at IS NULL`;

export function createGenerationsStore(db: Db, ledger: FreeLedger): GenerationsPort {
  return {
    async record(userId, fn, files) {
      if (!files.length) return;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>('INSERT INTO ai_generations (user_id, fn) VALUES ($1, $2) RETURNING id', [userId, fn]);
        const id = rows[0]!.id;
        const seen = new Set<string>();
        const unique = files.filter((f) => !seen.has(f.path) && seen.add(f.path));
        await tx.query(
          `INSERT INTO ai_generation_files (generation_id, path, content_sha256)
           SELECT $1, p, h FROM unnest($2::text[], $3::text[]) AS t(p, h)`,
          [id, unique.map((f) => f.path.slice(0, 512)), unique.map((f) => contentSha256(f.content))],
        );
      });
    },

    async freeFixAvailable(userId, content) {
      const { rows } = await db.query(`${ELIGIBLE} LIMIT 1`, [userId, contentSha256(content)]);
      return rows.length > 0;
    },

    async claimFreeFix(userId, content) {
      return db.transaction(async (tx) => {
        // The outer `free_fix_at IS NULL` is re-checked on the locked row: of two concurrent claims on one
        // generation, the second finds it taken and gets nothing.
        const { rows } = await tx.query<{ id: string }>(
          `UPDATE ai_generations SET free_fix_at = now()
           WHERE id = (${ELIGIBLE} ORDER BY g.created_at DESC LIMIT 1) AND free_fix_at IS NULL
           RETURNING id`,
          [userId, contentSha256(content)],
        );
        if (!rows.length) return false;
        await ledger.noteFree({ userId, description: FREE_FIX_CREDIT_DESCRIPTION }, tx);
        return true;
      });
    },
  };
}
