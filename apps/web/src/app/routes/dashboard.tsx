import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyOrders } from '@/features/deploy/components/my-orders';

export function Component() {
  return <DashboardPage store={<MyOrders />} />;
}
