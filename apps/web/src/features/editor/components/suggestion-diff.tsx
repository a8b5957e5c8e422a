import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { diffLines } from '../utils/suggestions';

const ROW = {
  add: 'bg-emerald-500/15',
  del: 'bg-red-500/15',
  ctx: '',
  hunk: 'text-muted-foreground',
} as const;
const SIGN = { add: '+', del: '-', ctx: ' ', hunk: '' } as const;

/** A unified diff of one file (text, so it reads, wraps in a narrow panel and works with a screen reader). */
export function SuggestionDiff({ path, before, after }: { path: string; before: string | null; after: string | null }) {
  const { t } = useTranslation('editor');
  const lines = useMemo(() => diffLines(before, after), [before, after]);
  const added = lines.filter((l) => l.kind === 'add').length;
  const removed = lines.filter((l) => l.kind === 'del').length;
  const label = t('ai.diffLabel', { path, added, removed });
  if (lines.length === 0) return <p className="text-[11px] text-muted-foreground">{t('ai.diffEmpty')}</p>;
  return (
    <div>
      <p className="mb-0.5 text-[11px] text-muted-foreground">{t('ai.diffCounts', { added, removed })}</p>
      {/* Scrollable, so it takes the focus (WCAG 2.1.1); the label says what it is. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={label}
        className="max-h-64 overflow-auto rounded border border-border/60 bg-background font-mono text-[11px] leading-4"
        data-testid="suggestion-diff"
      >
        {lines.map((l, i) => (
          <div key={i} className={cn('whitespace-pre px-1', ROW[l.kind])} data-kind={l.kind}>
            <span aria-hidden="true" className="select-none pr-1 text-muted-foreground">
              {SIGN[l.kind]}
            </span>
            {l.kind === 'add' ? <span className="sr-only">{t('ai.lineAdded')} </span> : l.kind === 'del' ? <span className="sr-only">{t('ai.lineRemoved')} </span> : null}
            {l.text}
          </div>
        ))}
      </pre>
    </div>
  );
}
