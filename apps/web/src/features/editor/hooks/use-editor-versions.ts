import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { projectVersionsOptions, useRestoreVersionMutation } from '../api/projects';
import { addCheckpoint, readCheckpoints, removeCheckpoint, type Checkpoint } from '../utils/checkpoints';
import { replaceFiles, type ProjectFile } from '../workspace/file-model';
import type { EditorProject } from './use-editor-project';

type Deps = {
  project: EditorProject;
  signedIn: boolean;
  /** The version control tab is shown: the versions are fetched (and refetched after every save). */
  visible: boolean;
  showInPreview: (files: readonly ProjectFile[]) => void;
};

/** Named checkpoints of the open project (kept in this browser), read again when the project changes. */
function useCheckpoints(key: string) {
  const [state, setState] = useState(() => ({ key, list: readCheckpoints(key) }));
  let current = state;
  if (state.key !== key) {
    current = { key, list: readCheckpoints(key) };
    setState(current);
  }
  return [current.list, (list: Checkpoint[]) => setState({ key, list })] as const;
}

/**
 * The saved versions of the project (owner only, decision 016) with the restore of one, after a question; the
 * named checkpoints of this browser.
 */
export function useEditorVersions({ project, signedIn, visible, showInPreview }: Deps) {
  const { t } = useTranslation('editor');
  const { projectId, wsRef, setWs, updateWs, persistLocal } = project;
  const checkpointKey = projectId ?? 'local';
  const versions = useQuery({ ...projectVersionsOptions(projectId ?? ''), enabled: visible && signedIn && !!projectId });
  const restore = useRestoreVersionMutation();
  /** The version the user asked to restore, waiting for the answer to the question. */
  const [pendingRestore, setPendingRestore] = useState<number | null>(null);
  const [checkpoints, setCheckpoints] = useCheckpoints(checkpointKey);

  async function confirmRestore() {
    const version = pendingRestore;
    setPendingRestore(null);
    if (!projectId || version === null) return;
    try {
      const p = await restore.mutateAsync({ id: projectId, version });
      const next = replaceFiles(wsRef.current, p.code_content, { markSaved: true });
      setWs(next);
      showInPreview(next.files);
      persistLocal(next);
      toast.success(t('toasts.versionRestored', { version }));
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? errorText(t, e) : t('toasts.saveFailed') });
    }
  }

  function createCheckpoint(name: string) {
    const list = addCheckpoint(checkpointKey, name, wsRef.current.files);
    if (!list) {
      if (name.trim()) toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
      return;
    }
    setCheckpoints(list);
    toast.success(t('toasts.checkpointCreated', { name: name.trim() }));
  }

  function restoreCheckpoint(cp: Checkpoint) {
    updateWs((w) => replaceFiles(w, cp.files));
    toast.success(t('toasts.checkpointRestored', { name: cp.name }));
  }

  return {
    checkpointKey,
    versions: versions.data ?? null,
    versionsError: versions.isError,
    reloadVersions: () => {
      if (projectId) void versions.refetch();
    },
    pendingRestore,
    askRestore: (version: number) => {
      if (projectId) setPendingRestore(version);
    },
    cancelRestore: () => setPendingRestore(null),
    confirmRestore: () => void confirmRestore(),
    restoring: restore.isPending,
    checkpoints,
    createCheckpoint,
    restoreCheckpoint,
    deleteCheckpoint: (id: string) => setCheckpoints(removeCheckpoint(checkpointKey, id)),
  };
}

export type EditorVersions = ReturnType<typeof useEditorVersions>;
