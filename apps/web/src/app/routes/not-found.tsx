import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <PublicLayout>
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} />
      <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-6xl font-bold" data-testid="not-found-code">
          404
        </h1>
        <p className="text-xl text-muted-foreground">{t('notFound.message')}</p>
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
