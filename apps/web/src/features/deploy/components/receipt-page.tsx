import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { QueryFallback } from '@/components/query-fallback';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { useOrder, usePurchaseOf } from '../api/store-orders';
import { DeployButton } from './deploy-button';
import { RatingStars } from './rating-stars';
import { eur, when } from './format';

/** /store/orders/:number — the receipt: order number, version and its hash, amount, demo label; deploy and rate. */
export function ReceiptPage({ number }: { number: string }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const { user } = useAuth();
  const order = useOrder(number);
  const o = order.data;
  const isBuyer = !!o && o.buyer.id === user?.id;
  const purchase = usePurchaseOf(o?.app.slug ?? '', isBuyer);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageMeta title={t('receipt.meta')} description={t('receipt.meta')} />
      {!o ? (
        <>
          <PageHeader title={t('receipt.title', { number })} />
          <QueryFallback query={order} />
        </>
      ) : (
        <>
          <PageHeader title={t('receipt.title', { number: o.number })} description={o.app.title} />
          {o.provider.demo ? (
            <Alert>
              <FlaskConical className="size-4" aria-hidden="true" />
              <AlertDescription>{t('receipt.demo')}</AlertDescription>
            </Alert>
          ) : null}
          <Card>
            <CardContent className="pt-6">
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" data-testid="receipt">
                <dt className="font-medium">{t('receipt.app')}</dt>
                <dd>
                  <Link to={`/store/${o.app.slug}`} className="text-primary underline underline-offset-4">
                    {o.app.title}
                  </Link>
                </dd>
                <dt className="font-medium">{t('receipt.version')}</dt>
                <dd>{o.version.number}</dd>
                <dt className="font-medium">{t('receipt.hash')}</dt>
                <dd>
                  <code className="break-all text-sm" data-testid="receipt-hash">
                    {o.version.hash}
                  </code>
                </dd>
                <dt className="font-medium">{t('receipt.price')}</dt>
                <dd className="text-lg font-semibold">{eur(i18n.language, o.price)}</dd>
                <dt className="font-medium">{t('receipt.status')}</dt>
                <dd>
                  <Badge variant={o.status === 'completed' ? 'default' : 'secondary'}>{t(`receipt.statuses.${o.status}`)}</Badge>
                </dd>
                <dt className="font-medium">{t('receipt.date')}</dt>
                <dd>{when(i18n.language, o.completed_at ?? o.created_at)}</dd>
                <dt className="font-medium">{t('receipt.buyerKind')}</dt>
                <dd>{t(`receipt.kinds.${o.buyer_kind}`)}</dd>
                <dt className="font-medium">{t('receipt.buyer')}</dt>
                <dd>{o.buyer.name}</dd>
                <dt className="font-medium">{t('receipt.seller')}</dt>
                <dd>{o.seller.name}</dd>
              </dl>
            </CardContent>
          </Card>
          {isBuyer && o.status === 'completed' ? (
            <div className="flex flex-col gap-6">
              <DeployButton slug={o.app.slug} />
              {purchase.isSuccess ? <RatingStars slug={o.app.slug} stars={purchase.data.stars} /> : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
