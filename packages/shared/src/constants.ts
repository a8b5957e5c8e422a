/** Business constants of the product spec, section 9. */
export const CREDIT_COST = { chat: 1, app: 2 } as const;
export const SIGN_UP_CREDITS = 100;
export const TRANSACTION_HISTORY_LIMIT = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_CREDIT_DESCRIPTION = 'Utilisation IA';
export const FALLBACK_CREDIT_DESCRIPTION = 'Utilisation IA (fallback)';
/** Ledger row (0 credits) of the free first automatic fix of a file the AI wrote (decision 043). */
export const FREE_FIX_CREDIT_DESCRIPTION = 'Correction automatique offerte';

/**
 * Spec §3: the language of a first visit (nothing stored) is French unless the browser's language is not French.
 * `tag` is navigator.language in the browser, the first Accept-Language entry on the server; none: French.
 */
export function firstVisitLanguage(tag: string | null | undefined): 'fr' | 'en' {
  const t = (tag ?? '').trim().toLowerCase();
  return t === '' || t === '*' || t.startsWith('fr') ? 'fr' : 'en';
}
