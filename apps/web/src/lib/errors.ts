import type { Namespace, TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * Words for an error, always from the translated catalogue: the ApiError's `code` (ERROR_CODES of @ov/shared,
 * plus the client's own `network_error` and `aborted`) looked up in locales/<lang>/errors.json. The server's
 * `message` is English text for logs and API clients: it is never shown. Anything else (an unknown code, a
 * non-API error) gets `fallback` when the caller has a more precise sentence, else the generic 'errors:internal'.
 */
export function errorText(t: TFunction<Namespace>, err: unknown, fallback?: string): string {
  if (isApiError(err)) {
    const text = t(`errors:${err.code}`, { defaultValue: '' });
    if (text) return text;
  }
  return fallback ?? t('errors:internal');
}
