import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import type { StoreAppDetail } from '@ov/shared';
import { useAuth } from '@/lib/auth';
import { Card, CardContent } from '@/components/ui/card';
import { usePurchaseOf } from '../api/store-orders';
import { BuyButton } from './buy-button';
import { DeployButton } from './deploy-button';
import { RatingStars } from './rating-stars';

const FOR_SALE = new Set(['approved', 'featured']);

/**
 * On a listing: "Acquérir" for a signed-in visitor who is not its author; once bought, the receipt, "Déployer" and
 * the rating; for the author of an approved listing, "Déployer". Visitors signed out see the price panel only.
 */
export function PurchasePanel({ app }: { app: StoreAppDetail }) {
  const { t } = useTranslation(['deploy']);
  const { user } = useAuth();
  const signedIn = !!user;
  const purchase = usePurchaseOf(app.slug, signedIn && !app.is_author);
  if (!signedIn || !FOR_SALE.has(app.status)) return null;
  if (app.is_author) {
    return (
      <Card>
        <CardContent className="pt-6">
          <DeployButton slug={app.slug} />
        </CardContent>
      </Card>
    );
  }
  if (!purchase.isSuccess) return null;
  const order = purchase.data.order;
  return (
    <Card data-testid="store-purchase">
      <CardContent className="space-y-4 pt-6">
        {order ? (
          <>
            <Link to={`/store/orders/${order.number}`} className="inline-flex items-center gap-1 text-primary underline underline-offset-4" aria-label={t('orders.receipt', { number: order.number })}>
              <Receipt className="size-4" aria-hidden="true" />
              {order.number}
            </Link>
            {order.status === 'completed' ? (
              <>
                <DeployButton slug={app.slug} />
                <RatingStars slug={app.slug} stars={purchase.data.stars} />
              </>
            ) : null}
          </>
        ) : (
          <BuyButton slug={app.slug} title={app.title} price={app.price} version={app.version} />
        )}
      </CardContent>
    </Card>
  );
}
