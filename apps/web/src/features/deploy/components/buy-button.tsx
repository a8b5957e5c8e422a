import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loader2, ShoppingCart } from 'lucide-react';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useBuy } from '../api/store-orders';
import { eur, shortHash } from './format';

/**
 * "Acquérir" on a listing: a confirmation with the server's price and the demo label, then the receipt. One
 * idempotency key per attempt, made when the dialog opens and kept until it succeeds: a double click, or a retry
 * after an error, sends the same key and gets the same order.
 */
export function BuyButton({ slug, title, price, version }: { slug: string; title: string; price: number; version: { number: number; hash: string } }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const navigate = useNavigate();
  const buy = useBuy(slug);
  const [open, setOpen] = useState(false);
  const key = useRef<string | null>(null);

  const onOpen = () => {
    key.current ??= `web:${crypto.randomUUID()}`;
    setOpen(true);
  };
  const onConfirm = async () => {
    if (!key.current) return;
    try {
      const { order } = await buy.mutateAsync(key.current);
      key.current = null;
      toast.success(t('buy.done', { number: order.number }));
      void navigate(`/store/orders/${order.number}`);
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };

  return (
    <>
      <Button onClick={onOpen} disabled={buy.isPending} data-testid="store-buy">
        {buy.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {buy.isPending ? t('buy.confirming') : t('buy.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('buy.title', { title })}
        description={
          <span className="block space-y-2">
            <span className="block text-2xl font-bold text-foreground">{eur(i18n.language, price)}</span>
            <span className="block">{t('buy.priceNote', { number: version.number, hash: shortHash(version.hash) })}</span>
            <span className="block font-medium">{t('buy.demo')}</span>
          </span>
        }
        cancelLabel={t('buy.cancel')}
        confirmLabel={t('buy.confirm')}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
