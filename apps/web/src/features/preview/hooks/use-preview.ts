import { useEffect, useMemo, useRef, useState } from 'react';
import { bundleProject } from '../bundle-project';
import type { BundleResult, BundleSuccess, Locale, PreviewEvent, ProjectFile } from '../types';
import { assembleDocument } from '../utils/assemble';
import { parseSourceMap } from '../utils/error-map';
import type { SourceMapReader } from '../utils/source-map';

export type PreviewStatus = 'building' | 'ready' | 'error';

export type PreviewState = {
  status: PreviewStatus;
  /** The assembled document of the last successful build (kept while a newer build fails). */
  srcdoc: string | null;
  /** Changes with every new document; messages carrying another token are ignored. */
  token: string;
  /** Errors of the last build (empty when it succeeded). */
  buildErrors: PreviewEvent[];
  bundle: BundleSuccess | null;
  /** Source map of the running bundle, to map runtime errors. */
  sourceMap: SourceMapReader | null;
  /** Script files of a static page (their stack frames already name the file). */
  staticScripts: ReadonlySet<string>;
  durationMs: number | null;
};

const newToken = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/-/g, '');

const staticScriptsOf = (b: BundleSuccess, files: readonly ProjectFile[]) =>
  b.kind === 'static' ? new Set(files.map((f) => f.path.replace(/^\.?\//, '')).filter((p) => /\.m?js$/.test(p))) : new Set<string>();

/**
 * Bundles `files` whenever they change (latest wins: a build finishing after a newer one started is
 * dropped) and assembles the preview document. Build errors and warnings go to `onBuildEvent`.
 */
export function usePreview(
  files: readonly ProjectFile[],
  options: { locale?: Locale; refreshKey?: unknown; onBuildEvent?: (e: PreviewEvent) => void; bundle?: typeof bundleProject } = {},
): PreviewState {
  const { locale = 'fr', refreshKey, onBuildEvent, bundle = bundleProject } = options;
  const [state, setState] = useState<PreviewState>({
    status: 'building',
    srcdoc: null,
    token: '',
    buildErrors: [],
    bundle: null,
    sourceMap: null,
    staticScripts: new Set(),
    durationMs: null,
  });
  const seq = useRef(0);
  const onBuildEventRef = useRef(onBuildEvent);
  useEffect(() => {
    onBuildEventRef.current = onBuildEvent;
  }, [onBuildEvent]);

  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => (s.status === 'building' ? s : { ...s, status: 'building' }));
    void bundle(files, { locale }).then((result: BundleResult) => {
      if (mine !== seq.current) return;
      const report = onBuildEventRef.current;
      for (const w of result.warnings) report?.(w);
      if (!result.ok) {
        for (const e of result.errors) report?.(e);
        setState((s) => ({ ...s, status: 'error', buildErrors: result.errors, durationMs: result.durationMs }));
        return;
      }
      const token = newToken();
      const origin = window.location.origin;
      const srcdoc = assembleDocument(result, { runtimeOrigin: origin, parentOrigin: origin, token });
      setState({
        status: 'ready',
        srcdoc,
        token,
        buildErrors: [],
        bundle: result,
        sourceMap: parseSourceMap(result.map),
        staticScripts: staticScriptsOf(result, files),
        durationMs: result.durationMs,
      });
    });
  }, [files, locale, refreshKey, bundle]);

  return useMemo(() => state, [state]);
}
