import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Suggestion } from '../api/generate-code';

type Props = {
  suggestions: Suggestion[];
  busy: boolean;
  activePath: string | null;
  onAsk: (prompt: string) => void;
  onApply: (s: Suggestion) => void;
  previewError: string | null;
  onFixPreviewError: () => void;
};

/** The AI assistant: a request about the active file, the 5 latest suggestions with Apply, and "fix the preview error". */
export function AiPanel({ suggestions, busy, activePath, onAsk, onApply, previewError, onFixPreviewError }: Props) {
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
          placeholder={t('ai.placeholder')}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          disabled={busy}
        />
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
            <li key={s.id} className="rounded-md border border-border/60 p-2">
              <p className="break-words text-xs">{s.description}</p>
              {s.kind === 'fix' && s.explanation ? (
                <details className="mt-1 text-xs" open={s.unchanged}>
                  <summary className="cursor-pointer text-muted-foreground">{s.unchanged ? t('ai.unchanged') : t('ai.explanation')}</summary>
                  <p className="mt-1 whitespace-pre-wrap break-words">{s.explanation}</p>
                </details>
              ) : null}
              <div className="mt-1 flex items-center justify-between gap-2">
                <span className="text-[11px] text-muted-foreground">
                  {t('ai.confidence', { percent: Math.round(s.confidence * 100) })}
                  {s.path ? ` · ${s.path}` : ''}
                  {s.kind === 'fix' && s.creditsUsed !== undefined ? ` · ${s.freeFix ? t('ai.freeFix') : t('ai.cost', { count: s.creditsUsed })}` : ''}
                </span>
                {s.unchanged ? null : (
                  <Button size="sm" className="h-6 text-xs" onClick={() => onApply(s)}>
                    {t('ai.apply')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
