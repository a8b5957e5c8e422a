import type { Namespace, TFunction } from 'i18next';
import type { Catalog } from '@/lib/i18n';
import { DEFAULT_CREDIT_DESCRIPTION, FALLBACK_CREDIT_DESCRIPTION, FREE_FIX_CREDIT_DESCRIPTION, type CreditReason } from '@ov/shared';

/** French labels the server wrote before rows carried a reason (decision 033), mapped onto catalogue keys. */
const KNOWN: Record<string, keyof Catalog<'credits'>['history']['known']> = {
  [DEFAULT_CREDIT_DESCRIPTION]: 'usage',
  [FALLBACK_CREDIT_DESCRIPTION]: 'fallback',
  [FREE_FIX_CREDIT_DESCRIPTION]: 'freeFix',
  'Crédits de bienvenue': 'welcome',
  'Crédits ajoutés': 'granted',
};
const PURCHASE = /^Achat de crédits : pack (\S+)( \(démo\))?$/;

/**
 * What a ledger row paid for, in the reader's language: from its structured reason (function, project), else
 * from the spec's French description when it is one the app wrote, else the description as stored.
 */
export function describeTransaction(t: TFunction<Namespace>, tx: { description: string; reason?: CreditReason | null | undefined }): string {
  const r = tx.reason;
  if (r) {
    const fn = r.fn ? t(`credits:history.functions.${r.fn}`, { defaultValue: r.fn }) : t('credits:history.known.usage');
    const base = r.code === 'ai_fallback' ? t('credits:history.reason.fallback', { fn }) : r.code === 'free_fix' ? t('credits:history.known.freeFix') : fn;
    return r.project ? t('credits:history.reason.withProject', { what: base, project: r.project }) : base;
  }
  const known = KNOWN[tx.description];
  if (known) return t(`credits:history.known.${known}`);
  const purchase = PURCHASE.exec(tx.description);
  if (purchase) {
    const pack = t(`credits:packs.names.${purchase[1]}`, { defaultValue: purchase[1] ?? '' });
    return purchase[2] ? t('credits:history.known.purchaseDemo', { pack }) : t('credits:history.known.purchase', { pack });
  }
  return tx.description;
}
