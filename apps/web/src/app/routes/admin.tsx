import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/features/admin/components/admin-page';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

/** /admin: the console for admins; anyone else gets the 404 page (the API answers 403 anyway). */
export function Component() {
  const { user } = useAuth();
  const { t } = useTranslation('common');
  if (!user?.roles.includes('admin')) {
    return (
      <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
        <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} />
        <h1 className="text-6xl font-bold" data-testid="not-found-code">
          404
        </h1>
        <p className="text-xl text-muted-foreground">{t('notFound.message')}</p>
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </section>
    );
  }
  return <AdminPage />;
}
