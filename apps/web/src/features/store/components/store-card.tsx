import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Star } from 'lucide-react';
import type { StoreAppSummary } from '@ov/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatNumber, formatPrice, formatRating, listingText, splitTech } from '../utils/format';
import { AuditChip, MinistryOnlyBadge, StatusBadge } from './badges';

/** A listing's card (spec §2): title, status, 3 tech badges plus "+N", price in EUR, rating, downloads, audit chip. */
export function StoreCard({ app, headingLevel = 3 }: { app: StoreAppSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('store');
  const { visible, more } = splitTech(app.tech_stack);
  const text = listingText(app, i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rating = formatRating(app.rating, i18n.language);
  // No buyer has rated it: "★ 0,0" read as the worst mark, not as no mark yet.
  const unrated = app.ratings_count === 0 && app.rating === 0;
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60" data-testid="store-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 text-lg font-semibold leading-tight">
          {/* The whole card is the link's hit area; its name is the title. */}
          <Link to={`/store/${encodeURIComponent(app.slug)}`} className="break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {text.title}
          </Link>
        </Heading>
        <StatusBadge status={app.status} />
      </div>
      <p className="text-xs text-muted-foreground">
        {t(`categories.${app.category}`)} · {t('card.by', { author: app.author.name })}
      </p>
      <p className="line-clamp-3 text-sm text-muted-foreground">{text.description}</p>
      <ul className="flex flex-wrap gap-1" aria-label={t('card.tech')}>
        {visible.map((tech) => (
          <li key={tech}>
            <Badge variant="secondary">{tech}</Badge>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge variant="outline">
              <span aria-hidden="true">{t('card.moreTech', { count: more })}</span>
              <span className="sr-only">{t('card.moreTechLabel', { count: more })}</span>
            </Badge>
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <AuditChip score={app.audit_score} baseline={app.baseline} />
        {app.ministry_only && <MinistryOnlyBadge />}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
        <span className="text-lg font-bold" data-testid="store-card-price">
          <span className="sr-only">{t('detail.labelled', { label: t('card.price') })}</span>
          {formatPrice(app.price, i18n.language)}
        </span>
        <span className="flex items-center gap-3 text-muted-foreground">
          {unrated ? (
            <span className="flex items-center gap-1" data-testid="store-card-unrated">
              <Star className="size-3.5" aria-hidden="true" />
              {t('card.notRated')}
            </span>
          ) : (
            <span className="flex items-center gap-1" title={t('card.rating', { rating: rating, count: app.ratings_count })}>
              <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span className="sr-only">{t('card.rating', { rating: rating, count: app.ratings_count })}</span>
              <span aria-hidden="true">{rating}</span>
            </span>
          )}
          <span className="flex items-center gap-1">
            <Download className="size-3.5" aria-hidden="true" />
            {t('card.downloads', { count: app.downloads, formatted: formatNumber(app.downloads, i18n.language) })}
          </span>
        </span>
      </div>
    </Card>
  );
}
