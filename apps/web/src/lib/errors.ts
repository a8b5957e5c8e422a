import type { Namespace, TFunction } from 'i18next';
import { isApiError } from './api-client';

/** Words for an error: the server's code looked up in locales/<lang>/errors.json. */
export function errorText(t: TFunction<Namespace>, err: unknown): string {
  if (isApiError(err)) {
    const key = `errors:${err.code}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
    return err.message || t('errors:internal');
  }
  if (err instanceof Error && err.message) return err.message;
  return t('errors:internal');
}
