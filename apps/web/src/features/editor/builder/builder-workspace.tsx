import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { RefreshCw, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useTheme } from '@/lib/theme';
import { useIsMobile } from '@/hooks/use-media-query';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MonacoEditor } from '../components/monaco-editor';
import { languageFromPath } from '../workspace/file-model';
import { buildTree } from '../workspace/file-tree';
import { FileExplorer } from '../workspace/file-explorer';
import { FileTabs } from '../workspace/file-tabs';
import type { PreviewSlotProps } from '../types';
import { useBuilderProject } from './use-builder-project';
import { useBuilderChat } from './use-builder-chat';
import { exportFileName, parseImport, serialiseExport } from './import-export';
import { applyBuilderEditorTheme } from './editor-theme';
import { BuilderToolbar } from './builder-toolbar';
import { ChatPanel } from './chat-panel';
import { GuidePanel, TerminalPanel } from './side-panels';

type Props = {
  /** The app preview (the route passes the preview engine's PreviewFrame). */
  renderPreview: (props: PreviewSlotProps) => ReactNode;
};

type RightTab = 'chat' | 'guide' | 'preview' | 'terminal';
const RIGHT_TABS: RightTab[] = ['chat', 'guide', 'preview', 'terminal'];
const noop = () => {};

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Sentinel Builder screen (spec §2) on the workspace core: top bar, explorer, tabs and editor, right tabs, full-screen preview. */
export function BuilderWorkspace({ renderPreview }: Props) {
  const { t } = useTranslation('builder');
  const { theme } = useTheme();
  const builder = useBuilderProject();
  const { ws, project, activeFile } = builder;
  const [showPreview, setShowPreview] = useState(false);
  const [rightTab, setRightTab] = useState<RightTab>('chat');
  const [fullscreen, setFullscreen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const isMobile = useIsMobile();
  const tree = useMemo(() => buildTree(ws), [ws]);

  const { edit, merge } = builder;
  const activePath = ws.activePath;
  const applyToActive = useCallback((content: string) => activePath && edit(activePath, content), [activePath, edit]);
  const chat = useBuilderChat({ active: activeFile, applyFiles: merge, applyToActive });

  const handleSave = () => {
    if (builder.save()) toast.success(t('toast.saved'));
    else toast.error(t('toast.saveError'), { description: t('toast.saveErrorBody') });
  };
  const handleExport = () => {
    download(serialiseExport(project), exportFileName());
    toast.success(t('toast.exported'));
  };
  const handleImport = async (file: File) => {
    const result = parseImport(file.name, await file.text());
    if (!result.ok) {
      toast.error(t('toast.importError'), { description: t('toast.importErrorBody') });
      return;
    }
    builder.replace(result.project);
    toast.success(t('toast.imported'));
  };
  const togglePreview = () => {
    setShowPreview((v) => {
      if (!v) setRightTab('preview');
      else if (rightTab === 'preview') setRightTab('chat');
      return !v;
    });
  };

  const previewTitle = t('preview.title');
  const preview = () => renderPreview({ files: ws.files, device: 'desktop', refreshKey, onEvent: noop, title: previewTitle });

  const explorer = (
    <FileExplorer
      tree={tree}
      activePath={ws.activePath}
      layout="list"
      searchable
      showModified={false}
      title={t('explorer.title')}
      className="p-2"
      onOpen={builder.open}
      onCreate={builder.files.create}
      onRename={builder.files.rename}
      onDelete={builder.files.remove}
    />
  );

  const centre = (
    <div className="flex h-full min-h-0 flex-col">
      <FileTabs openPaths={ws.openPaths} activePath={ws.activePath} onSelect={builder.open} onClose={builder.close} closable={ws.openPaths.length > 1} />
      <div className="min-h-0 flex-1">
        {activeFile ? (
          <MonacoEditor
            key={theme}
            path={activeFile.path}
            value={activeFile.content}
            language={languageFromPath(activeFile.path)}
            onChange={(content, path) => edit(path ?? activeFile.path, content)}
            ariaLabel={t('editor.label', { path: activeFile.path })}
            theme={theme === 'light' ? 'vs-light' : 'vs-dark'}
            onMount={(_editor, monaco) => applyBuilderEditorTheme(monaco, theme)}
            // renderFinalNewline 'on': the dimmed last line number fails contrast.
            options={{ minimap: { enabled: false }, fontSize: 14, tabSize: 2, automaticLayout: true, renderFinalNewline: 'on' }}
            className="h-full"
          />
        ) : (
          <p className="p-6 text-sm text-muted-foreground">{t('editor.none')}</p>
        )}
      </div>
    </div>
  );

  const right = (
    <Tabs value={rightTab} onValueChange={(v) => setRightTab(v as RightTab)} className="flex h-full min-h-0 flex-col">
      <TabsList aria-label={t('panels.label')} className="m-2 h-auto shrink-0 justify-start">
        {RIGHT_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab} className="px-2 text-xs">
            {t(`panels.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="chat" className="mt-0 min-h-0 flex-1">
        <ChatPanel messages={chat.messages} busy={chat.busy} step={chat.step} onSend={(text) => void chat.send(text)} />
      </TabsContent>
      <TabsContent value="guide" className="mt-0 min-h-0 flex-1">
        <GuidePanel />
      </TabsContent>
      <TabsContent value="preview" className="mt-0 flex min-h-0 flex-1 flex-col">
        <div className="flex shrink-0 justify-end px-2 pb-1">
          <Button size="sm" variant="ghost" onClick={() => setRefreshKey((k) => k + 1)}>
            <RefreshCw aria-hidden="true" />
            {t('preview.refresh')}
          </Button>
        </div>
        <div className="min-h-0 flex-1" data-testid="builder-preview">
          {ws.files.length ? (
            preview()
          ) : (
            <p className="p-4 text-sm text-muted-foreground">{t('preview.empty')}</p>
          )}
        </div>
      </TabsContent>
      <TabsContent value="terminal" className="mt-0 min-h-0 flex-1">
        <TerminalPanel />
      </TabsContent>
    </Tabs>
  );

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[32rem] flex-col" data-testid="builder-workspace">
      <BuilderToolbar
        showPreview={showPreview}
        onSave={handleSave}
        onFullscreen={() => setFullscreen(true)}
        onImport={(file) => void handleImport(file)}
        onExport={handleExport}
        onTogglePreview={togglePreview}
      />
      {isMobile ? (
        <div className="flex min-h-0 flex-1 flex-col overflow-auto">
          <div className="max-h-48 shrink-0 overflow-auto border-b">{explorer}</div>
          <div className="h-[28rem] shrink-0 border-b">{centre}</div>
          <div className="h-[32rem] shrink-0">{right}</div>
        </div>
      ) : (
        // Spec §2: left 20 % (15–30), centre 60 % or 40 % with preview, right 20 % or 40 %.
        <Group key={showPreview ? 'with-preview' : 'no-preview'} orientation="horizontal" className="min-h-0 flex-1">
          <Panel id="explorer" defaultSize="20%" minSize="15%" maxSize="30%">
            {explorer}
          </Panel>
          <Separator className="w-px bg-border outline-none focus-visible:w-1 focus-visible:bg-ring" aria-label={t('separator')} />
          <Panel id="editor" defaultSize={showPreview ? '40%' : '60%'} minSize="25%">
            {centre}
          </Panel>
          <Separator className="w-px bg-border outline-none focus-visible:w-1 focus-visible:bg-ring" aria-label={t('separator')} />
          <Panel id="side" defaultSize={showPreview ? '40%' : '20%'} minSize="15%">
            {right}
          </Panel>
        </Group>
      )}
      <Dialog.Root open={fullscreen} onOpenChange={setFullscreen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
          <Dialog.Content className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-lg border bg-background shadow-2xl sm:inset-6" aria-describedby={undefined}>
            <div className="flex items-center justify-between border-b px-3 py-2">
              <Dialog.Title className="text-sm font-semibold">{t('preview.fullscreen')}</Dialog.Title>
              <div className="flex items-center gap-1">
                <Button size="sm" variant="ghost" onClick={() => setRefreshKey((k) => k + 1)}>
                  <RefreshCw aria-hidden="true" />
                  {t('preview.refresh')}
                </Button>
                <Dialog.Close asChild>
                  <Button size="icon" variant="ghost" aria-label={t('preview.close')} title={t('preview.close')}>
                    <X aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
            </div>
            <div className="min-h-0 flex-1" data-testid="builder-fullscreen-preview">
              {preview()}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
