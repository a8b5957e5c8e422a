import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { baseName } from './languages';

type Props = {
  openPaths: readonly string[];
  activePath: string | null;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  /** Adds ' •' to a tab whose file changed since the last save. */
  isModified?: (path: string) => boolean;
  /** Whether tabs show a close button (the builder closes a tab only while more than one is open, spec §2). */
  closable?: boolean;
  className?: string;
};

/** The open-file tabs of the workspace: select a file, close a tab. */
export function FileTabs({ openPaths, activePath, onSelect, onClose, isModified, closable = true, className }: Props) {
  const { t } = useTranslation('editor');
  return (
    <ul className={cn('flex min-h-9 shrink-0 overflow-x-auto border-b border-border bg-card', className)} aria-label={t('tabs.label')} data-testid="file-tabs">
      {openPaths.map((p) => (
        <li key={p} className={cn('flex items-center border-r border-border text-xs', p === activePath ? 'bg-background' : 'text-muted-foreground')}>
          <button type="button" className="px-2 py-1.5" title={p} aria-current={p === activePath ? 'true' : undefined} data-testid="file-tab" onClick={() => onSelect(p)}>
            {baseName(p)}
            {isModified?.(p) ? ' •' : ''}
          </button>
          {closable && (
            <button type="button" className="mr-1 rounded p-0.5 hover:bg-muted" aria-label={t('tabs.close', { name: p })} onClick={() => onClose(p)}>
              <X className="size-3" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
