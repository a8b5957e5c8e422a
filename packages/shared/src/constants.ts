/** Business constants of the product spec, section 9. */
export const CREDIT_COST = { chat: 1, app: 2 } as const;
export const SIGN_UP_CREDITS = 100;
export const TRANSACTION_HISTORY_LIMIT = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_CREDIT_DESCRIPTION = 'Utilisation IA';
export const FALLBACK_CREDIT_DESCRIPTION = 'Utilisation IA (fallback)';
/** Ledger row (0 credits) of the free first automatic fix of a file the AI wrote (decision 043). */
export const FREE_FIX_CREDIT_DESCRIPTION = 'Correction automatique offerte';
