import { useEffect, useRef, useState } from 'react';
import { bundleProject } from '../bundle-project';
import type { BundleResult, BundleSuccess, Locale, PreviewEvent, ProjectFile } from '../types';

export type PreviewStatus = 'building' | 'ready' | 'error';

export type PreviewBuild = {
  status: PreviewStatus;
  /** The last successful build (kept while a newer build fails). */
  bundle: BundleSuccess | null;
  /** Increases with every successful build. */
  version: number;
  /** Errors of the last build (empty when it succeeded). */
  buildErrors: PreviewEvent[];
  durationMs: number | null;
};

/**
 * Bundles `files` whenever they change (latest wins: a build finishing after a newer one started is
 * dropped). Build errors and warnings go to `onBuildEvent`.
 */
export function usePreviewBuild(
  files: readonly ProjectFile[],
  options: { locale?: Locale; refreshKey?: unknown; onBuildEvent?: (e: PreviewEvent) => void; bundle?: typeof bundleProject } = {},
): PreviewBuild {
  const { locale = 'fr', refreshKey, onBuildEvent, bundle = bundleProject } = options;
  const [state, setState] = useState<PreviewBuild>({ status: 'building', bundle: null, version: 0, buildErrors: [], durationMs: null });
  const seq = useRef(0);
  const onBuildEventRef = useRef(onBuildEvent);
  useEffect(() => {
    onBuildEventRef.current = onBuildEvent;
  }, [onBuildEvent]);

  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => (s.status === 'building' ? s : { ...s, status: 'building' }));
    void bundle(files, { locale, mode: 'dev' }).then((result: BundleResult) => {
      if (mine !== seq.current) return;
      const report = onBuildEventRef.current;
      for (const w of result.warnings) report?.(w);
      if (!result.ok) {
        for (const e of result.errors) report?.(e);
        setState((s) => ({ ...s, status: 'error', buildErrors: result.errors, durationMs: result.durationMs }));
        return;
      }
      setState((s) => ({ status: 'ready', bundle: result, version: s.version + 1, buildErrors: [], durationMs: result.durationMs }));
    });
  }, [files, locale, refreshKey, bundle]);

  return state;
}
