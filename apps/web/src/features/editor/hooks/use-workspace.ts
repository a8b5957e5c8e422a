import { useCallback, useRef, useState } from 'react';
import { createWorkspace, usableFiles, type ProjectFile, type Workspace } from '../utils/file-store';

/** localStorage key of the editor's working copy (files, saved reference, tabs, server project id). */
export const WORKSPACE_KEY = 'ov_editor_workspace';

export type StoredWorkspace = {
  projectId: string | null;
  name: string;
  files: ProjectFile[];
  saved: Record<string, string>;
  openPaths: string[];
  activePath: string | null;
  savedAt: string | null;
};

export function readStoredWorkspace(key = WORKSPACE_KEY): StoredWorkspace | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<StoredWorkspace>;
    const files = usableFiles(Array.isArray(data.files) ? data.files : []);
    if (files.length === 0) return null;
    const saved: Record<string, string> = {};
    if (data.saved && typeof data.saved === 'object') {
      for (const [k, v] of Object.entries(data.saved)) if (typeof v === 'string') saved[k] = v;
    }
    return {
      projectId: typeof data.projectId === 'string' ? data.projectId : null,
      name: typeof data.name === 'string' && data.name.trim() ? data.name : '',
      files,
      saved,
      openPaths: Array.isArray(data.openPaths) ? data.openPaths.filter((p): p is string => typeof p === 'string') : [],
      activePath: typeof data.activePath === 'string' ? data.activePath : null,
      savedAt: typeof data.savedAt === 'string' ? data.savedAt : null,
    };
  } catch {
    return null;
  }
}

/** Writes the working copy; returns false when storage refuses it (quota, blocked). */
export function writeStoredWorkspace(value: StoredWorkspace, key = WORKSPACE_KEY): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

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
