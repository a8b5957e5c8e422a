import { AboutPage } from '@/features/info/components/about-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <AboutPage />
    </PublicLayout>
  );
}
