import { SupportPage } from '@/features/info/components/support-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <SupportPage />
    </PublicLayout>
  );
}
