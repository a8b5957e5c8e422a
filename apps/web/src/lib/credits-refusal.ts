import type { ExternalToast } from 'sonner';
import { isApiError } from './api-client';

/** The server refused for lack of credits (402 insufficient_credits*): the user needs a way to buy more (decision 030). */
export const isOutOfCredits = (e: unknown): boolean =>
  isApiError(e) && (e.status === 402 || e.code === 'insufficient_credits' || e.code.startsWith('insufficient_credits_'));

/** Toast options whose action button opens the credits page, coming back to `from` afterwards. */
export function buyCreditsToast(label: string, go: () => void, description?: string): ExternalToast {
  return { ...(description ? { description } : {}), duration: 10_000, action: { label, onClick: go } };
}
