import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { Maximize2, Monitor, RefreshCw, Smartphone, Tablet, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Device, PreviewIssue, PreviewSlotProps } from '../types';
import type { ProjectFile } from '../workspace/file-model';

type Props = {
  files: readonly ProjectFile[];
  renderPreview: (p: PreviewSlotProps) => React.ReactNode;
  refreshKey: number;
  onRefresh: () => void;
  onEvent: (e: PreviewIssue) => void;
};

const DEVICES: { id: Device; icon: typeof Monitor }[] = [
  { id: 'desktop', icon: Monitor },
  { id: 'tablet', icon: Tablet },
  { id: 'mobile', icon: Smartphone },
];
/** CSS widths of the devices (the preview engine uses the same: 768 and 375); desktop fills the space. */
export const DEVICE_WIDTH: Record<Device, number | null> = { desktop: null, tablet: 768, mobile: 375 };

/** The space a device frame is drawn in, measured (a ResizeObserver): null until known. */
function useSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

/**
 * Draws the preview at the device's real CSS width (decision 105): a tablet is 768 px wide even in a 600 px column —
 * then the whole frame is scaled down to fit (its layout is the tablet's, not a squeezed one) and the scale is shown.
 */
function DeviceViewport({ device, children }: { device: Device; children: (scale: number) => ReactNode }) {
  const { t } = useTranslation('editor');
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  const width = DEVICE_WIDTH[device];
  const scale = width && size && size.width > 0 && width > size.width ? size.width / width : 1;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1">
      <div ref={box} className="relative min-h-0 flex-1 overflow-hidden rounded-md border border-border bg-muted/40" data-testid="preview-viewport">
        <div
          className="absolute left-1/2 top-0 overflow-hidden bg-white"
          data-testid="preview-device"
          data-device={device}
          style={{
            width: width ? `${width}px` : '100%',
            height: scale < 1 && size ? `${size.height / scale}px` : '100%',
            transform: `translateX(-50%)${scale < 1 ? ` scale(${scale})` : ''}`,
            transformOrigin: 'top center',
          }}
        >
          {children(scale)}
        </div>
      </div>
      {width ? (
        <p className="text-center text-[11px] text-muted-foreground" aria-live="polite" data-testid="preview-scale">
          {scale < 1 ? t('preview.widthScaled', { width, percent: Math.round(scale * 100) }) : t('preview.width', { width })}
        </p>
      ) : null}
    </div>
  );
}

function DeviceButtons({ device, onChange }: { device: Device; onChange: (d: Device) => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('preview.devices')}>
      {DEVICES.map(({ id, icon: Icon }) => (
        <Button
          key={id}
          variant={device === id ? 'secondary' : 'ghost'}
          size="icon"
          className="size-7"
          aria-pressed={device === id}
          aria-label={t(`preview.device.${id}`)}
          title={t(`preview.device.${id}`)}
          onClick={() => onChange(id)}
        >
          <Icon className="size-3.5" aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}

/**
 * The preview tab: device widths (desktop by default) that really change the frame's width, refresh, and a full
 * viewport preview (Échap to leave). The frame itself is given by the route.
 */
export function PreviewPanel({ files, renderPreview, refreshKey, onRefresh, onEvent }: Props) {
  const { t } = useTranslation('editor');
  const [device, setDevice] = useState<Device>('desktop');
  const [full, setFull] = useState(false);
  const fullButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex h-full flex-col gap-1">
      <div className="flex items-center gap-1">
        <DeviceButtons device={device} onChange={setDevice} />
        <Button variant="ghost" size="icon" className="ml-auto size-7" aria-label={t('preview.refresh')} title={t('preview.refresh')} onClick={onRefresh}>
          <RefreshCw className="size-3.5" aria-hidden="true" />
        </Button>
        <Button ref={fullButton} variant="ghost" size="icon" className="size-7" aria-label={t('preview.fullscreen')} title={t('preview.fullscreen')} onClick={() => setFull(true)}>
          <Maximize2 className="size-3.5" aria-hidden="true" />
        </Button>
      </div>
      {full ? (
        // One running frame at a time: while the full-screen preview is open it is the one shown.
        <p className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-dashed border-border p-4 text-center text-xs text-muted-foreground">
          {t('preview.shownFullscreen')}
        </p>
      ) : (
        <DeviceViewport device={device}>{() => renderPreview({ files, device, refreshKey, onEvent })}</DeviceViewport>
      )}
      <Dialog.Root open={full} onOpenChange={setFull}>
        <Dialog.Portal>
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col gap-1 bg-background p-2"
            aria-describedby={undefined}
            data-testid="preview-fullscreen"
            onCloseAutoFocus={(e) => {
              // Back to the button that opened it (the frame may have taken the focus meanwhile).
              e.preventDefault();
              fullButton.current?.focus();
            }}
          >
            <div className="flex items-center gap-2 border-b border-border pb-1">
              <Dialog.Title className="text-sm font-semibold">{t('preview.fullscreenTitle')}</Dialog.Title>
              <DeviceButtons device={device} onChange={setDevice} />
              <span className="hidden text-xs text-muted-foreground sm:inline">{t('preview.escapeHint')}</span>
              <Button variant="ghost" size="icon" className="ml-auto size-8" aria-label={t('preview.refresh')} title={t('preview.refresh')} onClick={onRefresh}>
                <RefreshCw className="size-4" aria-hidden="true" />
              </Button>
              <Dialog.Close asChild>
                <Button variant="outline" size="sm" aria-keyshortcuts="Escape">
                  <X aria-hidden="true" />
                  {t('preview.exitFullscreen')}
                </Button>
              </Dialog.Close>
            </div>
            <DeviceViewport device={device}>{() => renderPreview({ files, device, refreshKey, onEvent })}</DeviceViewport>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
