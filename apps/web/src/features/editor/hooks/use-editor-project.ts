import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changesSinceSave, createWorkspace, type ProjectFile, type Workspace } from '../workspace/file-model';
import { readStoredWorkspace, toStored, workspaceFromStored, writeStoredWorkspace, useWorkspaceState } from '../workspace/use-workspace';

/**
 * The project open in /editor: its files (the workspace, with a ref that is always current), its server id (null
 * before the first save) and its name. It starts from the working copy kept in this browser, else from the
 * default sample. `persistLocal` writes the working copy (false when storage refuses it).
 */
export function useEditorProject(defaultFiles: readonly ProjectFile[]) {
  const { t } = useTranslation('editor');
  const stored = useMemo(() => readStoredWorkspace(), []);
  const [projectId, setProjectId] = useState<string | null>(stored?.projectId ?? null);
  const [projectName, setProjectName] = useState<string>(stored?.name || t('page.defaultName'));
  const [ws, updateWs, setWs, wsRef] = useWorkspaceState(() => (stored ? workspaceFromStored(stored) : createWorkspace(defaultFiles)));

  const persistLocal = useCallback(
    (w: Workspace = wsRef.current, id: string | null = projectId, savedAt: string | null = new Date().toISOString()) =>
      writeStoredWorkspace(toStored(w, { projectId: id, name: projectName, savedAt })),
    [projectId, projectName, wsRef],
  );

  /** Another project replaces the open one (a delivered app, a project opened by its address). */
  const open = useCallback(
    (next: Workspace, id: string | null, name: string) => {
      setWs(next);
      setProjectId(id);
      setProjectName(name);
    },
    [setWs],
  );

  /** An app is open that a new one would replace: a saved project, unsaved edits, or anything but the sample. */
  const hasOpenApp = useCallback(() => {
    const w = wsRef.current;
    if (projectId || changesSinceSave(w).length > 0) return true;
    return !(w.files.length === defaultFiles.length && defaultFiles.every((f) => w.files.some((g) => g.path === f.path && g.content === f.content)));
  }, [projectId, defaultFiles, wsRef]);

  return { stored, ws, updateWs, setWs, wsRef, projectId, setProjectId, projectName, setProjectName, persistLocal, open, hasOpenApp };
}

export type EditorProject = ReturnType<typeof useEditorProject>;
