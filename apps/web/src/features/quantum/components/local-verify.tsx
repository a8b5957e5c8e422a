import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Cpu, Loader2, XCircle } from 'lucide-react';
import type { QuantumRun } from '@ov/shared';
import type { QsimProgress, QsimResult } from '@ov/shared/qsim/worker-protocol';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type State = { phase: 'idle' } | { phase: 'running'; progress: QsimProgress | null } | { phase: 'done'; result: QsimResult } | { phase: 'error'; message: string };

/**
 * "Verify locally" (decision 205): the browser's worker recomputes the run from its seed and the
 * sample's data seed and compares every field with the server's stored result (the server stays
 * authoritative). The page never blocks: the worker posts its progress.
 */
export function LocalVerify({ run }: { run: QuantumRun }) {
  const { t, i18n } = useTranslation('quantum');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const current = useRef(0);
  useEffect(() => () => void (current.current += 1), []);
  const num = (n: number, digits = 0) => new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: digits }).format(n);

  const start = async () => {
    const attempt = ++current.current;
    setState({ phase: 'running', progress: null });
    try {
      const { verifyRunLocally } = await import('../worker/verify-run');
      const result = await verifyRunLocally(run, (p) => attempt === current.current && setState({ phase: 'running', progress: p }));
      if (attempt === current.current) setState({ phase: 'done', result });
    } catch (err) {
      if (attempt === current.current) setState({ phase: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };

  const progressText = (p: QsimProgress | null): string => {
    if (!p) return t('verify.starting');
    if (p.stage === 'data') return t('verify.data', { count: num(p.incidents) });
    return t('verify.scenario', { done: p.done, total: p.total, scenario: t(`scenario.${p.scenario}` as 'scenario.cyber_major'), circuits: p.circuits });
  };

  return (
    <Card data-testid="quantum-verify">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">{t('verify.title')}</CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={start} disabled={state.phase === 'running'}>
          {state.phase === 'running' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Cpu className="size-4" aria-hidden="true" />}
          {t('verify.action')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p className="text-muted-foreground">{t('verify.explain')}</p>
        <div role="status" aria-live="polite" data-testid="quantum-verify-status">
          {state.phase === 'running' ? <p>{progressText(state.progress)}</p> : null}
          {state.phase === 'done' && state.result.matches ? (
            <p className="flex items-start gap-2 font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('verify.match', { circuits: state.result.result.quantum_circuits, shots: num(state.result.result.shots), ms: num(state.result.elapsed_ms, 1) })}
            </p>
          ) : null}
          {state.phase === 'done' && !state.result.matches ? (
            <p className="flex items-start gap-2 font-medium text-red-700 dark:text-red-400">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('verify.mismatch', { fields: state.result.differences.slice(0, 5).join(', ') })}
            </p>
          ) : null}
          {state.phase === 'error' ? <p className="text-red-700 dark:text-red-400">{t('verify.error', { message: state.message })}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}
