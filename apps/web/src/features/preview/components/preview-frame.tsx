import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewBuild } from '../hooks/use-preview';
import type { BundleSuccess, Device, Locale, PreviewEvent, ProjectFile } from '../types';
import { DOC_MARK, HOST_READY_MARK, assembleDocument, sandboxSrc, shellBundle, withSourceUrl } from '../utils/assemble';
import { RUN_MARK, isBridgeMessage, type RunMessage } from '../utils/bridge';
import { FrameSession } from '../utils/dev-program';
import { locatorFor, mapRuntimeError, type PositionLocator } from '../utils/error-map';

export const DEVICE_WIDTHS: Record<Device, number | null> = { desktop: null, tablet: 768, mobile: 375 };

export type PreviewFrameProps = {
  files: readonly ProjectFile[];
  device?: Device;
  /** Build errors and warnings, runtime errors, unhandled rejections and console output. */
  onEvent?: (event: PreviewEvent) => void;
  /** Called each time a build has run in the frame. */
  onReady?: (info: { durationMs: number | null }) => void;
  /** Change it to rebuild and reload the frame from scratch with the same files. */
  refreshKey?: unknown;
  title?: string;
  className?: string;
};

/** A frame document; `hasCode` is false for the shell shown while the first build runs. */
type Doc = { token: string; document: string; html: string; refreshKey: unknown; hasCode: boolean; src: string };
/** The channel to the frame's document, made at its one handshake. */
type Link = { token: string; port: MessagePort };

const newToken = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`).replace(/[-.]/g, '');

const staticScriptsOf = (b: BundleSuccess | null, files: readonly ProjectFile[]) =>
  b?.kind === 'static' ? new Set(files.map((f) => f.path.replace(/^\.?\//, '')).filter((p) => /\.m?js$/.test(p))) : new Set<string>();

/** The fast path's modules one frame document holds (decision 262). */
type Session = { token: string; modules: FrameSession };

function sessionFor(ref: { current: Session | null }, token: string): FrameSession {
  if (ref.current?.token !== token) ref.current = { token, modules: new FrameSession() };
  return ref.current.modules;
}

/** The message that runs `b` in document `token`: on the fast path, only the modules that document does not hold. */
function runMessage(ref: { current: Session | null }, token: string, b: BundleSuccess, run: number): RunMessage {
  const modules = sessionFor(ref, token);
  if (b.program) return { [RUN_MARK]: token, run, js: modules.script(b.program).js, css: b.css };
  modules.reset();
  // An opaque origin can only be targeted with '*'; what is posted is the user's own code.
  return { [RUN_MARK]: token, run, js: withSourceUrl(b.js), css: b.css };
}

/**
 * Runs a project in a sandboxed frame: `sandbox="allow-scripts"` (never allow-same-origin), the /runtime/ host
 * page into which the assembled document (with a strict CSP) is written. Messages are accepted only from this
 * frame's window and with the current document's token.
 * The first build loads a new document; later builds with the same page run in place (see utils/bridge.ts).
 * See docs/decisions/061-preview-sandbox.md.
 */
export function PreviewFrame({ files, device = 'desktop', onEvent, onReady, refreshKey, title, className }: PreviewFrameProps) {
  // Its strings live in `common` (always loaded): the frame and the first build start without waiting for a
  // namespace to load (decision 264).
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language?.startsWith('en') ? 'en' : 'fr';
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onEventRef = useRef(onEvent);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onEventRef.current = onEvent;
    onReadyRef.current = onReady;
  }, [onEvent, onReady]);

  const build = usePreviewBuild(files, { locale, refreshKey, onBuildEvent: (e) => onEventRef.current?.(e) });
  const { bundle, version } = build;
  // Until the first build is done the frame already loads the page and the runtime libraries (a "shell").
  const [doc, setDoc] = useState<Doc | null>(() => {
    const shell = typeof window === 'undefined' ? null : shellBundle(files);
    if (!shell) return null;
    const token = newToken();
    const origin = window.location.origin;
    return {
      token,
      html: shell.bundle.html,
      refreshKey,
      hasCode: false,
      src: sandboxSrc(files),
      document: assembleDocument(shell.bundle, { runtimeOrigin: origin, parentOrigin: origin, token, preload: shell.preload, warm: shell.warm }),
    };
  });
  const loaded = useRef(false);
  const link = useRef<Link | null>(null);
  /** The token of the document waiting, once it is loaded, for the latest build to run in it. */
  const pendingRun = useRef<string | null>(null);
  /** The latest build to run in place, and the fast path's modules the current document holds (decision 262). */
  const latest = useRef<{ bundle: BundleSuccess; version: number } | null>(null);
  const session = useRef<Session | null>(null);
  const sourceMap = useMemo<PositionLocator | null>(() => {
    const bundled = locatorFor(bundle);
    return { originalPosition: (line, column, url) => (bundled ? bundled.originalPosition(line, column, url) : (session.current?.modules.originalPosition(line, column, url) ?? null)) };
  }, [bundle]);
  const staticScripts = useMemo(() => staticScriptsOf(bundle, files), [bundle, files]);

  useEffect(() => {
    if (!bundle) return;
    latest.current = { bundle, version };
    if (doc && doc.html === bundle.html && doc.refreshKey === refreshKey && bundle.kind !== 'static') {
      // What is posted is the user's own code, on the port given to this document.
      const port = link.current?.token === doc.token ? link.current.port : null;
      if (loaded.current && port) port.postMessage(runMessage(session, doc.token, bundle, version));
      else pendingRun.current = doc.token;
      return;
    }
    const token = newToken();
    const origin = window.location.origin;
    loaded.current = false;
    pendingRun.current = null;
    session.current = { token, modules: new FrameSession() };
    const code = bundle.program ? { ...bundle, js: session.current.modules.script(bundle.program).js } : bundle;
    setDoc({ token, html: bundle.html, refreshKey, hasCode: true, src: sandboxSrc(files), document: assembleDocument(code, { runtimeOrigin: origin, parentOrigin: origin, token }) });
    // doc is read, not a trigger: a new document is made only for a new build or a refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bundle, version, refreshKey]);

  const docRef = useRef<Doc | null>(null);
  useEffect(() => {
    docRef.current = doc;
  }, [doc]);

  const token = doc?.token;
  useEffect(() => {
    if (!token) return;
    function handleMessage(e: MessageEvent) {
      const frame = frameRef.current;
      if (!frame || e.source === null || e.source !== frame.contentWindow) return;
      const current = docRef.current;
      if ((e.data as Record<string, unknown> | null)?.[HOST_READY_MARK] === 'ready' && current && current.token === token) {
        // One handshake per frame: the first comes from our host page (no project code runs before its
        // document is written); a later one could come from a page the project navigated the frame to.
        if (link.current?.token === token) return;
        const channel = new MessageChannel();
        link.current?.port.close();
        link.current = { token, port: channel.port1 };
        // An opaque origin can only be targeted with '*'; what is posted is the project's own document.
        frame.contentWindow?.postMessage({ [DOC_MARK]: current.document }, '*', [channel.port2]);
        return;
      }
      if (!isBridgeMessage(e.data, token!)) return;
      const msg = e.data;
      if (msg.type === 'resync') {
        // The frame's registry lacks a module it was sent (its script failed to load): send every module again.
        const last = latest.current;
        const l = link.current;
        sessionFor(session, token!).reset();
        if (last && l && l.token === token) l.port.postMessage(runMessage(session, token!, last.bundle, last.version));
        return;
      }
      if (msg.type === 'ready') {
        loaded.current = true;
        const last = latest.current;
        const l = link.current;
        if (pendingRun.current === token && last && l?.token === token) {
          pendingRun.current = null;
          l.port.postMessage(runMessage(session, token, last.bundle, last.version));
          return;
        }
        // The shell's own load is not a render.
        if (msg.run === 0 && !docRef.current?.hasCode) return;
        onReadyRef.current?.({ durationMs: build.durationMs });
        return;
      }
      const ev = msg.event;
      if (ev.kind === 'console') {
        const level = (['log', 'info', 'warn', 'error', 'debug'] as const).find((l) => l === ev.level) ?? 'log';
        onEventRef.current?.({ kind: 'console', level, message: String(ev.message) });
      } else if (ev.kind === 'runtime' || ev.kind === 'unhandledrejection') {
        onEventRef.current?.(
          mapRuntimeError({ kind: ev.kind, message: String(ev.message), stack: typeof ev.stack === 'string' ? ev.stack : '' }, sourceMap, staticScripts),
        );
      }
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [token, sourceMap, staticScripts, build.durationMs]);

  const width = DEVICE_WIDTHS[device];
  return (
    <div className={`relative flex h-full w-full justify-center overflow-auto ${className ?? ''}`} data-preview-status={build.status}>
      <div className="h-full transition-[width] duration-300" style={{ width: width ? `${width}px` : '100%', maxWidth: '100%' }}>
        {doc && (
          <iframe
            ref={frameRef}
            key={doc.token}
            title={title ?? t('previewFrame.title')}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            allow="camera 'none'; microphone 'none'; geolocation 'none'; clipboard-read 'none'; clipboard-write 'none'"
            src={doc.src}
            data-device={device}
            className="h-full w-full border-0 bg-white"
          />
        )}
      </div>
      {build.status === 'building' && !doc && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
          {t('previewFrame.building')}
        </p>
      )}
      {build.status === 'error' && (
        <div role="alert" className="absolute inset-x-0 bottom-0 max-h-[50%] overflow-auto border-t border-red-500/40 bg-red-950/95 p-3 font-mono text-xs text-red-100">
          <p className="mb-1 font-sans text-sm font-semibold">{t('previewFrame.buildFailed')}</p>
          <ul className="space-y-1">
            {build.buildErrors.map((e, i) => (
              <li key={i}>
                {e.file ? <span className="text-red-300">{`${e.file}:${e.line ?? 0}:${e.column ?? 0} `}</span> : null}
                {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
