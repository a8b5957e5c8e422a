import { LandingPage } from '@/features/landing/components/landing-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
