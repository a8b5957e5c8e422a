import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { StoreAppDetail } from '@ov/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useResubmitStoreApp } from '../api/store-writes';
import { formatDate, formatPrice } from '../utils/format';

/** What the author (and admins) see: the review's feedback, the timeline of every transition, resubmission. */
export function AuthorPanel({ app }: { app: StoreAppDetail }) {
  const { t, i18n } = useTranslation(['store', 'common']);
  const resubmit = useResubmitStoreApp(app.slug);
  const handleResubmit = async () => {
    try {
      await resubmit.mutateAsync({});
      toast.success(t('author.resubmitted'));
    } catch (e) {
      toast.error(t('common:error'), { description: errorText(t, e) });
    }
  };
  return (
    <section aria-labelledby="store-author" className="space-y-3 rounded-lg border bg-card p-4" data-testid="author-panel">
      <h2 id="store-author" className="text-lg font-semibold">
        {t('author.title')}
      </h2>
      {app.feedback && (
        <Alert variant={app.status === 'rejected' ? 'destructive' : 'default'}>
          <p className="mb-1 font-medium">{t('author.feedback')}</p>
          <AlertDescription className="whitespace-pre-wrap" data-testid="feedback">
            {app.feedback}
          </AlertDescription>
        </Alert>
      )}
      {app.timeline && app.timeline.length > 0 && (
        <>
          <h3 className="text-sm font-medium">{t('author.timeline')}</h3>
          <ol className="relative space-y-3 border-l pl-4" data-testid="timeline">
            {app.timeline.map((e, i) => (
              <li key={i} className="text-sm">
                <span className="absolute -left-1.5 mt-1.5 size-3 rounded-full border bg-background" aria-hidden="true" />
                <p className="font-medium">
                  {t(`author.events.${e.event}`)}
                  {e.version !== null && <span className="font-normal text-muted-foreground"> · {t('author.versionN', { number: e.version })}</span>}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={e.at}>{formatDate(e.at, i18n.language)}</time>
                </p>
                {e.price && (
                  <p className="mt-0.5 text-xs tabular-nums" data-testid="price-change">
                    {t('author.priceChange', { from: formatPrice(e.price.from, i18n.language), to: formatPrice(e.price.to, i18n.language) })}
                  </p>
                )}
                {e.detail && <p className="mt-0.5 whitespace-pre-wrap break-words text-xs">{e.detail}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
      {app.is_author &&
        (app.project_id ? (
          <div className="border-t pt-3">
            <p className="mb-2 text-xs text-muted-foreground">{t('author.resubmitHint')}</p>
            <Button variant="outline" disabled={resubmit.isPending} onClick={() => void handleResubmit()}>
              <RefreshCw aria-hidden="true" />
              {t('author.resubmit')}
            </Button>
          </div>
        ) : (
          <p className="border-t pt-3 text-xs text-muted-foreground">{t('author.noProject')}</p>
        ))}
    </section>
  );
}
