import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Sparkles } from 'lucide-react';
import { STORE_PRICE, type StoreAppDetail } from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUpdateStoreAppPrice } from '../api/store-writes';
import { formatPrice } from '../utils/format';

/** The submission form's price rules and messages (spec §9: at least 1 000, by steps of 1 000; our maximum). */
export function priceErrorKey(value: number): 'submit.validation.priceMin' | 'submit.validation.priceStep' | 'submit.validation.priceMax' | null {
  if (!Number.isFinite(value) || value < STORE_PRICE.min) return 'submit.validation.priceMin';
  if (value > STORE_PRICE.max) return 'submit.validation.priceMax';
  if (!Number.isInteger(value) || value % STORE_PRICE.step !== 0) return 'submit.validation.priceStep';
  return null;
}

/**
 * The author's price controls under the listed price (decision 296): adopt the audit's suggested price in one click,
 * or type another one, checked like the submission form. The server applies it to new orders only.
 */
export function PriceEditor({ app }: { app: StoreAppDetail }) {
  const { t, i18n } = useTranslation(['store', 'common']);
  const update = useUpdateStoreAppPrice(app.slug);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(app.price));
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const suggested = app.price_suggestion?.amount ?? null;
  const fmt = (n: number) => formatPrice(n, i18n.language);

  const save = async (price: number, kind: 'adopted' | 'saved') => {
    try {
      const saved = await update.mutateAsync({ price });
      toast.success(t(`price.${kind}`, { price: fmt(saved.price) }), { description: t('price.appliesHint') });
      setEditing(false);
      setError(null);
    } catch (e) {
      toast.error(t('price.error'), { description: errorText(t, e) });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = value.trim() === '' ? Number.NaN : Number(value);
    const key = priceErrorKey(n);
    setError(key ? t(key) : null);
    if (!key) void save(n, 'saved');
  };

  return (
    <div className="mt-3 space-y-2 border-t pt-3" data-testid="price-editor">
      {suggested !== null && suggested !== app.price && (
        <Button variant="secondary" className="w-full whitespace-normal" disabled={update.isPending} onClick={() => void save(suggested, 'adopted')} aria-describedby={hintId}>
          <Sparkles aria-hidden="true" />
          {t('price.adopt', { price: fmt(suggested) })}
        </Button>
      )}
      {editing ? (
        <form noValidate onSubmit={onSubmit} className="space-y-2" aria-label={t('price.edit')}>
          <FormField id="store-new-price" label={t('price.newPrice')} hint={t('submit.fields.priceHint')} error={error}>
            {(c) => (
              <Input
                type="number"
                inputMode="numeric"
                min={STORE_PRICE.min}
                step={STORE_PRICE.step}
                max={STORE_PRICE.max}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                {...c}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton busy={update.isPending}>{t('price.save')}</SubmitButton>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setEditing(false);
                setError(null);
                setValue(String(app.price));
              }}
            >
              {t('price.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="w-full" onClick={() => {
            setValue(String(app.price));
            setEditing(true);
          }} aria-describedby={hintId}>
          <Pencil aria-hidden="true" />
          {t('price.edit')}
        </Button>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('price.appliesHint')}
      </p>
    </div>
  );
}
