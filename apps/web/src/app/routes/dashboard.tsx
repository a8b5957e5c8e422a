import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyPledges } from '@/features/marketplace/components/my-pledges';

export function Component() {
  return <DashboardPage investments={<MyPledges />} />;
}
