import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/utils';
import { SEED_SHOWCASE, useShowcase } from './get-showcase';

// The showcase is a plain fetch, not a react-query query (decision 235): what the query's placeholder and staleTime
// did is done by hand. The module keeps the last answer, so the order of these tests matters.
const solution = (slug: string, fr?: { title: string; description: string }) => ({
  slug,
  title: `Title ${slug}`,
  description: `Description ${slug}`,
  classification: 'public',
  category: 'defense',
  rating: 4,
  downloads: 10,
  featured: false,
  tags: [],
  startup: 'Startup',
  translations: fr ? { fr } : {},
});

describe('useShowcase', () => {
  it('shows the seed, and keeps it when the request fails', async () => {
    const calls = mockApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }));
    const { result } = renderHook(() => useShowcase());
    expect(result.current.data).toEqual(SEED_SHOWCASE);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/marketplace/solutions')).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(result.current.data).toEqual(SEED_SHOWCASE);
  });

  it("then the server's first three solutions, each with both languages; a second showcase reuses the answer", async () => {
    const items = ['a', 'b', 'c', 'd'].map((s) => solution(s, s === 'a' ? { title: 'Titre a', description: 'Description a' } : undefined));
    const calls = mockApi((r) => (r.path === '/api/marketplace/solutions' ? { body: { items, total: 4 } } : undefined));
    const { result } = renderHook(() => useShowcase());
    await waitFor(() => expect(result.current.data.map((s) => s.slug)).toEqual(['a', 'b', 'c']));
    expect(result.current.data[0]!.translations).toEqual({ fr: { title: 'Titre a', description: 'Description a' }, en: { title: 'Title a', description: 'Description a' } });
    expect(result.current.data[1]!.translations.fr).toEqual({ title: 'Title b', description: 'Description b' });
    const again = renderHook(() => useShowcase());
    expect(again.result.current.data.map((s) => s.slug)).toEqual(['a', 'b', 'c']);
    expect(calls.filter((c) => c.path === '/api/marketplace/solutions')).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
