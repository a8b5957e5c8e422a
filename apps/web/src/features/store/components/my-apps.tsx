import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyStoreApps } from '../api/get-my-store-apps';
import { formatPrice, listingText } from '../utils/format';
import { AuditChip, StatusBadge } from './badges';

/** "Mes applications": the author's listings in every status, each to its page (timeline, feedback, resubmit). */
export function MyApps() {
  const { t, i18n } = useTranslation('store');
  const mine = useMyStoreApps(true);
  // Nothing to say to someone who never submitted, nor while loading: the catalogue comes first.
  if (!mine.isSuccess || mine.data.items.length === 0) return null;
  return (
    <section aria-labelledby="store-mine" className="rounded-lg border bg-card p-4">
      <h2 id="store-mine" className="mb-3 text-lg font-semibold">
        {t('mine.title')}
      </h2>
      <ul className="divide-y">
        {mine.data.items.map((app) => (
          <li key={app.slug} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <Link to={`/store/${encodeURIComponent(app.slug)}`} className="font-medium underline-offset-4 hover:underline">
              {listingText(app, i18n.language).title}
            </Link>
            <StatusBadge status={app.status} />
            <AuditChip score={app.audit_score} baseline={app.baseline} />
            <span className="ml-auto text-sm text-muted-foreground">{formatPrice(app.price, i18n.language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
