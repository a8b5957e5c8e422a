import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';

/** The 404 page's content: the unknown-route page shows it in the public layout, /admin to a non-admin in the app's. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
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
