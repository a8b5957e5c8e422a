import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyPledges } from '@/features/marketplace/components/my-pledges';
import { Received } from '@/features/marketplace/components/received';
import { MyOrders } from '@/features/deploy/components/my-orders';

export function Component() {
  return <DashboardPage investments={<MyPledges />} received={<Received />} store={<MyOrders />} />;
}
