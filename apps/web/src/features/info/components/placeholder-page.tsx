import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { usePageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { InfoHero, InfoSection } from './info-layout';

/** Spec §2: every other info page is a placeholder saying it is being set up, with title and description. */
export function PlaceholderPage({ slug }: { slug: string }) {
  const { t } = useTranslation('info');
  const title = t(`pages.${slug}.title`);
  const description = t(`pages.${slug}.description`);
  usePageMeta(title, description);
  return (
    <InfoSection>
      <InfoHero title={title} subtitle={description} />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border p-8 text-center">
        <Construction className="size-10 text-primary" aria-hidden="true" />
        <p>{t('placeholder.body')}</p>
        <Button asChild variant="outline">
          <Link to="/contact">{t('placeholder.contact')}</Link>
        </Button>
      </div>
    </InfoSection>
  );
}
