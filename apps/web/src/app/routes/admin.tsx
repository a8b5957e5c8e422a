import { AdminPage } from '@/features/admin/components/admin-page';
import { NotFoundContent } from '@/components/not-found-content';
import { useAuth } from '@/lib/auth';

/** /admin: the console for admins; anyone else gets the 404 page (the API answers 403 anyway). */
export function Component() {
  const { user } = useAuth();
  if (!user?.roles.includes('admin')) {
    return <NotFoundContent />;
  }
  return <AdminPage />;
}
