import { Link } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { Building2, ShieldCheck, Store, TrendingUp, Lock } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FeatureCard } from './feature-card';
import { HeroPrompt } from './hero-prompt';

const FEATURES = [
  { key: 'military', Icon: ShieldCheck },
  { key: 'security', Icon: Lock },
  { key: 'government', Icon: Building2 },
] as const;

/** The store and the marketplace, beside the hero's main call to action. */
const SHORTCUTS = [
  { key: 'store', to: paths.store, Icon: Store },
  { key: 'marketplace', to: paths.marketplace, Icon: TrendingUp },
] as const;

/** Spec §2: static hero figures 247, 156, 99.9 %. */
const FIGURES = [
  { key: 'projects', value: 247, decimals: 0, percent: false },
  { key: 'startups', value: 156, decimals: 0, percent: false },
  { key: 'uptime', value: 99.9, decimals: 1, percent: true },
] as const;

export function LandingHero() {
  const { t, i18n } = useTranslation('landing');
  const { status } = useAuth();
  const locale = i18n.language === 'en' ? 'en-US' : 'fr-FR';
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-6xl px-4 pb-16 pt-12 sm:pt-16">
      <div className="flex flex-col items-center gap-6 text-center">
        <Badge variant="outline">{t('hero.badge')}</Badge>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <p className="max-w-2xl text-sm text-muted-foreground">{t('hero.description')}</p>
        <HeroPrompt />
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.editor}>{t('hero.getStarted')}</Link>
          </Button>
          {SHORTCUTS.map(({ key, to, Icon }) => (
            <Button key={key} asChild size="lg" variant="outline">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(`hero.${key}`)}
              </Link>
            </Button>
          ))}
        </div>
        {status === 'signed-out' ? (
          <p className="text-sm text-muted-foreground">
            {t('hero.offer')}{' '}
            <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
              {t('hero.signUp')}
            </Link>
          </p>
        ) : null}
        <dl aria-label={t('hero.figuresLabel')} className="grid w-full max-w-xl grid-cols-3 gap-4" data-testid="hero-figures">
          {FIGURES.map((f) => (
            <div key={f.key} className="flex flex-col-reverse">
              <dt className="text-xs text-muted-foreground">{t(`hero.figures.${f.key}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {new Intl.NumberFormat(locale, { minimumFractionDigits: f.decimals }).format(f.value)}
                {f.percent ? (i18n.language === 'en' ? '%' : '\u202f%') : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-14 grid gap-4 md:grid-cols-3">
        <h2 className="sr-only">{t('features.title')}</h2>
        {FEATURES.map(({ key, Icon }) => (
          <FeatureCard key={key} Icon={Icon} title={t(`features.${key}.title`)} description={t(`features.${key}.description`)} />
        ))}
      </div>
    </section>
  );
}
