import { useTranslation } from 'react-i18next';
import { Building2, Rocket, TrendingUp } from 'lucide-react';

const AUDIENCES = [
  { key: 'startups', Icon: Rocket },
  { key: 'investors', Icon: TrendingUp },
  { key: 'states', Icon: Building2 },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="how-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight">
          {t('how.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('how.subtitle')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {AUDIENCES.map(({ key, Icon }) => (
            <div key={key} className="rounded-xl border bg-card p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                {t(`how.${key}.title`)}
              </h3>
              <ol className="mt-4 flex flex-col gap-3">
                {t(`how.${key}.steps`, { returnObjects: true }).map((step, i) => (
                  <li key={step} className="flex gap-3 text-sm">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
