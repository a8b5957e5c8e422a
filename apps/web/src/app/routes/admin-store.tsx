import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { AdminQueue } from '@/features/store/components/admin-queue';
import { PublicLayout } from '../layouts/public-layout';
import { Component as NotFound } from './not-found';

// Admin only: anyone else (signed out included) sees the not-found page, so the route does not reveal itself.
export function Component() {
  const { t } = useTranslation('common');
  const { status, user } = useAuth();
  if (status === 'loading') {
    return (
      <PublicLayout>
        <Spinner label={t('loading')} className="py-16" />
      </PublicLayout>
    );
  }
  if (!user?.roles.includes('admin')) return <NotFound />;
  return (
    <PublicLayout>
      <AdminQueue />
    </PublicLayout>
  );
}
