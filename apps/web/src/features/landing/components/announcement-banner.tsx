import { useState } from 'react';
import { Link } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { Megaphone, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { announcementDismissed } from '../utils/storage';

/** Launch announcement (spec §1: August 30th); dismissal is remembered (decision 120). */
export function AnnouncementBanner() {
  const { t } = useTranslation('landing');
  const [visible, setVisible] = useState(() => announcementDismissed.read() !== '1');
  if (!visible) return null;
  return (
    <section aria-label={t('announcement.label')} className="border-b bg-secondary text-secondary-foreground" data-testid="announcement">
      {/* min-h-10: the row's height from the first paint, even when the prerendered page is painted before the parser
          has reached its text and button (its icon moved 4 px then: a layout shift seen once in CI) */}
      <div className="mx-auto flex min-h-10 max-w-6xl items-center gap-3 px-4 py-2 text-sm">
        <Megaphone className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <p className="flex-1">
          {t('announcement.text')}{' '}
          <Link to={paths.info('about')} className="font-semibold text-primary underline underline-offset-4">
            {t('announcement.discover')}
          </Link>
        </p>
        <button
          type="button"
          aria-label={t('announcement.dismiss')}
          title={t('announcement.dismiss')}
          onClick={() => {
            announcementDismissed.write('1'); // storage blocked: hidden for this page only
            setVisible(false);
          }}
          className="rounded p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
