import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { useCanonical, useOrganizationJsonLd } from '../hooks/use-landing-seo';
import { AnnouncementBanner } from './announcement-banner';
import { LandingHero } from './landing-hero';
import { StatsSection } from './stats-section';
import { StoreShowcase } from './store-showcase';
import { HowItWorks } from './how-it-works';
import { ClosingCta } from './closing-cta';
import { CookieBanner } from './cookie-banner';

/** The home page (spec §2 Landing page). Header and footer come from the public layout. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageMeta(t('meta.title'), t('meta.description'));
  useCanonical(paths.home);
  useOrganizationJsonLd(t('common:appName'), t('seo.orgDescription'));
  return (
    <>
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
