import { z } from 'zod';
import { TRANSACTION_HISTORY_LIMIT } from './constants';

export const CREDIT_TRANSACTION_KINDS = ['signup_bonus', 'usage', 'grant', 'purchase', 'refund'] as const;
export type CreditTransactionKind = (typeof CREDIT_TRANSACTION_KINDS)[number];

/** What a use or a grant of credits may carry: its line in the history, and a key that makes it safe to replay. */
const movement = {
  transaction_description: z.string().trim().min(1).max(200).optional(),
  /** Replaying a key returns the first result without counting twice (use_credits also takes it as the Idempotency-Key header). */
  idempotency_key: z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/).optional(),
};

export const useCreditsSchema = z.object({ credits_to_use: z.number().int().min(1).max(10_000), ...movement }).strict();
export type UseCreditsInput = z.infer<typeof useCreditsSchema>;

export const addCreditsSchema = z.object({ user_id: z.uuid(), credits_to_add: z.number().int().min(1).max(1_000_000), ...movement }).strict();
export type AddCreditsInput = z.infer<typeof addCreditsSchema>;

export const creditTransactionsQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(TRANSACTION_HISTORY_LIMIT).default(TRANSACTION_HISTORY_LIMIT) })
  .strict();

export type CreditsBalance = { amount: number; total_used: number; last_reset_at: string | null };
export type CreditTransaction = {
  id: string;
  user_id: string;
  delta: number;
  balance_after: number;
  description: string;
  kind: CreditTransactionKind;
  /** What the row paid for, in words the web translates (decision 033); null for rows written before it. */
  reason?: CreditReason | null;
  created_at: string;
};
export type CreditAmountResponse = { amount: number };
export type CreditTransactionsResponse = { transactions: CreditTransaction[] };

/**
 * Structured reason of a ledger row (migration 023, decision 033): a code the web renders from its catalogue
 * and the parameters it names. `description` keeps the spec's French label for other readers.
 */
export const CREDIT_REASON_CODES = ['ai_function', 'ai_fallback', 'free_fix'] as const;
export type CreditReasonCode = (typeof CREDIT_REASON_CODES)[number];
export const creditReasonSchema = z
  .object({
    code: z.enum(CREDIT_REASON_CODES),
    /** The AI function that was paid for (e.g. sentinel-ai-agent). */
    fn: z.string().max(60).optional(),
    /** Title of the project it was for, when there was one. */
    project: z.string().max(200).optional(),
    project_id: z.uuid().optional(),
  })
  .strict();
export type CreditReason = z.infer<typeof creditReasonSchema>;
