import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { baseName, isModified, type Workspace } from '../../workspace/file-model';

type Props = {
  ws: Workspace;
  /** The diff shown in place of the code, if any (its title is a tab of its own). */
  diffTitle: string | null;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onCloseDiff: () => void;
};

/** The open files' tabs above the code (a dot marks a modified file), and the diff's tab when one is shown. */
export function FileTabs({ ws, diffTitle, onSelect, onClose, onCloseDiff }: Props) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex min-h-9 items-stretch overflow-x-auto border-b border-border bg-card">
      <ul className="flex items-stretch" aria-label={t('tabs.label')}>
        {ws.openPaths.map((p) => {
          const active = p === ws.activePath && diffTitle === null;
          return (
            <li key={p} className={cn('flex items-center border-r border-border text-xs', active ? 'bg-background text-foreground' : 'text-muted-foreground')}>
              <button type="button" aria-current={active ? 'true' : undefined} className="flex items-center gap-1 px-2 py-1.5" title={p} onClick={() => onSelect(p)}>
                {baseName(p)}
                {isModified(ws, p) && <span className="size-1.5 rounded-full bg-amber-400" role="img" aria-label={t('explorer.modified')} />}
              </button>
              <button type="button" className="mr-1 rounded p-0.5 hover:bg-muted" aria-label={t('tabs.close', { name: p })} onClick={() => onClose(p)}>
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {diffTitle !== null && (
        <div className="flex items-center border-r border-border bg-background px-2 text-xs">
          {diffTitle}
          <button type="button" className="ml-1 rounded p-0.5 hover:bg-muted" aria-label={t('vc.closeDiff')} onClick={onCloseDiff}>
            <X className="size-3" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
