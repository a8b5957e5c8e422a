import { Link } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ConsentPrompt } from '@/components/consent-prompt';

/**
 * Spec §4: shown while no consent is stored; Accept stores 'accepted', Reject 'rejected' (and the editor's cookie, one
 * consent for the site: decision 034); both hide it. It floats over the bottom of the page.
 */
export function CookieBanner() {
  const { t } = useTranslation('landing');
  return (
    <ConsentPrompt
      label={t('cookies.label')}
      accept={t('cookies.accept')}
      reject={t('cookies.reject')}
      testId="cookie-banner"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl sm:inset-x-4 sm:bottom-4"
      actionsClassName="mt-3 flex flex-wrap items-center gap-2"
      after={
        <Link to={paths.info('privacy')} className="ml-auto text-sm font-medium text-primary underline underline-offset-4">
          {t('cookies.learnMore')}
        </Link>
      }
    >
      <p className="text-sm">{t('cookies.text')}</p>
    </ConsentPrompt>
  );
}
