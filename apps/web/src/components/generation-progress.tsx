import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/nav';
import { Check, Circle, FileCode2, Lightbulb, Loader2, RotateCcw, TriangleAlert } from 'lucide-react';
import { GENERATION_STEPS, type GenerationStep } from '@ov/shared/generation-steps';
import { paths } from '@/config/paths';
import { pendingGeneration } from '@/lib/pending';
import { isApiError } from '@/lib/api-client';
import type { GenerationState } from '@/lib/app-generation';
import { errorText } from '@/lib/errors';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

const SHOWN_FILES = 6;

/**
 * What an app generation is doing (issue 12 point 3): the steps, ticked as the server reports them, the files as
 * they arrive, then the proposals of a vague request or the error with a way forward. Never a blank box.
 */
export function GenerationProgress({
  state,
  onPropose,
  onRetry,
  onCancel,
  onDismiss,
  compact = false,
  className,
}: {
  state: Exclude<GenerationState, { status: 'idle' }>;
  /** A proposal was chosen: generate it. */
  onPropose?: (prompt: string) => void;
  onRetry?: () => void;
  onCancel?: () => void;
  /** Close the proposals or the error (back to what was open). */
  onDismiss?: () => void;
  /** A smaller rendering for a chat bubble. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  // The proposals and the error both close the same way.
  const dismiss = onDismiss ? (
    <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
      {t('generation.dismiss')}
    </Button>
  ) : null;

  if (state.status === 'proposals') {
    return (
      <div className={cn('space-y-3', className)} data-testid="generation-proposals">
        <p className="flex items-start gap-2 text-sm">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{t('generation.vague')}</span>
        </p>
        <ul className="grid gap-2" aria-label={t('generation.proposalsLabel')}>
          {state.proposals.map((p) => (
            <li key={p}>
              <Button type="button" variant="outline" className="h-auto w-full justify-start whitespace-normal py-2 text-left" onClick={() => onPropose?.(p)} disabled={!onPropose}>
                {p}
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t('generation.free')}</p>
        {dismiss}
      </div>
    );
  }

  const running = state.status === 'running';
  const done = new Set<GenerationStep>(state.steps);
  const current = running ? GENERATION_STEPS.find((s) => !done.has(s)) : undefined;
  const files = state.files;
  const insufficient = state.status === 'error' && isApiError(state.error) && state.error.code.startsWith('insufficient_credits');

  return (
    <div className={cn('space-y-3', className)} data-testid="generation-progress" data-status={state.status}>
      <div>
        <p className="text-sm font-semibold" id="generation-progress-title">
          {state.status === 'done' ? t('generation.doneTitle') : state.status === 'error' ? t('generation.errorTitle') : t('generation.title')}
        </p>
        {!compact ? <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">« {state.prompt} »</p> : null}
      </div>
      <ol className="space-y-1.5" aria-labelledby="generation-progress-title">
        {GENERATION_STEPS.map((step) => {
          const isDone = done.has(step);
          const isCurrent = step === current;
          return (
            <li key={step} className={cn('flex items-center gap-2 text-sm', isDone ? 'text-foreground' : 'text-muted-foreground')} data-step={step} data-done={isDone || undefined}>
              {isDone ? (
                <Check className="size-4 shrink-0 text-emerald-500" aria-hidden="true" />
              ) : isCurrent ? (
                <Loader2 className="size-4 shrink-0 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0 opacity-50" aria-hidden="true" />
              )}
              <span>
                {t(`generation.steps.${step}`)}
                {step === 'files' && files.length > 0 ? ` (${files.length})` : ''}
              </span>
              <span className="sr-only">{isDone ? t('generation.stepDone') : isCurrent ? t('generation.stepCurrent') : t('generation.stepPending')}</span>
            </li>
          );
        })}
      </ol>
      {files.length > 0 && !compact ? (
        <ul className="space-y-0.5 border-t pt-2 font-mono text-xs text-muted-foreground" aria-label={t('generation.filesLabel')}>
          {files.slice(-SHOWN_FILES).map((f) => (
            <li key={f.path} className="flex items-center gap-1.5 truncate">
              <FileCode2 className="size-3 shrink-0" aria-hidden="true" />
              {f.path}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" aria-live="polite" className="sr-only">
        {current ? t(`generation.steps.${current}`) : state.status === 'done' ? t('generation.doneTitle') : ''}
      </div>
      {state.status === 'error' ? (
        <div className="space-y-2" role="alert">
          <p className="flex items-start gap-2 text-sm text-destructive">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{errorText(t, state.error)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            {insufficient ? (
              <Button asChild size="sm">
                <Link to={paths.credits} state={{ from: paths.home }} onClick={() => pendingGeneration.save(state.prompt)}>
                  {t('generation.buyCredits')}
                </Link>
              </Button>
            ) : null}
            {onRetry ? (
              <Button type="button" size="sm" variant="outline" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                {t('generation.retry')}
              </Button>
            ) : null}
            {dismiss}
          </div>
        </div>
      ) : null}
      {running && onCancel ? (
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('generation.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
