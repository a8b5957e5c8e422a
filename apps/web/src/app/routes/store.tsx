import { PublicLayout } from '../layouts/public-layout';
import { StorePage } from '@/features/store/components/store-page';

export function Component() {
  return (
    <PublicLayout>
      <StorePage />
    </PublicLayout>
  );
}
