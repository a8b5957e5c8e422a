import { useTranslation } from 'react-i18next';
import { AlertCircle, AlertTriangle, Info, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Diagnostic } from '../types';

type Props = {
  diagnostics: Diagnostic[];
  onOpen: (path: string, line: number, column: number) => void;
  onFix?: (d: Diagnostic) => void;
  fixing: boolean;
};

const ICONS = { error: AlertCircle, warning: AlertTriangle, info: Info } as const;
const COLORS = { error: 'text-red-500', warning: 'text-amber-500', info: 'text-sky-500' } as const;

/** The debug tab: errors and warnings with line and column (TypeScript diagnostics and preview errors). */
export function DebugPanel({ diagnostics, onOpen, onFix, fixing }: Props) {
  const { t } = useTranslation('editor');
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  return (
    <div className="flex h-full flex-col gap-2 text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('debug.title')}</h2>
      <p className="text-xs text-muted-foreground" data-testid="debug-summary">
        {t('debug.summary', { errors, warnings })}
      </p>
      {diagnostics.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('debug.none')}</p>
      ) : (
        <ul className="min-h-0 flex-1 space-y-1 overflow-auto" aria-label={t('debug.list')}>
          {diagnostics.map((d, i) => {
            const Icon = ICONS[d.severity];
            return (
              <li key={`${d.source}:${d.path}:${d.line}:${d.column}:${i}`} className="rounded border border-border/60 p-1.5">
                <button type="button" className="flex w-full items-start gap-1.5 text-left" onClick={() => onOpen(d.path, d.line, d.column)}>
                  <Icon className={`mt-0.5 size-3.5 shrink-0 ${COLORS[d.severity]}`} aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="sr-only">{t(`debug.severity.${d.severity}`)} </span>
                    <span className="block break-words text-xs">{d.message}</span>
                    <span className="block text-[11px] text-muted-foreground">
                      {t('debug.location', { path: d.path || '—', line: d.line, column: d.column })}
                      {d.source === 'preview' ? ` · ${t('debug.fromPreview')}` : ''}
                    </span>
                  </span>
                </button>
                {onFix && d.source === 'preview' && d.severity === 'error' && (
                  <Button size="sm" variant="outline" className="mt-1 h-6 text-xs" disabled={fixing} onClick={() => onFix(d)}>
                    <Sparkles className="size-3" aria-hidden="true" />
                    {t('ai.fixError')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
