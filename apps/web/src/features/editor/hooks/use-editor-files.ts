import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { closeFile, openFile, setLanguage, toggleFolder, updateContent, type PickerLanguage } from '../workspace/file-model';
import { useExplorerActions } from '../workspace/use-explorer-actions';
import { replaceInFiles, type SearchOptions } from '../utils/search';
import type { EditorLayout } from './use-editor-layout';
import type { EditorProject } from './use-editor-project';

type Deps = {
  project: EditorProject;
  layout: EditorLayout;
  /** Shows a place of the open file in the editor. */
  revealLater: (path: string, line: number, column: number, length?: number) => void;
};

/** The file operations of /editor (spec §2): open, close, create, delete after a question, rename, replace all. */
export function useEditorFiles({ project, layout, revealLater }: Deps) {
  const { t } = useTranslation('editor');
  const { wsRef, setWs, updateWs } = project;
  const { showCode, setDiffPath, diffPath } = layout;
  const actions = useExplorerActions({ ref: wsRef, set: setWs });
  /** The file the user asked to delete, waiting for the answer to the question. */
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);

  function open(path: string) {
    showCode();
    updateWs((w) => openFile(w, path));
  }

  function revealAt(path: string, line: number, column: number, length?: number) {
    if (!wsRef.current.files.some((f) => f.path === path)) return;
    open(path);
    revealLater(path, line, column, length);
  }

  /** A new file opens in the code view; a refused name answers the explorer's text. */
  function create(name: string): string | null {
    const refused = actions.create(name);
    if (!refused) showCode();
    return refused;
  }

  function confirmDelete() {
    const path = pendingDelete;
    setPendingDelete(null);
    if (!path) return;
    actions.remove(path);
    if (diffPath === path) setDiffPath(null);
  }

  /** A renamed file closes any diff; a refused name answers the explorer's text. */
  function rename(path: string, name: string): string | null {
    const before = wsRef.current;
    const refused = actions.rename(path, name);
    if (wsRef.current !== before) setDiffPath(null);
    return refused;
  }

  function replaceAll(query: string, replacement: string, options: SearchOptions) {
    const r = replaceInFiles(wsRef.current.files, query, replacement, options);
    if (r.count === 0) return;
    updateWs((w) => r.files.reduce((acc, f) => updateContent(acc, f.path, f.content), w));
    toast.success(t('toasts.replaced', { count: r.count, files: r.changed.length }));
  }

  return {
    open,
    /** A tab was chosen: its file, in place of any diff. */
    selectTab: (path: string) => {
      setDiffPath(null);
      updateWs((w) => openFile(w, path));
    },
    close: (path: string) => updateWs((w) => closeFile(w, path)),
    toggleFolder: (path: string) => updateWs((w) => toggleFolder(w, path)),
    setLanguage: (path: string, language: PickerLanguage) => updateWs((w) => setLanguage(w, path, language)),
    revealAt,
    create,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    rename,
    replaceAll,
  };
}

export type EditorFiles = ReturnType<typeof useEditorFiles>;
