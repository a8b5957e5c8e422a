import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoreOrder } from '@ov/shared';
import { PageSection } from '@/components/page-section';
import { QueryFallback } from '@/components/query-fallback';
import { Card, CardContent } from '@/components/ui/card';
import { useStoreOrders } from '../api/store-orders';
import { eur, when } from './format';

function OrderList({ items, empty, sold }: { items: StoreOrder[]; empty: string; sold: boolean }) {
  const { t, i18n } = useTranslation(['deploy']);
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((o) => (
        <li key={o.number}>
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{o.app.title}</p>
                <p className="text-sm text-muted-foreground">
                  {when(i18n.language, o.created_at)} · {t('version', { number: o.version.number })}
                  {sold ? ` · ${t('orders.buyer', { name: o.buyer.name })}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold">{eur(i18n.language, o.price)}</span>
                <Link to={`/store/orders/${o.number}`} className="text-primary underline underline-offset-4" aria-label={t('orders.receipt', { number: o.number })}>
                  {o.number}
                </Link>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's "Mes acquisitions" (buyer) and "Mes ventes" (author). */
export function MyOrders() {
  const { t } = useTranslation(['deploy']);
  const orders = useStoreOrders();
  if (!orders.isSuccess) return <QueryFallback query={orders} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PageSection className="space-y-3" id="store-bought-title" title={t('orders.bought')}>
        <OrderList items={orders.data.bought.items} empty={t('orders.boughtEmpty')} sold={false} />
      </PageSection>
      <PageSection className="space-y-3" id="store-sold-title" title={t('orders.sold')}>
        <OrderList items={orders.data.sold.items} empty={t('orders.soldEmpty')} sold />
      </PageSection>
    </div>
  );
}
