import { useMatches } from 'react-router';
import { PlaceholderPage, isPlaceholderSlug } from '@/features/info/components/placeholder-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  const matches = useMatches();
  const slug = [...matches].reverse().map((m) => (m.handle as { infoSlug?: string } | undefined)?.infoSlug).find(isPlaceholderSlug) ?? 'guide';
  return (
    <PublicLayout>
      <PlaceholderPage key={slug} slug={slug} />
    </PublicLayout>
  );
}
