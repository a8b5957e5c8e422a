import type { RequestOptions } from '@/lib/api-client';
import { requestAiFix, type AiFixResult } from '@/lib/ai-fix';
import type { PreviewEvent, ProjectFile } from '../types';

export { fixPrompt, unwrapFence } from '@/lib/ai-fix';
export type FixResult = AiFixResult;

/**
 * The /preview page's "ask the AI to fix": the error and the whole file to sentinel-codegen (lib/ai-fix.ts).
 * Billing of the first automatic fix is the server's rule: docs/decisions/043-ai-repair-and-free-first-fix.md.
 * With `signal` aborted (the user cancels or leaves the page) the connection closes and nothing is charged.
 */
export function fixError(error: PreviewEvent, file: ProjectFile, locale?: 'fr' | 'en', opts?: RequestOptions): Promise<FixResult> {
  return requestAiFix(error, file, { ...(locale ? { locale } : {}), ...(opts?.signal ? { signal: opts.signal } : {}) });
}
