import { STORE_CATEGORIES, STORE_SORTS, type StoreAppSummary, type StoreCategory, type StoreListQuery, type StoreSort } from '@ov/shared';

/** Spec §9: prices in EUR with French formatting (English in English), no cents. */
export function formatPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}

export function formatNumber(n: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'fr-FR').format(n);
}

/** A rating out of 5 with one decimal, French or English decimal mark. */
export function formatRating(rating: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(rating) || 0);
}

export function formatDate(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(d);
}

/**
 * A listing's title and description in the page's language when it has them (the platform's sample listings,
 * decision 174), else as its author wrote them: a user's text is never translated.
 */
export function listingText(app: Pick<StoreAppSummary, 'title' | 'description' | 'translations'>, language: string): { title: string; description: string } {
  const tr = app.translations?.[language === 'en' ? 'en' : 'fr'];
  return { title: tr?.title ?? app.title, description: tr?.description ?? app.description };
}

/** A card shows three technologies and "+N" for the rest (spec §2). */
export function splitTech(stack: readonly string[], shown = 3): { visible: string[]; more: number } {
  return { visible: stack.slice(0, shown), more: Math.max(0, stack.length - shown) };
}

const isCategory = (v: string | null): v is StoreCategory => !!v && (STORE_CATEGORIES as readonly string[]).includes(v);
const isSort = (v: string | null): v is StoreSort => !!v && (STORE_SORTS as readonly string[]).includes(v);

/** The list's state as kept in the URL (?q=&category=&sort=&page=); anything unknown is dropped, not sent. */
export function readListQuery(params: URLSearchParams): StoreListQuery & { sort: StoreSort; page: number } {
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    ...(q ? { q } : {}),
    ...(isCategory(category) ? { category } : {}),
    sort: isSort(sort) ? sort : 'rating',
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL for a list state: defaults are left out so /store stays /store. */
export function writeListQuery(query: StoreListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.category) p.set('category', query.category);
  if (query.sort && query.sort !== 'rating') p.set('sort', query.sort);
  if (query.page && query.page > 1) p.set('page', String(query.page));
  return p;
}

/** Short hash for display (the full one is in a title and copyable). */
export const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 12)}…${hash.slice(-4)}` : hash);
