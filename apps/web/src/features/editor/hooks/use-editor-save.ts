import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveProjectMutation } from '../api/projects';
import { changesSinceSave, markSaved, type ProjectFile, type Workspace } from '../workspace/file-model';
import type { EditorProject } from './use-editor-project';
import { toStored, writeStoredWorkspace } from '../workspace/use-workspace';

const AUTO_SAVE_MS = 5000;

type Deps = {
  project: EditorProject;
  signedIn: boolean;
  autoSave: boolean;
  /** Copies the editor's text into the workspace (spec §4: saving copies editor content into the store). */
  flushEditor: () => void;
  showInPreview: (files: readonly ProjectFile[]) => void;
};

/** What was saved is marked saved; edits made while the request ran stay marked as changes. */
export const savedAfter = (current: Workspace, latest: Workspace): Workspace =>
  latest === current ? markSaved(current) : { ...latest, saved: Object.fromEntries(current.files.map((f) => [f.path, f.content])) };

/**
 * Save (spec §4): signed out, the working copy is kept in this browser; signed in, a new version on the server (the
 * project is created on the first save). Auto-save every 5,000 ms keeps the working copy locally, and also when
 * the page is left (reload, tab closed, hidden, another route), so the last seconds of edits are not lost.
 */
export function useEditorSave({ project, signedIn, autoSave, flushEditor, showInPreview }: Deps) {
  const { t } = useTranslation('editor');
  const { wsRef, setWs, projectId, setProjectId, projectName, persistLocal, stored } = project;
  const { mutateAsync, isPending } = useSaveProjectMutation();
  const inFlight = useRef(false);
  /** A save was asked for while one was running: it runs, with the text of that moment, when the running one ends. */
  const again = useRef(false);

  const save = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    flushEditor();
    const first = wsRef.current;
    if (!signedIn) {
      const next = markSaved(first);
      if (!persistLocal(next)) {
        toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
        return;
      }
      setWs(next);
      showInPreview(next.files);
      toast.success(t('toasts.fileSaved'), { description: t('toasts.signInToSave') });
      return;
    }
    inFlight.current = true;
    // The id the server gave travels from one save to the next (the first save creates the project).
    let id = projectId;
    let current = first;
    try {
      for (;;) {
        again.current = false;
        id = await mutateAsync({ id, title: projectName, files: current.files });
        const next = savedAfter(current, wsRef.current);
        setProjectId(id);
        setWs(next);
        showInPreview(next.files);
        if (!writeStoredWorkspace(toStored(next, { projectId: id, name: projectName, savedAt: new Date().toISOString() }))) {
          toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
        }
        toast.success(t('toasts.projectSaved'));
        if (!again.current) break;
        // The save asked for meanwhile: with the editor's text now; nothing new since → nothing more to store.
        flushEditor();
        current = wsRef.current;
        if (changesSinceSave(current).length === 0) break;
      }
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? errorText(t, e) : t('toasts.saveFailed') });
    } finally {
      inFlight.current = false;
      again.current = false;
    }
  }, [flushEditor, wsRef, signedIn, persistLocal, setWs, showInPreview, t, mutateAsync, projectId, projectName, setProjectId]);

  // The ref always holds the latest project id and name.
  const lastAuto = useRef<string>('');
  const autoSaveRef = useRef<() => void>(() => {});
  useEffect(() => {
    autoSaveRef.current = () => {
      const snapshot = toStored(wsRef.current, { projectId, name: projectName, savedAt: stored?.savedAt ?? null });
      const raw = JSON.stringify(snapshot);
      if (raw === lastAuto.current) return;
      if (writeStoredWorkspace(snapshot)) lastAuto.current = raw;
    };
  }, [projectId, projectName, stored, wsRef]);
  useEffect(() => {
    if (!autoSave) return;
    const flush = () => autoSaveRef.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const timer = setInterval(flush, AUTO_SAVE_MS);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [autoSave]);

  return { save, saving: isPending };
}
