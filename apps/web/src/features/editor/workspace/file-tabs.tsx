import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { baseName } from './languages';

type Props = {
  openPaths: readonly string[];
  activePath: string | null;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  /** Marks with a dot a tab whose file changed since the last save. */
  isModified?: (path: string) => boolean;
  /** Whether tabs show a close button (the builder closes a tab only while more than one is open, spec §2). */
  closable?: boolean;
  className?: string;
  /** Shown after the tabs, outside their list (/editor: the tab of the diff shown in place of the code). */
  children?: ReactNode;
};

/** The open-file tabs of the workspace: select a file, close a tab. */
export function FileTabs({ openPaths, activePath, onSelect, onClose, isModified, closable = true, className, children }: Props) {
  const { t } = useTranslation('editor');
  return (
    <div className={cn('flex min-h-9 shrink-0 items-stretch overflow-x-auto border-b border-border bg-card', className)} data-testid="file-tabs">
      <ul className="flex items-stretch" aria-label={t('tabs.label')}>
        {openPaths.map((p) => (
          <li key={p} className={cn('flex items-center border-r border-border text-xs', p === activePath ? 'bg-background text-foreground' : 'text-muted-foreground')}>
            <button type="button" className="flex items-center gap-1 px-2 py-1.5" title={p} aria-current={p === activePath ? 'true' : undefined} data-testid="file-tab" onClick={() => onSelect(p)}>
              {baseName(p)}
              {isModified?.(p) && <span className="size-1.5 rounded-full bg-amber-400" role="img" aria-label={t('explorer.modified')} />}
            </button>
            {closable && (
              <button type="button" className="mr-1 rounded p-0.5 hover:bg-muted" aria-label={t('tabs.close', { name: p })} onClick={() => onClose(p)}>
                <X className="size-3" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
