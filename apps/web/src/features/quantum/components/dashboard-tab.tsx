import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANTUM_CATEGORIES, QUANTUM_METRICS_INTERVAL_MS, type QuantumRun } from '@ov/shared';
import { createRng } from '@ov/shared/qsim/rng';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { gaussian, percent } from '../utils/format';
import { LEVEL_CLASS } from '../utils/levels';

/**
 * Predictive Dashboard: the three threat predictions of the run shown, and metrics that move every 3 s (spec §4).
 * The movement is a labelled simulated feed: each value is redrawn within its estimate's standard error.
 */
export function DashboardTab({ run }: { run: QuantumRun | null }) {
  const { t, i18n } = useTranslation('quantum');
  const lang = i18n.language;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!run) return;
    const id = window.setInterval(() => setTick((n) => n + 1), QUANTUM_METRICS_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [run]);
  const feed = useMemo(() => {
    if (!run) return [];
    const rng = createRng(run.seed ^ tick);
    return QUANTUM_CATEGORIES.map((cat) => {
      const s = run.scenarios.find((x) => x.category === cat && x.severity === 'major')!;
      const value = tick === 0 ? s.probability : Math.min(1, Math.max(0, s.probability + s.std_error * gaussian(rng)));
      return { key: cat, value };
    });
  }, [run, tick]);
  if (!run) {
    return <p className="py-8 text-center text-muted-foreground">{t('dashboard.empty')}</p>;
  }
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(run.created_at));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="quantum-threats-title">
        <h2 id="quantum-threats-title" className="text-xl font-semibold">
          {t('dashboard.title')}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">{t('dashboard.basedOn', { date, region: t(`region.${run.region}`), horizon: run.horizon_days })}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {QUANTUM_CATEGORIES.map((cat) => {
            const p = run.threat_prediction[cat];
            return (
              <Card key={cat}>
                <CardHeader>
                  <CardTitle>{t(`dashboard.metric.${cat}`)}</CardTitle>
                </CardHeader>
                <CardContent className="flex items-center justify-between gap-2">
                  <span className="text-3xl font-bold">{percent(p.probability, lang)}</span>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LEVEL_CLASS[p.threat_level])}>{t(`level.${p.threat_level}`)}</span>
                </CardContent>
              </Card>
            );
          })}
        </div>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.feedTitle')}</CardTitle>
          <CardDescription>{t('dashboard.feedNote')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-live="off">
            {feed.map((m) => (
              <div key={m.key} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{t(`dashboard.metric.${m.key}`)}</dt>
                <dd className="text-lg font-semibold tabular-nums">{percent(m.value, lang)}</dd>
              </div>
            ))}
            <div className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{t('dashboard.metric.confidence')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{percent(run.confidence_level, lang)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted-foreground" data-testid="quantum-tick">
            {t('dashboard.tick', { count: tick })}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
