import { AnnouncementBanner, LandingPage } from '@/features/landing/components/landing-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <>
      <AnnouncementBanner />
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    </>
  );
}
