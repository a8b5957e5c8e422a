import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreview } from '../hooks/use-preview';
import type { Device, Locale, PreviewEvent, ProjectFile } from '../types';
import { isBridgeMessage } from '../utils/bridge';
import { mapRuntimeError } from '../utils/error-map';

export const DEVICE_WIDTHS: Record<Device, number | null> = { desktop: null, tablet: 768, mobile: 375 };

export type PreviewFrameProps = {
  files: readonly ProjectFile[];
  device?: Device;
  /** Build errors and warnings, runtime errors, unhandled rejections and console output. */
  onEvent?: (event: PreviewEvent) => void;
  /** Called each time a new document has loaded in the frame. */
  onReady?: (info: { durationMs: number | null }) => void;
  /** Change it to rebuild and reload with the same files. */
  refreshKey?: unknown;
  title?: string;
  className?: string;
};

/**
 * Runs a project in a sandboxed frame: `sandbox="allow-scripts"` (never allow-same-origin), `srcdoc`, a strict
 * CSP inside. Messages are accepted only from this frame's window and with the current render's token; nothing
 * is ever posted into the frame. See docs/decisions/061-preview-sandbox.md.
 */
export function PreviewFrame({ files, device = 'desktop', onEvent, onReady, refreshKey, title, className }: PreviewFrameProps) {
  const { t, i18n } = useTranslation('preview');
  const locale: Locale = i18n.language?.startsWith('en') ? 'en' : 'fr';
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onEventRef = useRef(onEvent);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onEventRef.current = onEvent;
    onReadyRef.current = onReady;
  }, [onEvent, onReady]);

  const preview = usePreview(files, { locale, refreshKey, onBuildEvent: (e) => onEventRef.current?.(e) });
  const { token, sourceMap, staticScripts, durationMs } = preview;

  useEffect(() => {
    function handleMessage(e: MessageEvent) {
      const frame = frameRef.current;
      if (!frame || e.source === null || e.source !== frame.contentWindow) return;
      if (!isBridgeMessage(e.data, token)) return;
      const msg = e.data;
      if (msg.type === 'ready') {
        onReadyRef.current?.({ durationMs });
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
  }, [token, sourceMap, staticScripts, durationMs]);

  const width = DEVICE_WIDTHS[device];
  return (
    <div className={`relative flex h-full w-full justify-center overflow-auto ${className ?? ''}`} data-preview-status={preview.status}>
      <div className="h-full transition-[width] duration-300" style={{ width: width ? `${width}px` : '100%', maxWidth: '100%' }}>
        {preview.srcdoc !== null && (
          <iframe
            ref={frameRef}
            key={token}
            title={title ?? t('frameTitle')}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            allow="camera 'none'; microphone 'none'; geolocation 'none'; clipboard-read 'none'; clipboard-write 'none'"
            srcDoc={preview.srcdoc}
            data-device={device}
            className="h-full w-full border-0 bg-white"
          />
        )}
      </div>
      {preview.status === 'building' && preview.srcdoc === null && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
          {t('building')}
        </p>
      )}
      {preview.status === 'error' && (
        <div role="alert" className="absolute inset-x-0 bottom-0 max-h-1/2 overflow-auto border-t border-red-500/40 bg-red-950/95 p-3 font-mono text-xs text-red-100">
          <p className="mb-1 font-sans text-sm font-semibold">{t('buildFailed')}</p>
          <ul className="space-y-1">
            {preview.buildErrors.map((e, i) => (
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
