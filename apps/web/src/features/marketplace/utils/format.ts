import type { MarketplaceSolution, SolutionTranslations } from '@ov/shared';

const locale = (lng: string) => (lng === 'en' ? 'en-GB' : 'fr-FR');

/** Whole euros, in the page's language (fr: 320 000 €, en: €320,000). */
export const formatEuros = (lng: string, amount: number) =>
  new Intl.NumberFormat(locale(lng), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);

export const formatCompact = (lng: string, n: number) => new Intl.NumberFormat(locale(lng), { notation: 'compact', maximumFractionDigits: 1 }).format(n);

export const formatDecimal = (lng: string, n: number) => new Intl.NumberFormat(locale(lng), { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(n);

/** The solution's title and description in the page's language when it has them, else as written. */
export function textOf(s: Pick<MarketplaceSolution, 'title'> & { description?: string; translations: SolutionTranslations }, lng: string) {
  const tr = s.translations[lng === 'en' ? 'en' : 'fr'];
  return { title: tr?.title ?? s.title, description: tr?.description ?? s.description ?? '' };
}

/** A typed amount: whole euros from 1 to 100 M€ (the shared schema decides; this only parses the field). */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** 64 % in French, 64% in English. */
export const formatPercent = (lng: string, percent: number) => new Intl.NumberFormat(locale(lng), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
