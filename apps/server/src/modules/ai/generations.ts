import { createHash } from 'node:crypto';
import { FREE_FIX_CREDIT_DESCRIPTION } from '@ov/shared';
import type { Db, Queryable } from '../../platform/db/types';
import * as repo from './generations.repository';

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

export function createGenerationsStore(db: Db, ledger: FreeLedger): GenerationsPort {
  return {
    async record(userId, fn, files) {
      if (!files.length) return;
      const seen = new Set<string>();
      const unique = files.filter((f) => !seen.has(f.path) && seen.add(f.path));
      await db.transaction((tx) =>
        repo.insertGeneration(
          tx,
          userId,
          fn,
          unique.map((f) => ({ path: f.path.slice(0, 512), sha256: contentSha256(f.content) })),
        ),
      );
    },

    freeFixAvailable: (userId, content) => repo.hasEligibleGeneration(db, userId, contentSha256(content)),

    async claimFreeFix(userId, content) {
      return db.transaction(async (tx) => {
        if (!(await repo.takeFreeFix(tx, userId, contentSha256(content)))) return false;
        await ledger.noteFree({ userId, description: FREE_FIX_CREDIT_DESCRIPTION }, tx);
        return true;
      });
    },
  };
}
