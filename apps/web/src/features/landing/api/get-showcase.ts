import { useEffect, useState } from 'react';
import type { SolutionsResponse } from '@ov/shared';
import { MARKETPLACE_SEED, type SeedSolution } from '@ov/shared/marketplace-seed';
import { apiFetch } from '@/lib/api-client';

export type ShowcaseItem = Pick<SeedSolution, 'slug' | 'classification' | 'category' | 'rating' | 'downloads' | 'featured' | 'tags' | 'startup' | 'translations'>;

const SHOWN = 3;

/** The marketplace's order: featured first, then by rating (the server's ORDER BY). */
const bySpotlight = (a: ShowcaseItem, b: ShowcaseItem) => Number(b.featured) - Number(a.featured) || b.rating - a.rating;

/** What the first paint (and the prerendered HTML) shows: the same seed the server stores (decision 192). */
export const SEED_SHOWCASE: ShowcaseItem[] = [...MARKETPLACE_SEED].sort(bySpotlight).slice(0, SHOWN);

async function fetchShowcase(signal: AbortSignal): Promise<ShowcaseItem[]> {
  const r = await apiFetch<SolutionsResponse>('/api/marketplace/solutions', { anonymous: true, signal });
  return r.items.slice(0, SHOWN).map((s) => ({ ...s, translations: { fr: s.translations.fr ?? { title: s.title, description: s.description }, en: s.translations.en ?? { title: s.title, description: s.description } } }));
}

/** The last answer and when it came: reused for a minute, like the query's staleTime it replaces. */
let cached: { at: number; items: ShowcaseItem[] } | undefined;
const STALE_MS = 60_000;

/**
 * The landing showcase reads the marketplace's persisted solutions, starting from the seed until they arrive. A
 * plain fetch in an effect, not a react-query query: the query client is not part of the landing page's first
 * load (decision 235). A failed request keeps the seed, as the query's placeholder did.
 */
export function useShowcase(): { data: ShowcaseItem[] } {
  const [items, setItems] = useState<ShowcaseItem[]>(() => cached?.items ?? SEED_SHOWCASE);
  useEffect(() => {
    if (cached && Date.now() - cached.at < STALE_MS) return;
    const ctrl = new AbortController();
    fetchShowcase(ctrl.signal).then(
      (list) => {
        cached = { at: Date.now(), items: list };
        setItems(list);
      },
      () => {
        // offline or refused: the seed stays
      },
    );
    return () => ctrl.abort();
  }, []);
  return { data: items };
}
