import { DEFAULT_CREDIT_DESCRIPTION, type CreditReason, type CreditTransactionKind, type CreditsBalance } from '@ov/shared';
import { isUniqueViolation, type Db, type Queryable } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import { recordAudit } from '../audit';
import * as repo from './credits.repository';

// See docs/decisions/005-credits-ledger.md.

export type SpendInput = {
  userId: string;
  amount: number;
  description?: string;
  idempotencyKey?: string | undefined;
  /** What was paid for, rendered by the web in the reader's language (decision 033). */
  reason?: CreditReason | undefined;
};
export type SpendResult = { ok: true; amount: number; replayed?: boolean } | { ok: false; code: 'insufficient_credits' };

export type GrantInput = {
  userId: string;
  amount: number;
  description: string;
  kind: Exclude<CreditTransactionKind, 'usage'>;
  actorId?: string | null;
  idempotencyKey?: string | undefined;
};
export type GrantResult = { amount: number; transactionId: string; replayed: boolean };

/** An admin's grant (POST /api/rpc/add_credits): audited with the actor and the caller's IP. */
export type AdminGrantInput = {
  actorId: string;
  ip: string | null;
  userId: string;
  amount: number;
  description?: string | undefined;
  idempotencyKey?: string | undefined;
  /** Why, from the admin console (decision 214); written to the audit row. */
  reason?: string | undefined;
};

const ADMIN_GRANT_DESCRIPTION = 'Crédits ajoutés';
/** PostgreSQL foreign_key_violation: the credits row of a user that does not exist. */
const FOREIGN_KEY_VIOLATION = '23503';

const IDEMPOTENCY_CONSTRAINT = 'credit_transactions_idempotency_key';

/** A spend waiting for the one of its user in flight (decision 272). */
type Waiting = { input: SpendInput; resolve: (r: SpendResult) => void; reject: (err: unknown) => void };
/** At most this many spends per statement, and a total the integer balance column can hold. */
const MAX_BATCH = 100;
const MAX_BATCH_TOTAL = 2 ** 31 - 1;

export function createCreditsService(db: Db) {
  async function spendIn(q: Queryable, input: SpendInput): Promise<SpendResult> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError('amount must be a positive integer');
    if (input.idempotencyKey) {
      const prior = await repo.findByIdempotencyKey(q, input.userId, input.idempotencyKey);
      if (prior) return { ok: true, amount: prior.balance_after, replayed: true };
    }
    const balance = await repo.debit(q, input.userId, input.amount);
    if (balance === null) return { ok: false, code: 'insufficient_credits' };
    await repo.insertLedger(q, {
      userId: input.userId,
      delta: -input.amount,
      balanceAfter: balance,
      description: input.description ?? DEFAULT_CREDIT_DESCRIPTION,
      kind: 'usage',
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
    });
    return { ok: true, amount: balance };
  }

  async function grantIn(q: Queryable, input: GrantInput): Promise<GrantResult> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError('amount must be a positive integer');
    if (input.idempotencyKey) {
      const prior = await repo.findByIdempotencyKey(q, input.userId, input.idempotencyKey);
      if (prior) return { amount: prior.balance_after, transactionId: prior.id, replayed: true };
    }
    const balance = await repo.credit(q, input.userId, input.amount);
    const transactionId = await repo.insertLedger(q, {
      userId: input.userId,
      delta: input.amount,
      balanceAfter: balance,
      description: input.description,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      actorId: input.actorId,
    });
    return { amount: balance, transactionId, replayed: false };
  }

  /**
   * One conditional UPDATE plus a ledger row in one statement (so one implicit transaction): never below zero,
   * never twice for the same idempotency key.
   */
  async function spendAlone(input: SpendInput): Promise<SpendResult> {
    const replay = async (): Promise<SpendResult | null> => {
      if (!input.idempotencyKey) return null;
      const prior = await repo.findByIdempotencyKey(db, input.userId, input.idempotencyKey);
      return prior ? { ok: true, amount: prior.balance_after, replayed: true } : null;
    };
    try {
      // One statement: the debit and its ledger row commit or fail together.
      const balance = await repo.debitWithLedger(db, {
        userId: input.userId,
        amount: input.amount,
        description: input.description ?? DEFAULT_CREDIT_DESCRIPTION,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
      });
      if (balance !== null) return { ok: true, amount: balance };
      // Nothing charged: either a replay of a key that already succeeded, or not enough credits.
      return (await replay()) ?? { ok: false, code: 'insufficient_credits' };
    } catch (err) {
      // The key was used before: the whole statement rolled back, so nothing was charged twice.
      if (input.idempotencyKey && isUniqueViolation(err, IDEMPOTENCY_CONSTRAINT)) {
        const r = await replay();
        if (r) return r;
      }
      throw err;
    }
  }

  /**
   * Spends of a user that arrive while another of theirs is in flight from this process wait here and then go to
   * PostgreSQL together, as one statement (decision 272). Concurrent spends of one user all queue on the one row
   * lock of their balance anyway, each holding it through its commit; one statement for the waiting ones takes
   * that lock and flushes the WAL once for all of them. Other instances still contend on the row lock as before.
   */
  const waiting = new Map<string, Waiting[]>();

  async function drain(userId: string): Promise<void> {
    for (;;) {
      const queue = waiting.get(userId)!;
      if (queue.length === 0) {
        waiting.delete(userId);
        return;
      }
      let n = 0;
      let total = 0;
      while (n < queue.length && n < MAX_BATCH && (n === 0 || total + queue[n]!.input.amount <= MAX_BATCH_TOTAL)) total += queue[n++]!.input.amount;
      await spendBatch(userId, queue.splice(0, n));
    }
  }

  /** Settles every waiting spend of `batch`: all in one statement when the balance covers them, else one by one. */
  async function spendBatch(userId: string, batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const spends = batch.map(({ input }) => ({ amount: input.amount, description: input.description ?? DEFAULT_CREDIT_DESCRIPTION, reason: input.reason }));
      let balance: number | null;
      try {
        balance = await repo.debitManyWithLedger(db, userId, spends);
      } catch (err) {
        for (const w of batch) w.reject(err);
        return;
      }
      if (balance !== null) {
        // As if charged in order: each sees the new balance plus what the spends after it took.
        let after = balance;
        for (let i = batch.length - 1; i >= 0; i--) {
          batch[i]!.resolve({ ok: true, amount: after });
          after += batch[i]!.input.amount;
        }
        return;
      }
      // The balance does not cover them all: each is charged (or refused) on its own, in order.
    }
    for (const w of batch) {
      try {
        w.resolve(await spendAlone(w.input));
      } catch (err) {
        w.reject(err);
      }
    }
  }

  /** Runs `fn` in its own transaction; a concurrent twin with the same idempotency key loses the race and replays. */
  async function withReplay<T>(userId: string, key: string | undefined, fn: (q: Queryable) => Promise<T>, replay: (q: Queryable) => Promise<T>) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (key && isUniqueViolation(err, IDEMPOTENCY_CONSTRAINT)) return replay(db);
      throw err;
    }
  }

  return {
    /** The balance (zero when the user has no credits row yet); pass `tx` to read inside the caller's transaction. */
    async getBalance(userId: string, tx?: Queryable): Promise<CreditsBalance> {
      return (await repo.findBalance(tx ?? db, userId)) ?? { amount: 0, total_used: 0, last_reset_at: null };
    },

    /**
     * One conditional UPDATE plus a ledger row in one statement. Never below zero, never twice for the same
     * idempotency key. Spends of a user that arrive while one of theirs is in flight go together once it is done
     * (decision 272). Pass `tx` to charge inside the caller's transaction.
     */
    async spend(input: SpendInput, tx?: Queryable): Promise<SpendResult> {
      if (tx) return spendIn(tx, input);
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError('amount must be a positive integer');
      // A keyed spend replays its key's own row: it is never batched.
      if (input.idempotencyKey) return spendAlone(input);
      const queue = waiting.get(input.userId);
      if (queue) return new Promise<SpendResult>((resolve, reject) => queue.push({ input, resolve, reject }));
      waiting.set(input.userId, []);
      try {
        return await spendAlone(input);
      } finally {
        void drain(input.userId);
      }
    },

    /** Adds credits with a ledger row; pass `tx` to join the caller's transaction (billing, sign-up). */
    async grant(input: GrantInput, tx?: Queryable): Promise<GrantResult> {
      if (tx) return grantIn(tx, input);
      return withReplay(
        input.userId,
        input.idempotencyKey,
        (q) => grantIn(q, input),
        (q) => grantIn(q, input),
      );
    },

    /**
     * A ledger row of 0 credits (kind usage) for something given for free, inside the caller's transaction:
     * the balance does not move, the history says what happened (e.g. "Correction automatique offerte").
     */
    async noteFree(input: { userId: string; description: string; reason?: CreditReason }, tx: Queryable): Promise<{ amount: number }> {
      const balance = await repo.findBalance(tx, input.userId);
      const amount = balance?.amount ?? 0;
      await repo.insertLedger(tx, {
        userId: input.userId,
        delta: 0,
        balanceAfter: amount,
        description: input.description,
        kind: 'usage',
        reason: input.reason,
      });
      return { amount };
    },

    /**
     * An admin adds credits to an account: the grant, its ledger row (with the actor) and the audit row commit
     * together; a replayed idempotency key changes nothing and writes no second audit row. 404 for an unknown user.
     */
    async grantByAdmin(input: AdminGrantInput): Promise<GrantResult> {
      try {
        return await db.transaction(async (tx) => {
          const g = await grantIn(tx, {
            userId: input.userId,
            amount: input.amount,
            description: input.description ?? ADMIN_GRANT_DESCRIPTION,
            kind: 'grant',
            actorId: input.actorId,
            idempotencyKey: input.idempotencyKey,
          });
          if (!g.replayed) {
            await recordAudit(tx, 'credits.granted', {
              actorId: input.actorId,
              targetUserId: input.userId,
              ip: input.ip,
              details: { amount: input.amount, transaction_id: g.transactionId, ...(input.reason ? { reason: input.reason } : {}) },
            });
          }
          return g;
        });
      } catch (err) {
        if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw new AppError(404, 'not_found', 'User not found');
        throw err;
      }
    },
    listTransactions: (userId: string, limit: number) => repo.listTransactions(db, userId, limit),

    /** Exposed so callers can open a transaction and pass it to spend/grant. */
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction(fn),
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
