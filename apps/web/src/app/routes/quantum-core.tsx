import { PublicLayout } from '../layouts/public-layout';
import { QuantumPage } from '@/features/quantum/components/quantum-page';

export function Component() {
  return (
    <PublicLayout>
      <QuantumPage />
    </PublicLayout>
  );
}
