import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantumRun } from '@ov/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { interval, percent } from '../utils/format';
import { LEVEL_CLASS } from '../utils/levels';

/** The scenarios of a run, most likely first; the first is selected (spec §4). */
export function ScenarioResults({ run }: { run: QuantumRun }) {
  const { t, i18n } = useTranslation('quantum');
  const lang = i18n.language;
  const [selectedId, setSelectedId] = useState(run.scenarios[0]?.id);
  const selected = run.scenarios.find((s) => s.id === selectedId) ?? run.scenarios[0];
  if (!selected) return null;
  const [low, high] = interval(selected.probability, selected.std_error);
  return (
    <section aria-labelledby="quantum-results-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quantum-results-title" className="text-xl font-semibold">
          {t('results.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('results.context', { region: t(`region.${run.region}`), horizon: run.horizon_days })} · {t('results.seed', { seed: run.seed })}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label={t('results.circuits')} value={String(run.quantum_circuits)} />
        <Stat label={t('results.globalConfidence')} value={percent(run.confidence_level, lang)} />
        <Stat label={t('results.processing')} value={`${new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB').format(run.processing_time)} ms`} />
      </dl>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
        <ul aria-label={t('results.listLabel')} className="flex flex-col gap-2">
          {run.scenarios.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-pressed={s.id === selected.id}
                onClick={() => setSelectedId(s.id)}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  s.id === selected.id && 'border-primary bg-muted',
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium">{t(`scenario.${s.name}`)}</span>
                  <span className="block text-muted-foreground">{percent(s.probability, lang)}</span>
                </span>
                <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', LEVEL_CLASS[s.threat_level])}>{t(`level.${s.threat_level}`)}</span>
              </button>
            </li>
          ))}
        </ul>
        <Card data-testid="quantum-selected">
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>{t(`scenario.${selected.name}`)}</CardTitle>
              <Badge variant="outline">{t(`category.${selected.category}`)}</Badge>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LEVEL_CLASS[selected.threat_level])}>{t(`level.${selected.threat_level}`)}</span>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-3 gap-2 sm:gap-3">
              <Stat label={t('results.probability')} value={percent(selected.probability, lang)} />
              <Stat label={t('results.model')} value={percent(selected.model_probability, lang)} />
              <Stat label={t('results.confidence')} value={percent(selected.quantum_confidence, lang)} />
            </dl>
            <p className="text-muted-foreground">{t('results.interval', { low: percent(low, lang), high: percent(high, lang) })}</p>
            <div>
              <h3 className="font-semibold">{t('results.timeline')}</h3>
              <p>
                {selected.timeline.median_days === null
                  ? t('results.timelineFar', { horizon: selected.timeline.horizon_days })
                  : t('results.timelineMedian', { days: selected.timeline.median_days, horizon: selected.timeline.horizon_days })}
              </p>
              <p className="text-muted-foreground">{t('results.observed', { count: selected.observed })}</p>
            </div>
            <div>
              <h3 className="font-semibold">{t('results.recommendations')}</h3>
              <ul className="ml-5 list-disc">
                {selected.recommendations.map((r) => {
                  const sources = run.recommendation_sources?.[r];
                  return (
                    <li key={r}>
                      {t(`recommendation.${r}` as 'recommendation.cyber_watch')}
                      {sources && (
                        <span className="block text-xs text-muted-foreground" data-testid="quantum-reco-source">
                          {sources.length === 0
                            ? t('results.fixedRule')
                            : t('results.source', {
                                sources: sources.map((src) => `${src[lang === 'en' ? 'en' : 'fr'].title} › ${src[lang === 'en' ? 'en' : 'fr'].heading}`).join(lang === 'en' ? '; ' : ' ; '),
                              })}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
            <p className="text-xs text-muted-foreground">
              {t('results.shots', {
                schedule: selected.circuit.schedule.join(', '),
                ones: selected.circuit.ones.join(', '),
                shots: selected.circuit.shots_per_circuit,
              })}
            </p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg border p-2 sm:p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold sm:text-lg">{value}</dd>
    </div>
  );
}
