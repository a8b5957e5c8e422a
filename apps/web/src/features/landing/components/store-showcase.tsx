import { Link } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Building2, Download, ShieldCheck, Star } from 'lucide-react';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SEED_SHOWCASE, useShowcase } from '../api/get-showcase';
import { FeatureCard } from './feature-card';

const PROMOS = [
  { key: 'buyers', Icon: Building2 },
  { key: 'secure', Icon: ShieldCheck },
] as const;

/** The store showcase (anchor #ov-store): two promise cards and the marketplace's first solutions, linking to /marketplace. */
export function StoreShowcase() {
  const { t, i18n } = useTranslation('landing');
  const compact = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'fr-FR', { minimumFractionDigits: 1 });
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  // The marketplace's own records (issue 18): the seed on first paint, the persisted solutions once loaded.
  const listings = useShowcase().data ?? SEED_SHOWCASE;
  return (
    <section id="ov-store" aria-labelledby="store-title" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('store.eyebrow')}</p>
        <h2 id="store-title" className="mt-1 text-3xl font-bold tracking-tight">
          {t('store.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('store.subtitle')}</p>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          {PROMOS.map(({ key, Icon }) => (
            <Link key={key} to={paths.marketplace} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
              <FeatureCard
                Icon={Icon}
                title={t(`store.${key}.title`)}
                description={t(`store.${key}.description`)}
                className="h-full transition-colors group-hover:border-primary"
              />
            </Link>
          ))}
        </div>
        {/* the footer's /#marketplace link (spec §4) lands on the marketplace listings */}
        <h3 id="marketplace" className="mt-12 scroll-mt-20 text-xl font-semibold">
          {t('store.listingsTitle')}
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {listings.map((l) => (
            <li key={l.slug} data-testid={`showcase-${l.slug}`}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    {l.classification ? <Badge variant="outline">{t(`store.classification.${l.classification}`)}</Badge> : null}
                    {l.featured ? <Badge>{t('store.featured')}</Badge> : null}
                  </div>
                  <CardTitle>
                    <Link to={paths.marketplace} className="hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                      {l.translations[lang].title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{l.translations[lang].description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-col gap-3 text-sm">
                  <ul className="flex flex-wrap gap-1.5">
                    {l.tags.slice(0, 3).map((tag) => (
                      <li key={tag} className="rounded bg-muted px-2 py-0.5 text-xs">
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <div className="flex items-center justify-between text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-4 fill-current text-primary" aria-hidden="true" />
                      <span className="sr-only">{t('store.rating', { rating: decimal.format(l.rating) })}</span>
                      <span aria-hidden="true">{decimal.format(l.rating)}</span>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Download className="size-4" aria-hidden="true" />
                      {t('store.downloads', { label: compact.format(l.downloads) })}
                    </span>
                  </div>
                  <p className="text-xs text-muted-foreground">{t('store.by', { developer: l.startup })}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-8">
          <Link to={paths.marketplace}>
            {t('store.explore')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
