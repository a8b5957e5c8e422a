import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { COOKIE_CONSENT_KEY, readStored, writeStored } from '../utils/storage';

export type CookieConsent = 'accepted' | 'rejected';

/** Spec §4: shown while no consent is stored; Accept stores 'accepted', Reject 'rejected'; both hide it. */
export function CookieBanner() {
  const { t } = useTranslation('landing');
  const [visible, setVisible] = useState(() => {
    const v = readStored(COOKIE_CONSENT_KEY);
    return v !== 'accepted' && v !== 'rejected';
  });
  if (!visible) return null;
  const choose = (value: CookieConsent) => {
    writeStored(COOKIE_CONSENT_KEY, value);
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
