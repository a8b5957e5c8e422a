import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectFile } from '@ov/shared';
import {
  closeFile,
  createWorkspace,
  loadGeneratedApp,
  MAX_OPEN_FROM_APP,
  openFile,
  updateContent,
  type Workspace,
} from '../workspace/file-model';
import { useWorkspaceState } from '../workspace/use-workspace';
import { useExplorerActions } from '../workspace/use-explorer-actions';
import { builderProjectStore } from '../workspace/stored';
import { sentinelStarterProject } from '../samples/sentinel-starter';
import type { BuilderProject } from './import-export';

/** The builder opens a project with its first five files in tabs, the first selected (spec §9). */
export const builderWorkspace = (files: readonly ProjectFile[]): Workspace =>
  createWorkspace(files, files.slice(0, MAX_OPEN_FROM_APP).map((f) => f.path));

/** Spec §2: a tab can be closed only while more than one is open. */
export const closeBuilderTab = (ws: Workspace, path: string): Workspace => (ws.openPaths.length > 1 ? closeFile(ws, path) : ws);

/**
 * The builder's project on the workspace core (spec §4 "Builder workspace files"): create, rename, delete, edit,
 * open, close, import (replace) and AI files (merge), kept in localStorage 300 ms after every change
 * (decision 122). The workspace ref follows every change synchronously, so Save stores what the editor holds.
 */
export function useBuilderProject() {
  const initial = useMemo(() => builderProjectStore.read() ?? sentinelStarterProject(), []);
  const [name, setName] = useState(initial.name);
  const nameRef = useRef(initial.name);
  const [ws, update, set, ref] = useWorkspaceState(() => builderWorkspace(initial.files));
  const project: BuilderProject = useMemo(() => ({ name, files: ws.files }), [name, ws.files]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Background saves stay silent: the explicit Save reports storage errors.
    const id = window.setTimeout(() => builderProjectStore.write(project), 300);
    return () => window.clearTimeout(id);
  }, [project]);

  const actions = useMemo(
    () => ({
      edit: (path: string, content: string) => update((w) => updateContent(w, path, content)),
      open: (path: string) => update((w) => openFile(w, path)),
      close: (path: string) => update((w) => closeBuilderTab(w, path)),
      /** An imported project replaces everything. */
      replace: (next: BuilderProject) => {
        nameRef.current = next.name;
        setName(next.name);
        set(builderWorkspace(next.files));
      },
      /** AI files: merged over the project (same path replaced), the first five shown in tabs, the first selected. */
      merge: (files: readonly ProjectFile[]) => update((w) => loadGeneratedApp(w, { files }, 'merge', { tabs: 'replace' }) ?? w),
    }),
    [set, update],
  );

  const save = useCallback((): boolean => builderProjectStore.write({ name: nameRef.current, files: ref.current.files }), [ref]);
  const activeFile = useMemo(() => ws.files.find((f) => f.path === ws.activePath) ?? null, [ws.files, ws.activePath]);
  const files = useExplorerActions({ ref, set, select: 'first' });
  return { ws, project, activeFile, save, files, ...actions };
}
