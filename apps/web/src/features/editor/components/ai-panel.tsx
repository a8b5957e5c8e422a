import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Check, Columns2, Sparkles, Wand2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { countConflicts, type Suggestion, type SuggestionFile } from '../utils/suggestions';
import { SuggestionDiff } from './suggestion-diff';

type Props = {
  suggestions: Suggestion[];
  busy: boolean;
  activePath: string | null;
  onAsk: (prompt: string) => void;
  onApply: (s: Suggestion) => void;
  /** Resolves the conflicts of one file of an instruction, keeping the user's lines or the AI's. */
  onResolve?: (id: string, path: string, keep: 'mine' | 'ai') => void;
  onDismiss?: (id: string) => void;
  /** Shows one file of a suggestion side by side in the code area. */
  onOpenDiff?: (path: string, before: string | null, after: string | null) => void;
  previewError: string | null;
  onFixPreviewError: () => void;
};

const STATUS_CLASS: Record<SuggestionFile['status'], string> = {
  added: 'border-emerald-600/50 text-emerald-700 dark:text-emerald-300',
  changed: 'border-sky-600/50 text-sky-700 dark:text-sky-300',
  removed: 'border-red-600/50 text-red-700 dark:text-red-300',
  conflict: 'border-amber-600/60 bg-amber-500/15 text-amber-800 dark:text-amber-200',
};

/** Conflicts still to settle in an instruction: marked regions plus whole-file conflicts. */
export const openConflicts = (s: Suggestion): number =>
  s.instruction?.files.reduce((n, f) => n + (f.status === 'conflict' ? Math.max(1, countConflicts(f.after)) : 0), 0) ?? 0;

/**
 * The AI assistant: a request (on a generated project, an instruction that changes the app), the 5 latest
 * suggestions each shown as a diff before "Appliquer" (kept across reloads), and "fix the preview error".
 */
export function AiPanel({ suggestions, busy, activePath, onAsk, onApply, onResolve, onDismiss, onOpenDiff, previewError, onFixPreviewError }: Props) {
  const { t } = useTranslation('editor');
  const [prompt, setPrompt] = useState('');

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!prompt.trim() || busy) return;
    onAsk(prompt.trim());
  }

  return (
    <div className="flex h-full flex-col gap-2 overflow-auto text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('ai.title')}</h2>
      <p className="text-xs text-muted-foreground">{activePath ? t('ai.context', { path: activePath }) : t('ai.noContext')}</p>
      <form onSubmit={handleSubmit} className="flex flex-col gap-1">
        <textarea
          className="min-h-20 rounded-md border border-input bg-background p-2 text-xs"
          aria-label={t('ai.prompt')}
          aria-describedby="ai-instruct-hint"
          placeholder={t('ai.placeholder')}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          disabled={busy}
        />
        <p id="ai-instruct-hint" className="text-[11px] text-muted-foreground">
          {t('ai.instructHint')}
        </p>
        <Button type="submit" size="sm" disabled={busy || !prompt.trim()}>
          <Sparkles aria-hidden="true" />
          {busy ? t('ai.generating') : t('ai.generate')}
        </Button>
      </form>
      {previewError && (
        <div className="rounded-md border border-red-500/40 bg-red-500/10 p-2 text-xs">
          <p className="mb-1 break-words">{t('ai.previewError', { message: previewError })}</p>
          <Button size="sm" variant="outline" className="h-7 text-xs" disabled={busy} onClick={onFixPreviewError}>
            <Wand2 aria-hidden="true" />
            {t('ai.fixError')}
          </Button>
        </div>
      )}
      <h3 className="mt-1 text-xs font-semibold text-muted-foreground">{t('ai.suggestions')}</h3>
      {suggestions.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('ai.noSuggestions')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('ai.suggestions')}>
          {suggestions.map((s) => (
            <SuggestionItem key={s.id} s={s} onApply={onApply} onResolve={onResolve} onDismiss={onDismiss} onOpenDiff={onOpenDiff} />
          ))}
        </ul>
      )}
    </div>
  );
}

type ItemProps = Pick<Props, 'onApply' | 'onResolve' | 'onDismiss' | 'onOpenDiff'> & { s: Suggestion };

function SideBySide({ path, before, after, onOpenDiff }: { path: string; before: string | null; after: string | null; onOpenDiff: Props['onOpenDiff'] }) {
  const { t } = useTranslation('editor');
  if (!onOpenDiff) return null;
  return (
    <Button size="sm" variant="ghost" className="my-0.5 h-6 px-1 text-[11px]" aria-label={t('ai.sideBySideIn', { path })} onClick={() => onOpenDiff(path, before, after)}>
      <Columns2 aria-hidden="true" />
      {t('ai.sideBySide')}
    </Button>
  );
}

function SuggestionItem({ s, onApply, onResolve, onDismiss, onOpenDiff }: ItemProps) {
  const { t } = useTranslation('editor');
  const conflicts = openConflicts(s);
  const cost =
    s.creditsUsed === undefined ? null : s.freeFix ? t('ai.freeFix') : s.creditsUsed === 0 ? t('ai.notCharged') : t('ai.cost', { count: s.creditsUsed });
  const meta = [
    // Only a confidence the model measured is shown; none is made up (decision 116).
    s.confidence !== undefined ? t('ai.confidence', { percent: Math.round(s.confidence * 100) }) : null,
    s.kind !== 'instruction' ? s.path : null,
    cost,
  ].filter(Boolean);
  return (
    <li className="rounded-md border border-border/60 p-2" data-testid="suggestion" data-kind={s.kind}>
      <div className="flex items-start gap-1">
        <p className="min-w-0 flex-1 break-words text-xs font-medium">{s.description}</p>
        {onDismiss && (
          <button type="button" className="rounded p-0.5 text-muted-foreground hover:bg-muted" aria-label={t('ai.dismiss', { description: s.description.slice(0, 60) })} onClick={() => onDismiss(s.id)}>
            <X className="size-3" aria-hidden="true" />
          </button>
        )}
      </div>
      {s.explanation ? (
        <details className="mt-1 text-xs" open={s.unchanged}>
          <summary className="cursor-pointer text-muted-foreground">{s.unchanged ? (s.kind === 'fix' ? t('ai.unchanged') : t('ai.notDone')) : t('ai.explanation')}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words">{s.explanation}</p>
        </details>
      ) : null}
      {s.instruction && !s.unchanged ? (
        <>
          {s.instruction.changes.length > 0 && (
            <div className="mt-1 text-xs">
              <p className="text-muted-foreground">{t('ai.changes')}</p>
              <ul className="ml-4 list-disc">
                {s.instruction.changes.map((c, i) => (
                  <li key={i} className="break-words">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {conflicts > 0 && !s.applied && (
            <p className="mt-1 flex gap-1 rounded border border-amber-600/60 bg-amber-500/15 p-1 text-xs text-amber-900 dark:text-amber-100" role="status">
              <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {t('ai.conflictsWarning', { count: conflicts })}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{t('ai.filesChanged', { count: s.instruction.files.length })}</p>
          <ul className="mt-0.5 space-y-1" aria-label={t('ai.filesLabel')}>
            {s.instruction.files.map((f) => (
              <li key={f.path}>
                <details className="text-xs" open={f.status === 'conflict' && !s.applied}>
                  <summary className="cursor-pointer break-all">
                    <span className={cn('mr-1 rounded border px-1 text-[10px] font-medium', STATUS_CLASS[f.status])}>{t(`ai.status.${f.status}`)}</span>
                    {f.path}
                    {f.conflicts > 0 ? ` · ${t('ai.conflictCount', { count: f.conflicts })}` : ''}
                  </summary>
                  {f.note && <p className="mt-1 text-[11px]">{t(`ai.note.${f.note}`)}</p>}
                  {f.status === 'conflict' && onResolve && !s.applied && (
                    <div className="my-1 flex flex-wrap gap-1">
                      <Button size="sm" variant="outline" className="h-6 text-[11px]" onClick={() => onResolve(s.id, f.path, 'mine')} aria-label={t('ai.keepMineIn', { path: f.path })}>
                        {t('ai.keepMine')}
                      </Button>
                      <Button size="sm" variant="outline" className="h-6 text-[11px]" onClick={() => onResolve(s.id, f.path, 'ai')} aria-label={t('ai.keepAiIn', { path: f.path })}>
                        {t('ai.keepAi')}
                      </Button>
                    </div>
                  )}
                  <SideBySide path={f.path} before={f.before} after={f.after} onOpenDiff={onOpenDiff} />
                  <SuggestionDiff path={f.path} before={f.before} after={f.after} />
                </details>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!s.instruction && !s.unchanged && s.before !== undefined ? (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-muted-foreground">{t('ai.showDiff')}</summary>
          <SideBySide path={s.path ?? ''} before={s.before} after={s.code} onOpenDiff={onOpenDiff} />
          <SuggestionDiff path={s.path ?? ''} before={s.before} after={s.code} />
        </details>
      ) : null}
      <div className="mt-1 flex items-center justify-between gap-2">
        <span className="text-[11px] text-muted-foreground">{meta.join(' · ')}</span>
        {s.unchanged ? null : s.applied ? (
          <span className="flex items-center gap-0.5 text-[11px] text-muted-foreground">
            <Check className="size-3" aria-hidden="true" />
            {t('ai.applied')}
          </span>
        ) : (
          <Button size="sm" className="h-6 text-xs" onClick={() => onApply(s)}>
            {t('ai.apply')}
          </Button>
        )}
      </div>
    </li>
  );
}
