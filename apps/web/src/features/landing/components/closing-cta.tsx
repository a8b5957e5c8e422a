import { Link } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BadgeCheck, Landmark, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';

const BADGES = [
  { key: 'military', Icon: ShieldCheck },
  { key: 'government', Icon: BadgeCheck },
  { key: 'store', Icon: Landmark },
] as const;

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-20 text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="max-w-2xl text-muted-foreground">{t('cta.subtitle')}</p>
        <Button asChild size="lg">
          <Link to={paths.editor}>
            {t('cta.button')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <ul aria-label={t('cta.badgesLabel')} className="flex flex-wrap justify-center gap-3">
          {BADGES.map(({ key, Icon }) => (
            <li key={key} className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {t(`cta.badges.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
