import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultProject } from '../utils/default-project';
import { MAX_OPEN_FROM_IMPORT, loadStored, saveStored, starterContent, type BuilderFile, type BuilderProject } from '../utils/project';

export type BuilderState = { project: BuilderProject; open: string[]; active: string | null };

export type BuilderAction =
  | { type: 'create'; path: string }
  | { type: 'rename'; from: string; to: string }
  | { type: 'delete'; path: string }
  | { type: 'edit'; path: string; content: string }
  | { type: 'open'; path: string }
  | { type: 'close'; path: string }
  | { type: 'replace'; project: BuilderProject }
  | { type: 'merge'; files: BuilderFile[] };

const openFirst = (files: BuilderFile[]) => files.slice(0, MAX_OPEN_FROM_IMPORT).map((f) => f.path);

export function initialState(project: BuilderProject): BuilderState {
  const open = openFirst(project.files);
  return { project, open, active: open[0] ?? null };
}

/** The workspace's file rules (spec §4 "Builder workspace files"). Invalid actions return the state unchanged. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { project } = state;
  const exists = (p: string) => project.files.some((f) => f.path === p);
  switch (action.type) {
    case 'create': {
      if (!action.path || exists(action.path)) return state;
      const files = [...project.files, { path: action.path, content: starterContent(action.path) }];
      return { project: { ...project, files }, open: [...state.open.filter((p) => p !== action.path), action.path], active: action.path };
    }
    case 'rename': {
      const { from, to } = action;
      if (!exists(from) || !to || from === to || exists(to)) return state;
      const files = project.files.map((f) => (f.path === from ? { ...f, path: to } : f));
      return {
        project: { ...project, files },
        open: state.open.map((p) => (p === from ? to : p)),
        active: state.active === from ? to : state.active,
      };
    }
    case 'delete': {
      if (!exists(action.path)) return state;
      const files = project.files.filter((f) => f.path !== action.path);
      const open = state.open.filter((p) => p !== action.path);
      const active = state.active === action.path ? (open[0] ?? null) : state.active;
      return { project: { ...project, files }, open, active };
    }
    case 'edit': {
      const files = project.files.map((f) => (f.path === action.path ? { ...f, content: action.content } : f));
      return { ...state, project: { ...project, files } };
    }
    case 'open': {
      if (!exists(action.path)) return state;
      return { ...state, open: state.open.includes(action.path) ? state.open : [...state.open, action.path], active: action.path };
    }
    case 'close': {
      // Spec §2: a tab can be closed only when more than one is open.
      if (state.open.length <= 1 || !state.open.includes(action.path)) return state;
      const open = state.open.filter((p) => p !== action.path);
      return { ...state, open, active: state.active === action.path ? (open[open.length - 1] ?? null) : state.active };
    }
    case 'replace':
      return initialState(action.project);
    case 'merge': {
      if (action.files.length === 0) return state;
      const byPath = new Map(project.files.map((f) => [f.path, f] as const));
      for (const f of action.files) byPath.set(f.path, f);
      const files = [...byPath.values()];
      const open = openFirst(action.files);
      return { project: { ...project, files }, open, active: open[0] ?? null };
    }
  }
}

/** Files, tabs and the active file, persisted in localStorage on every change (spec §7: the builder saves locally). */
export function useBuilderProject() {
  const [state, setState] = useState<BuilderState>(() => initialState(loadStored() ?? defaultProject()));
  // Follows every action synchronously, so Save stores what the editor holds at that moment, even a keystroke that
  // React has not rendered yet.
  const ref = useRef(state);
  const dispatch = useCallback((action: BuilderAction) => {
    const next = builderReducer(ref.current, action);
    if (next === ref.current) return;
    ref.current = next;
    setState(next);
  }, []);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = window.setTimeout(() => {
      try {
        saveStored(state.project);
      } catch {
        // the explicit Save reports storage errors; background saves stay silent
      }
    }, 300);
    return () => window.clearTimeout(id);
  }, [state.project]);

  const save = useCallback((): boolean => {
    try {
      saveStored(ref.current.project);
      return true;
    } catch {
      return false;
    }
  }, []);

  const activeFile = useMemo(() => state.project.files.find((f) => f.path === state.active) ?? null, [state.project.files, state.active]);
  return { state, dispatch, activeFile, save };
}
