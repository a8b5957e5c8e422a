import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <MarketplacePage />
    </PublicLayout>
  );
}
