import type { Db } from '../db/types';
import { AppError } from '../http/errors';
import * as repo from './rate-limit.repository';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** Limits of docs/decisions/007-rate-limits.md. */
export const RATE_RULES = {
  signInIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInEmail: { name: 'sign-in:email', limit: 10, windowSeconds: 15 * 60 },
  signUpIp: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60 },
  signUpEmail: { name: 'sign-up:email', limit: 5, windowSeconds: 60 * 60 },
  contactIp: { name: 'contact:ip', limit: 5, windowSeconds: 10 * 60 },
  refreshIp: { name: 'refresh:ip', limit: 120, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export type RateLimiter = {
  /** Counts one hit; throws 429 `rate_limited` with Retry-After once the window's limit is passed. */
  hit(rule: RateRule, subject: string): Promise<void>;
};

export const noRateLimit: RateLimiter = { hit: async () => {} };

/**
 * Fixed-window counters in PostgreSQL: one upsert per hit, shared by every instance on the same
 * database, so no Redis is needed to scale out.
 */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(rule, subject) {
      const key = `${rule.name}:${subject}`;
      const row = await repo.countHit(db, key, rule.windowSeconds);
      // Now and then, drop windows that ended long ago so the table stays small.
      if (Math.random() < 0.002) await repo.dropOldWindows(db);
      if (row && row.count > rule.limit) {
        throw new AppError(429, 'rate_limited', 'Too many requests, try again later', {
          'Retry-After': String(row.retry_after),
        });
      }
    },
  };
}
