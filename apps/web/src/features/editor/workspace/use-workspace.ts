import { useCallback, useRef, useState } from 'react';
import { createWorkspace, type Workspace } from './file-model';
import { editorWorkspaceStore, type StoredWorkspace } from './stored';

export { WORKSPACE_KEY, type StoredWorkspace } from './stored';

/** The /editor working copy, or null when none is stored or it holds no usable file. */
export function readStoredWorkspace(key?: string): StoredWorkspace | null {
  const stored = editorWorkspaceStore(key).read();
  return stored && stored.files.length > 0 ? stored : null;
}

/** Writes the working copy; returns false when storage refuses it (quota, blocked). */
export const writeStoredWorkspace = (value: StoredWorkspace, key?: string): boolean => editorWorkspaceStore(key).write(value);

export function workspaceFromStored(s: StoredWorkspace): Workspace {
  const ws = createWorkspace(s.files, s.openPaths.length ? s.openPaths : undefined);
  const activePath = s.activePath && ws.openPaths.includes(s.activePath) ? s.activePath : ws.activePath;
  return { ...ws, saved: s.saved, activePath };
}

export function toStored(ws: Workspace, meta: { projectId: string | null; name: string; savedAt: string | null }): StoredWorkspace {
  return { ...meta, files: ws.files, saved: ws.saved, openPaths: ws.openPaths, activePath: ws.activePath };
}

/**
 * Workspace state with functional updates. The ref is updated synchronously with every change, so a save fired
 * right after an edit (Ctrl+S in the same frame) never reads a stale workspace.
 */
export function useWorkspaceState(init: () => Workspace) {
  const [ws, setState] = useState<Workspace>(init);
  const ref = useRef<Workspace>(ws);
  const set = useCallback((next: Workspace) => {
    ref.current = next;
    setState(next);
  }, []);
  const update = useCallback((fn: (w: Workspace) => Workspace) => set(fn(ref.current)), [set]);
  return [ws, update, set, ref] as const;
}
