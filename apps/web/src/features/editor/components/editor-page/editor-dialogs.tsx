import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { EditorFiles } from '../../hooks/use-editor-files';
import type { EditorGeneration } from '../../hooks/use-editor-arrival';
import type { EditorVersions } from '../../hooks/use-editor-versions';
import type { useInstruction } from '../../hooks/use-editor-instruction';

type Props = {
  projectName: string;
  projectId: string | null;
  hasChanges: boolean;
  signedIn: boolean;
  generation: EditorGeneration;
  files: EditorFiles;
  versions: EditorVersions;
  instruction: ReturnType<typeof useInstruction>;
  /** "Save, then replace": resolves once the save is done (or failed). */
  saveThenReplace: () => void;
};

const whenClosed = (cancel: () => void) => (open: boolean) => {
  if (!open) cancel();
};

/** The questions /editor asks before an action that cannot be undone (Radix AlertDialog, never window.confirm). */
export function EditorDialogs({ projectName, projectId, hasChanges, signedIn, generation, files, versions, instruction, saveThenReplace }: Props) {
  const { t } = useTranslation(['editor', 'common']);
  const name = projectName;
  // The questions that only confirm or cancel one action.
  const questions = [
    {
      id: 'delete',
      open: files.pendingDelete !== null,
      cancel: files.cancelDelete,
      title: t('explorer.deleteTitle', { path: files.pendingDelete ?? '' }),
      description: t('explorer.deleteBody'),
      confirmLabel: t('explorer.deleteConfirm'),
      confirm: files.confirmDelete,
    },
    {
      id: 'restore',
      open: versions.pendingRestore !== null,
      cancel: versions.cancelRestore,
      title: t('vc.restoreTitle', { version: versions.pendingRestore ?? 0 }),
      description: t('vc.restoreBody'),
      confirmLabel: t('vc.restoreConfirm'),
      confirm: versions.confirmRestore,
    },
    {
      id: 'conflicts',
      open: instruction.pendingConflicts !== null,
      cancel: instruction.cancelConflicts,
      title: t('ai.conflictsTitle'),
      description: t('ai.confirmConflicts', { count: instruction.pendingConflicts ?? 0 }),
      confirmLabel: t('ai.conflictsConfirm'),
      confirm: instruction.confirmConflicts,
    },
  ];
  return (
    <>
      <ConfirmDialog
        open={generation.pending !== null}
        onOpenChange={whenClosed(generation.dismiss)}
        title={t('generation.replaceTitle')}
        description={hasChanges ? t('generation.replaceUnsaved', { name }) : projectId ? t('generation.replaceSaved', { name }) : t('generation.replaceLocal', { name })}
        confirmLabel={t('generation.replaceConfirm')}
        cancelLabel={t('generation.replaceCancel')}
        onConfirm={generation.confirm}
        {...(hasChanges && signedIn ? { extra: { label: t('generation.saveThenReplace'), onSelect: saveThenReplace } } : {})}
      />
      {questions.map((q) => (
        <ConfirmDialog
          key={q.id}
          open={q.open}
          onOpenChange={whenClosed(q.cancel)}
          title={q.title}
          description={q.description}
          confirmLabel={q.confirmLabel}
          cancelLabel={t('common:cancel')}
          onConfirm={q.confirm}
        />
      ))}
    </>
  );
}
