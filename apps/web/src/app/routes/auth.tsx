import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AuthPage } from '@/features/auth/components/auth-page';
import { projectOptions } from '@/features/editor/api/projects';
import { i18n } from '@/lib/i18n';
import { paths } from '@/config/paths';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs `run` when the browser is idle (at the latest after 3 s); answers a cancel function. */
function idle(run: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 3000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

/**
 * While the sign-in form is shown, the editor's code (its page, the preview frame and Monaco) and its text (the
 * editor's and the preview's translations) are fetched when the browser is idle, so the editor opens at once after
 * signing in (issue 12 point 6, decision 106), and the preview's bundler worker is started (its script parsed,
 * decision 232). esbuild's wasm is not fetched here: several megabytes, and the first preview is built without it
 * (decision 065).
 */
function usePreloadEditor() {
  useEffect(() => {
    const start = () => {
      void import('./editor').catch(() => {});
      void import('@/features/preview/bundle-project').then((m) => m.startBundler()).catch(() => {});
      // useTranslation suspends the editor's first render until its namespaces are there (decision 237).
      void i18n.loadNamespaces(['editor', 'preview']).catch(() => {});
      // Monaco's code, then (at the next idle moment) Monaco run once out of sight, so that creating the editor after
      // signing in is quick and the preview's first render is not queued behind it (decision 237).
      void Promise.all([import('@/features/editor/components/monaco-editor-impl'), import('@/features/editor/utils/monaco-setup')])
        .then(([, setup]) => idle(() => void setup.warmUpMonaco()))
        .catch(() => {});
    };
    return idle(start);
  }, []);
}

export function Component() {
  usePreloadEditor();
  const queryClient = useQueryClient();
  // Signed in on the way to /editor?project=<id>: the project's files are asked for now, in parallel with the
  // editor's first render, not after it (decision 237). The editor reads them from the same query.
  const onSignedIn = useCallback(
    (target: string) => {
      const url = new URL(target, window.location.origin);
      const id = url.pathname === paths.editor ? url.searchParams.get('project') : null;
      if (id) void queryClient.prefetchQuery(projectOptions(id));
    },
    [queryClient],
  );
  return <AuthPage onSignedIn={onSignedIn} />;
}
