import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, RefreshCw, Smartphone, Tablet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Device, PreviewIssue, PreviewSlotProps } from '../types';
import type { ProjectFile } from '../utils/file-store';

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

/** The preview tab: device widths (desktop by default), refresh, and the sandboxed frame given by the route. */
export function PreviewPanel({ files, renderPreview, refreshKey, onRefresh, onEvent }: Props) {
  const { t } = useTranslation('editor');
  const [device, setDevice] = useState<Device>('desktop');
  return (
    <div className="flex h-full flex-col gap-1">
      <div className="flex items-center gap-1" role="group" aria-label={t('preview.devices')}>
        {DEVICES.map(({ id, icon: Icon }) => (
          <Button
            key={id}
            variant={device === id ? 'secondary' : 'ghost'}
            size="icon"
            className="size-7"
            aria-pressed={device === id}
            aria-label={t(`preview.device.${id}`)}
            onClick={() => setDevice(id)}
          >
            <Icon className="size-3.5" aria-hidden="true" />
          </Button>
        ))}
        <Button variant="ghost" size="icon" className="ml-auto size-7" aria-label={t('preview.refresh')} onClick={onRefresh}>
          <RefreshCw className={cn('size-3.5')} aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-hidden rounded-md border border-border bg-white">{renderPreview({ files, device, refreshKey, onEvent })}</div>
    </div>
  );
}
