import { useCallback, useRef, useState } from 'react';
import type { AgentResponse, GeneratedFile } from '@ov/shared';
import { useAppGeneration } from '@/lib/app-generation';
import { createWorkspace, MAX_OPEN_FROM_APP, type Workspace } from '../workspace/file-model';

/**
 * A streamed file joins the workspace being built: added (or replaced) in place, the first few opened, the first
 * one active. It is what the server saves on delivery, so it is not shown as a change of the user's.
 */
export function addStreamedFile(ws: Workspace, file: GeneratedFile): Workspace {
  const at = ws.files.findIndex((f) => f.path === file.path);
  const files = at < 0 ? [...ws.files, file] : ws.files.map((f, i) => (i === at ? file : f));
  const openPaths = ws.openPaths.includes(file.path) || ws.openPaths.length >= MAX_OPEN_FROM_APP ? ws.openPaths : [...ws.openPaths, file.path];
  const folders = file.path.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  return {
    ...ws,
    files,
    saved: { ...ws.saved, [file.path]: file.content },
    openPaths,
    activePath: ws.activePath ?? file.path,
    expanded: [...new Set([...ws.expanded, ...folders])].sort(),
  };
}

type Deps = {
  getWorkspace: () => Workspace;
  setWorkspace: (ws: Workspace) => void;
  /** Asking before replacing: is an app open that a new one would replace? */
  hasOpenApp: () => boolean;
  /** The app was delivered (and saved as a project by the server). */
  onDelivered: (result: AgentResponse) => void;
};

/**
 * The editor's side of a generation (issue 12 points 2 and 3): asks before replacing the open app, shows the
 * files in the tree as they stream, puts the previous app back if the generation fails or is cancelled, and hands
 * the delivered project to the page. Leaving the page aborts the request (useAppGeneration).
 */
export function useEditorGeneration({ getWorkspace, setWorkspace, hasOpenApp, onDelivered }: Deps) {
  const before = useRef<Workspace | null>(null);
  /** The open app was set aside for the one being built: put it back if nothing is delivered. */
  const setAside = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const generation = useAppGeneration({
    onFile: (file) => setWorkspace(addStreamedFile(getWorkspace(), file)),
  });
  const { start, cancel: abort } = generation;

  const restore = useCallback(() => {
    if (setAside.current && before.current) setWorkspace(before.current);
    setAside.current = false;
  }, [setWorkspace]);

  const run = useCallback(
    async (prompt: string) => {
      setPending(null);
      if (!setAside.current) before.current = getWorkspace();
      // The tree starts empty and fills as the files stream in: never the previous app or the sample meanwhile.
      setAside.current = true;
      setWorkspace(createWorkspace([], []));
      const result = await start({ prompt });
      if (!result || (result.proposals?.length && result.files.length === 0)) {
        // failed, cancelled or too vague: nothing was saved or charged, the previous app comes back
        restore();
        return;
      }
      setAside.current = false;
      onDelivered(result);
    },
    [getWorkspace, setWorkspace, onDelivered, restore, start],
  );

  /** A new app was asked for: straight away, or after the question when an app is open. */
  const request = useCallback(
    (prompt: string) => {
      if (hasOpenApp()) setPending(prompt);
      else void run(prompt);
    },
    [hasOpenApp, run],
  );

  const cancel = useCallback(() => {
    abort();
    restore();
  }, [abort, restore]);

  return {
    state: generation.state,
    /** True while the app is being built (the workspace shown is the new app's, still being written). */
    running: generation.state.status === 'running',
    pending,
    request,
    run,
    confirm: () => pending !== null && void run(pending),
    dismiss: () => setPending(null),
    cancel,
    reset: generation.reset,
  };
}
