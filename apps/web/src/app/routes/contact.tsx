import { ContactPage } from '@/features/info/components/contact-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <ContactPage />
    </PublicLayout>
  );
}
