import { useEffect } from 'react';
import { AuthPage } from '@/features/auth/components/auth-page';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * While the sign-in form is shown, the editor's code (its page, the preview frame and Monaco) is fetched when the
 * browser is idle, so the editor opens at once after signing in (issue 12 point 6, decision 106), and the preview's
 * bundler worker is started (its script parsed, decision 232). esbuild's wasm is not fetched here: several
 * megabytes, and the first preview is built without it (decision 065).
 */
function usePreloadEditor() {
  useEffect(() => {
    const w = window as IdleWindow;
    const start = () => {
      void import('./editor').catch(() => {});
      void import('@/features/editor/components/monaco-editor-impl').catch(() => {});
      void import('@/features/preview/bundle-project').then((m) => m.startBundler()).catch(() => {});
    };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(start, { timeout: 3000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(start, 1500);
    return () => window.clearTimeout(id);
  }, []);
}

export function Component() {
  usePreloadEditor();
  return <AuthPage />;
}
