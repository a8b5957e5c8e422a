import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, Rocket, ShieldCheck, Store, TrendingUp } from 'lucide-react';
import { usePageMeta } from '@/lib/page-meta';
import { useAuth } from '@/lib/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const FEATURES = [
  { key: 'military', Icon: ShieldCheck },
  { key: 'security', Icon: Rocket },
  { key: 'government', Icon: Building2 },
] as const;

/** A minimal bilingual landing; issue 7 builds the full one. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const { status } = useAuth();
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <section className="flex flex-col items-center gap-6 text-center" aria-labelledby="hero-title">
        <Badge variant="outline">{t('hero.badge')}</Badge>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/editor">{t('hero.getStarted')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/store">
              <Store aria-hidden="true" />
              {t('hero.store')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/marketplace">
              <TrendingUp aria-hidden="true" />
              {t('hero.marketplace')}
            </Link>
          </Button>
        </div>
        {status === 'signed-out' ? (
          <p className="text-sm text-muted-foreground">
            {t('hero.offer')}{' '}
            <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('hero.signUp')}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="mt-16 grid gap-4 md:grid-cols-3" aria-labelledby="features-title">
        <h2 id="features-title" className="sr-only">
          {t('features.title')}
        </h2>
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key}>
            <CardHeader>
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <CardTitle>{t(`features.${key}.title`)}</CardTitle>
              <CardDescription>{t(`features.${key}.description`)}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </section>
    </div>
  );
}
