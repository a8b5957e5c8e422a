import { useQuery } from '@tanstack/react-query';
import type { SolutionsResponse } from '@ov/shared';
import { MARKETPLACE_SEED, type SeedSolution } from '@ov/shared/marketplace-seed';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ShowcaseItem = Pick<SeedSolution, 'slug' | 'classification' | 'category' | 'rating' | 'downloads' | 'featured' | 'tags' | 'startup' | 'translations'>;

const SHOWN = 3;

/** The marketplace's order: featured first, then by rating (the server's ORDER BY). */
const bySpotlight = (a: ShowcaseItem, b: ShowcaseItem) => Number(b.featured) - Number(a.featured) || b.rating - a.rating;

/** What the first paint (and the prerendered HTML) shows: the same seed the server stores (decision 192). */
export const SEED_SHOWCASE: ShowcaseItem[] = [...MARKETPLACE_SEED].sort(bySpotlight).slice(0, SHOWN);

/** The landing showcase reads the marketplace's persisted solutions, starting from the seed until they arrive. */
export const useShowcase = () =>
  useQuery({
    queryKey: queryKeys.marketplace.solutions({ showcase: true }),
    queryFn: async ({ signal }): Promise<ShowcaseItem[]> => {
      const r = await apiFetch<SolutionsResponse>('/api/marketplace/solutions', { anonymous: true, signal });
      return r.items.slice(0, SHOWN).map((s) => ({ ...s, translations: { fr: s.translations.fr ?? { title: s.title, description: s.description }, en: s.translations.en ?? { title: s.title, description: s.description } } }));
    },
    placeholderData: SEED_SHOWCASE,
    staleTime: 60_000,
  });
