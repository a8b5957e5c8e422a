import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useRate } from '../api/store-orders';

/** A buyer's 1–5 rating of a listing: a radio group of five stars; choosing one saves it (editable). */
export function RatingStars({ slug, stars }: { slug: string; stars: number | null }) {
  const { t } = useTranslation(['deploy', 'common']);
  const rate = useRate(slug);
  const current = rate.isPending ? (rate.variables ?? stars) : stars;
  const save = async (n: number) => {
    try {
      const r = await rate.mutateAsync(n);
      toast.success(t('rate.saved'), { description: t('rate.current', { rating: r.app.rating, count: r.app.ratings_count }) });
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{t('rate.title')}</legend>
      <div className="flex gap-1" role="radiogroup" aria-label={t('rate.title')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={current === n}
            aria-label={t('rate.label', { count: n })}
            disabled={rate.isPending}
            onClick={() => void save(n)}
            className="rounded p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Star className={cn('size-6', current !== null && n <= current ? 'fill-amber-500 text-amber-600' : 'text-muted-foreground')} aria-hidden="true" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
