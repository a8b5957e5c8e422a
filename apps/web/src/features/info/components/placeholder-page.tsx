import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { INFO_SLUGS, type InfoSlug } from '@/config/paths';
import type { Catalog } from '@/lib/i18n';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { InfoHero, InfoSection } from './info-layout';

/** Spec §2: every other info page is a placeholder saying it is being set up, with title and description. */
/** The info pages without a screen of their own: each has a title and description in info:pages. */
export type PlaceholderSlug = Exclude<InfoSlug, 'about' | 'contact' | 'support'> & keyof Catalog<'info'>['pages'];
export const isPlaceholderSlug = (s: unknown): s is PlaceholderSlug =>
  s !== 'about' && s !== 'contact' && s !== 'support' && INFO_SLUGS.some((slug) => slug === s);

export function PlaceholderPage({ slug }: { slug: PlaceholderSlug }) {
  const { t } = useTranslation('info');
  const title = t(`pages.${slug}.title`);
  const description = t(`pages.${slug}.description`);
  return (
    <InfoSection>
      <PageMeta title={title} description={description} />
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
