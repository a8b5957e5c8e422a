import { DeployPage } from '@/features/deploy/components/deploy-page';

export function Component() {
  return <DeployPage />;
}
