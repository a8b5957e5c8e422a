import { useTranslation } from 'react-i18next';
import { Eye, Settings2, SquareTerminal } from 'lucide-react';
import { GenerationProgress } from '@/components/generation-progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { EditorSettings } from '@/lib/editor-settings';
import { PreviewPanel } from '../preview-panel';
import { SettingsPanel } from '../settings-panel';
import { TerminalPanel } from '../terminal-panel';
import type { EditorHostProps } from '../../types';
import type { Change, Workspace } from '../../workspace/file-model';
import type { EditorGeneration } from '../../hooks/use-editor-arrival';
import type { EditorLayout, RightTab } from '../../hooks/use-editor-layout';
import type { EditorPreview } from '../../hooks/use-editor-preview';

const RIGHT_TABS: RightTab[] = ['preview', 'terminal', 'settings'];
const RIGHT_ICONS = { preview: Eye, terminal: SquareTerminal, settings: Settings2 } as const;

type Props = Pick<EditorHostProps, 'renderPreview' | 'build'> & {
  ws: Workspace;
  changes: Change[];
  settings: EditorSettings;
  onSettingsChange: (patch: Partial<EditorSettings>) => void;
  layout: EditorLayout;
  preview: EditorPreview;
  generation: EditorGeneration;
};

/** The right panel of /editor (spec §2): preview, terminal and settings. */
export function RightPanel({ ws, changes, settings, onSettingsChange, layout, preview, generation, renderPreview, build }: Props) {
  const { t } = useTranslation('editor');
  const state = generation.state;
  const building = state.status !== 'idle' && state.status !== 'done' ? state : null;
  return (
    <Tabs value={layout.rightTab} onValueChange={(v) => layout.setRightTab(v as RightTab)} className="flex h-full flex-col p-1.5">
      <TabsList className="grid h-9 w-full max-w-md grid-cols-3" aria-label={t('right.label')}>
        {RIGHT_TABS.map((id) => {
          const Icon = RIGHT_ICONS[id];
          return (
            <TabsTrigger key={id} value={id} className="gap-1.5 px-1" aria-label={t(`right.${id}`)} title={t(`right.${id}`)}>
              <Icon className="size-4" aria-hidden="true" />
              <span className="hidden text-xs lg:inline" aria-hidden="true">
                {t(`right.${id}`)}
              </span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="preview" forceMount className="mt-2 min-h-0 flex-1 data-[state=inactive]:hidden">
        {building ? (
          // Never a stale preview or a blank box while an app is being built: its steps (issue 12 point 3).
          <div className="h-full overflow-auto rounded-md border border-border bg-background p-3" data-testid="preview-generation">
            <GenerationProgress state={building} onPropose={(p) => void generation.run(p)} compact />
          </div>
        ) : (
          <PreviewPanel files={preview.previewFiles} renderPreview={renderPreview} refreshKey={preview.refreshKey} onRefresh={preview.refreshPreview} onEvent={preview.onPreviewEvent} />
        )}
      </TabsContent>
      <TabsContent value="terminal" forceMount className="mt-2 min-h-0 flex-1 data-[state=inactive]:hidden">
        <TerminalPanel context={{ files: ws.files, changes, build }} onRefreshPreview={preview.refreshPreview} />
      </TabsContent>
      <TabsContent value="settings" className="mt-2 min-h-0 flex-1 overflow-auto">
        <SettingsPanel settings={settings} onChange={onSettingsChange} />
      </TabsContent>
    </Tabs>
  );
}
