import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { readSiteConsent, writeSiteConsent } from '@/lib/consent';

export type CookieConsent = 'accepted' | 'rejected';

/** Spec §4: shown while no consent is stored; Accept stores 'accepted', Reject 'rejected'; both hide it. */
export function CookieBanner() {
  const { t } = useTranslation('landing');
  // One consent for the site (decision 034): an answer given here or on /code-editor is not asked again.
  const [visible, setVisible] = useState(() => readSiteConsent() === null);
  if (!visible) return null;
  const choose = (value: CookieConsent) => {
    writeSiteConsent(value === 'accepted' ? 'yes' : 'no');
    setVisible(false);
  };
  return (
    <section
      aria-label={t('cookies.label')}
      data-testid="cookie-banner"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl sm:inset-x-4 sm:bottom-4"
    >
      <p className="text-sm">{t('cookies.text')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => choose('accepted')}>
          {t('cookies.accept')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose('rejected')}>
          {t('cookies.reject')}
        </Button>
        <Link to={paths.info('privacy')} className="ml-auto text-sm font-medium text-primary underline underline-offset-4">
          {t('cookies.learnMore')}
        </Link>
      </div>
    </section>
  );
}
