import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle, Loader2, Play } from 'lucide-react';
import {
  QUANTUM_DEFAULT_REGION,
  QUANTUM_HORIZON_DAYS,
  QUANTUM_MAX_SEED,
  QUANTUM_REGIONS,
  QUANTUM_STEP_DURATIONS_MS,
  type QuantumRegion,
  type QuantumRun,
  type QuantumRunInput,
} from '@ov/shared';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { useCreateRun, useRuns } from '../api/runs';
import { ScenarioResults } from './scenario-results';
import { LocalVerify } from './local-verify';
import type { QsimProgress, QsimResult } from '@ov/shared/qsim/worker-protocol';

const STEP_KEYS = ['data', 'model', 'circuits', 'estimation', 'levels'] as const;
type Phase = 'idle' | 'running' | 'done';

/** The Quantum Core tab: settings, the five timed steps (spec §4), the scenarios, and the caller's past runs. */
export function CoreTab({ run, onRun }: { run: QuantumRun | null; onRun: (run: QuantumRun) => void }) {
  const { t, i18n } = useTranslation(['quantum', 'errors']);
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const create = useCreateRun();
  const runs = useRuns(signedIn);
  const ids = { region: useId(), horizon: useId(), seed: useId(), horizonHint: useId(), seedHint: useId(), horizonError: useId(), seedError: useId() };
  const [region, setRegion] = useState<QuantumRegion>(QUANTUM_DEFAULT_REGION);
  const [horizon, setHorizon] = useState<number>(QUANTUM_HORIZON_DAYS.default);
  const [seed, setSeed] = useState('');
  const [phase, setPhase] = useState<Phase>(run ? 'done' : 'idle');
  const [stepsDone, setStepsDone] = useState(0);
  const [pending, setPending] = useState<QuantumRun | null>(null);
  const started = useRef(0);
  // While the steps play, the browser's worker recomputes the server's answer and reports as it goes (decision 205).
  const [live, setLive] = useState<{ runId: string; progress: QsimProgress | null; result: QsimResult | null } | null>(null);
  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    setLive({ runId: pending.id, progress: null, result: null });
    import('../worker/verify-run')
      .then(({ verifyRunLocally }) =>
        verifyRunLocally(pending, (progress) => !cancelled && setLive({ runId: pending.id, progress, result: null })).then(
          (result) => !cancelled && setLive({ runId: pending.id, progress: null, result }),
        ),
      )
      .catch(() => !cancelled && setLive(null));
    return () => {
      cancelled = true;
    };
  }, [pending]);

  // Spec §4: five steps of 800, 1200, 1500, 900 and 600 ms, +20 % each; the result shows after the last.
  useEffect(() => {
    if (phase !== 'running' || stepsDone >= QUANTUM_STEP_DURATIONS_MS.length) return;
    const id = window.setTimeout(() => setStepsDone((n) => n + 1), QUANTUM_STEP_DURATIONS_MS[stepsDone]);
    return () => window.clearTimeout(id);
  }, [phase, stepsDone]);
  useEffect(() => {
    if (phase === 'running' && stepsDone === QUANTUM_STEP_DURATIONS_MS.length && pending) {
      onRun(pending);
      setPhase('done');
    }
  }, [phase, stepsDone, pending, onRun]);

  const seedValid = seed.trim() === '' || (/^\d+$/.test(seed.trim()) && Number(seed) <= QUANTUM_MAX_SEED);
  const horizonValid = Number.isInteger(horizon) && horizon >= QUANTUM_HORIZON_DAYS.min && horizon <= QUANTUM_HORIZON_DAYS.max;
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // An invalid field keeps its written error (WCAG 3.3.1); Enter or the button moves the focus to it.
    if (!horizonValid || !seedValid) {
      document.getElementById(horizonValid ? ids.seed : ids.horizon)?.focus();
      return;
    }
    const input: QuantumRunInput = { region, horizon_days: horizon };
    if (seed.trim() !== '') input.seed = Number(seed);
    started.current += 1;
    const attempt = started.current;
    setPending(null);
    setStepsDone(0);
    setPhase('running');
    try {
      const result = await create.mutateAsync(input);
      if (attempt === started.current) setPending(result);
    } catch (err) {
      if (attempt !== started.current) return;
      setPhase(run ? 'done' : 'idle');
      toast.error(t('quantum:errors.run'), { description: errorText(t, err) });
    }
  };

  const shown = phase === 'running' ? pending : run;
  const progress = phase === 'done' ? 100 : phase === 'running' ? stepsDone * 20 : 0;
  const lang = i18n.language;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const num = (n: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB').format(n);
  const stepDetail = (key: (typeof STEP_KEYS)[number]): string => {
    if (!shown) return t('quantum:stepPending');
    const s = shown.scenarios[0]!;
    switch (key) {
      case 'data':
        return t('quantum:steps.data.detail', { count: num(shown.data.incidents), region: num(shown.data.region_incidents), from: shown.data.from, to: shown.data.to });
      case 'circuits':
        return t('quantum:steps.circuits.detail', { qubits: s.circuit.qubits });
      case 'estimation': {
        const detail = t('quantum:steps.estimation.detail', { circuits: shown.quantum_circuits, schedule: s.circuit.schedule.join(', '), shots: num(shown.shots) });
        if (!live || live.runId !== shown.id) return detail;
        const p = live.progress;
        const now = live.result
          ? live.result.matches
            ? t('quantum:verify.match', { circuits: live.result.result.quantum_circuits, shots: num(live.result.result.shots), ms: new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(live.result.elapsed_ms) })
            : t('quantum:verify.mismatch', { fields: live.result.differences.slice(0, 5).join(', ') })
          : !p
            ? t('quantum:verify.starting')
            : p.stage === 'data'
              ? t('quantum:verify.data', { count: num(p.incidents) })
              : t('quantum:verify.scenario', { done: p.done, total: p.total, scenario: t(`quantum:scenario.${p.scenario}` as 'quantum:scenario.cyber_major'), circuits: p.circuits });
        return `${detail} ${t('quantum:steps.estimation.live', { text: now })}`;
      }
      default:
        return t(`quantum:steps.${key}.detail`);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:grid-rows-[auto_1fr]">
        <Card className="lg:col-start-1 lg:row-start-1 lg:self-start">
          <CardHeader>
            <CardTitle>{t('quantum:form.legend')}</CardTitle>
          </CardHeader>
          <CardContent>
            {signedIn ? (
              <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.region}>{t('quantum:form.region')}</Label>
                  <NativeSelect id={ids.region} value={region} onChange={(e) => setRegion(e.target.value as QuantumRegion)}>
                    {QUANTUM_REGIONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`quantum:region.${r}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.horizon}>{t('quantum:form.horizon')}</Label>
                  <Input
                    id={ids.horizon}
                    type="number"
                    inputMode="numeric"
                    min={QUANTUM_HORIZON_DAYS.min}
                    max={QUANTUM_HORIZON_DAYS.max}
                    value={Number.isNaN(horizon) ? '' : horizon}
                    aria-describedby={horizonValid ? ids.horizonHint : `${ids.horizonHint} ${ids.horizonError}`}
                    aria-invalid={!horizonValid}
                    onChange={(e) => setHorizon(e.target.valueAsNumber)}
                  />
                  <p id={ids.horizonHint} className="text-xs text-muted-foreground">
                    {t('quantum:form.horizonHint', { min: QUANTUM_HORIZON_DAYS.min, max: QUANTUM_HORIZON_DAYS.max })}
                  </p>
                  <FieldError id={ids.horizonError}>{horizonValid ? null : t('quantum:form.horizonError', { min: QUANTUM_HORIZON_DAYS.min, max: QUANTUM_HORIZON_DAYS.max })}</FieldError>
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.seed}>{t('quantum:form.seed')}</Label>
                  <Input
                    id={ids.seed}
                    inputMode="numeric"
                    value={seed}
                    aria-describedby={seedValid ? ids.seedHint : `${ids.seedHint} ${ids.seedError}`}
                    aria-invalid={!seedValid}
                    onChange={(e) => setSeed(e.target.value)}
                  />
                  <p id={ids.seedHint} className="text-xs text-muted-foreground">
                    {t('quantum:form.seedHint')}
                  </p>
                  <FieldError id={ids.seedError}>{seedValid ? null : t('quantum:form.seedError', { max: new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB').format(QUANTUM_MAX_SEED) })}</FieldError>
                </div>
                <Button type="submit" disabled={phase === 'running'}>
                  {phase === 'running' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
                  {phase === 'running' ? t('quantum:form.running') : t('quantum:form.run')}
                </Button>
              </form>
            ) : (
              <div className="flex flex-col gap-3 text-sm">
                <p>{t('quantum:signIn.text')}</p>
                <Button asChild>
                  <Link to="/auth" state={{ from: '/quantum-core' }}>
                    {t('quantum:signIn.link')}
                  </Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>

      <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{t('quantum:progress')}</CardTitle>
            <span className="text-sm text-muted-foreground" data-testid="quantum-status">
              {t(`quantum:status.${phase}`)}
            </span>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div
              role="progressbar"
              aria-label={t('quantum:progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${progress}%` }} />
            </div>
            <ol className="flex flex-col gap-3">
              {STEP_KEYS.map((key, i) => {
                const done = phase === 'done' || (phase === 'running' && i < stepsDone);
                const active = phase === 'running' && i === stepsDone;
                return (
                  <li key={key} className="flex gap-3" aria-current={active ? 'step' : undefined}>
                    {done ? (
                      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                    ) : active ? (
                      <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
                    ) : (
                      <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    )}
                    <div className="min-w-0">
                      <p className="font-medium">
                        {i + 1}. {t(`quantum:steps.${key}.title`)}
                      </p>
                      {done || active ? <p className="text-sm text-muted-foreground">{stepDetail(key)}</p> : null}
                    </div>
                  </li>
                );
              })}
            </ol>
            {phase === 'done' && run ? <p className="text-xs text-muted-foreground">{t('quantum:serverTime', { ms: new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB').format(run.processing_time) })}</p> : null}
          </CardContent>
        </Card>
        {phase === 'done' && run ? <ScenarioResults key={run.id} run={run} /> : null}
        {phase === 'done' && run ? <LocalVerify key={`verify-${run.id}`} run={run} /> : null}
      </div>
        {signedIn ? (
          <Card className="lg:col-start-1 lg:row-start-2 lg:self-start">
            <CardHeader>
              <CardTitle>{t('quantum:history.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {runs.data && runs.data.items.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {runs.data.items.map((r) => (
                    <li key={r.id}>
                      <button
                        type="button"
                        className="w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:border-primary"
                        aria-current={run?.id === r.id}
                        disabled={phase === 'running'}
                        onClick={() => {
                          onRun(r);
                          setPhase('done');
                        }}
                      >
                        <span className="sr-only">{t('quantum:history.open')} </span>
                        <span className="block font-medium">{date.format(new Date(r.created_at))}</span>
                        <span className="block text-muted-foreground">
                          {t('quantum:history.summary', { region: t(`quantum:region.${r.region}`), horizon: r.horizon_days, seed: r.seed })}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t('quantum:history.empty')}</p>
              )}
            </CardContent>
          </Card>
        ) : null}
    </div>
  );
}
