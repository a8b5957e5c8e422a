import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import type { Catalog } from '@/lib/i18n';

export type Screen = keyof Catalog<'common'>['screens'];

/** An honest placeholder for a screen another issue is building. `screen` keys into common:screens. */
export function ComingSoon({ screen }: { screen: Screen }) {
  const { t } = useTranslation('common');
  const title = t(`screens.${screen}.title`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-16 text-center" aria-labelledby="coming-soon-title">
      <PageMeta title={title} description={t(`screens.${screen}.description`)} />
      <Construction className="size-10 text-primary" aria-hidden="true" />
      <h1 id="coming-soon-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="text-muted-foreground">{t(`screens.${screen}.description`)}</p>
      <p>{t('comingSoon.body')}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">{t('comingSoon.back')}</Link>
      </Button>
    </section>
  );
}
