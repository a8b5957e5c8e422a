import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { createFile, deleteFile, renameFile, type Workspace } from './file-model';

type Options = {
  ref: RefObject<Workspace>;
  set: (ws: Workspace) => void;
  /** Which tab is selected when the active file is deleted (spec §4: first; the component variant: last). */
  select?: 'first' | 'last';
};

/**
 * The explorer's create, rename and delete on a workspace, with their toasts. `create` and `rename` answer the
 * text the explorer shows when the name is refused (invalid, or taken), or null: an empty name does nothing
 * (spec §5), a created file opens in a tab and is selected, a delete closes the file's tab.
 */
export function useExplorerActions({ ref, set, select = 'first' }: Options) {
  const { t } = useTranslation('editor');
  return useMemo(() => {
    const refusal = (reason?: 'empty' | 'exists' | 'missing') => (reason === 'exists' ? t('explorer.exists') : t('explorer.invalidName'));
    return {
      create(name: string): string | null {
        if (!name.trim()) return null;
        const r = createFile(ref.current, name);
        if (!r.created) return refusal(r.reason);
        set(r.workspace);
        toast.success(t('toasts.fileCreated'), { description: r.created });
        return null;
      },
      rename(path: string, name: string): string | null {
        if (!name.trim()) return null;
        const r = renameFile(ref.current, path, name);
        if (r.reason) return refusal(r.reason);
        if (!r.renamed) return null;
        set(r.workspace);
        toast.success(t('toasts.fileRenamed'), { description: r.renamed });
        return null;
      },
      remove(path: string) {
        set(deleteFile(ref.current, path, select));
        toast.success(t('toasts.fileDeleted'), { description: path });
      },
    };
  }, [ref, set, select, t]);
}
