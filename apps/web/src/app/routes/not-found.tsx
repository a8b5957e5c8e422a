import { NotFoundContent } from '@/components/not-found-content';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}
