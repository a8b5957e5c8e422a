import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { PageMeta } from '@/components/page-meta';
import frLanding from '@/locales/fr/landing.json';
import enLanding from '@/locales/en/landing.json';
import { paths } from '@/config/paths';
import { useOrganizationJsonLd } from '../hooks/use-organization-jsonld';
import { AnnouncementBanner } from './announcement-banner';
import { LandingHero } from './landing-hero';
import { StatsSection } from './stats-section';
import { StoreShowcase } from './store-showcase';
import { HowItWorks } from './how-it-works';
import { ClosingCta } from './closing-cta';
import { CookieBanner } from './cookie-banner';

// The landing's texts ship inside this chunk instead of being fetched after it: one network round trip
// less before the first paint of the hero (about 2.5 KB gzip for both languages).
i18n.addResourceBundle('fr', 'landing', frLanding, true, false);
i18n.addResourceBundle('en', 'landing', enLanding, true, false);

/** The home page (spec §2 Landing page). Header and footer come from the public layout. */
export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  useOrganizationJsonLd(t('common:appName'), t('seo.orgDescription'));
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} canonical={paths.home} />
      <LandingHero />
      <StatsSection />
      <StoreShowcase />
      <HowItWorks />
      <ClosingCta />
      <CookieBanner />
    </>
  );
}

/** Sits above the header: rendered by the route, outside <main>. */
export { AnnouncementBanner };
