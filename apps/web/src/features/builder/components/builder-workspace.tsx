import { useCallback, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Download, Eye, EyeOff, Maximize2, RefreshCw, Save, Store, Upload, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { useBuilderProject } from '../hooks/use-builder-project';
import { useBuilderChat } from '../hooks/use-builder-chat';
import { exportFileName, isValidPath, languageOf, normalisePath, parseImport, serialiseExport, type BuilderFile } from '../utils/project';
import { FileExplorer } from './file-explorer';
import { ChatPanel } from './chat-panel';
import { GuidePanel, TerminalPanel } from './side-panels';

/** `onChange` receives the editor's text and the path of the file it was typed in (the editor's model is the truth). */
export type EditorSlotProps = { path: string; value: string; language: string; onChange: (value: string, path?: string) => void; ariaLabel: string };
export type PreviewSlotProps = { files: readonly BuilderFile[]; refreshKey: number; title: string };

type Props = {
  /** The code editor (the route passes the lazily loaded Monaco wrapper). */
  renderEditor: (props: EditorSlotProps) => ReactNode;
  /** The app preview (the route passes the preview engine's PreviewFrame). */
  renderPreview: (props: PreviewSlotProps) => ReactNode;
};

type RightTab = 'chat' | 'guide' | 'preview' | 'terminal';
const RIGHT_TABS: RightTab[] = ['chat', 'guide', 'preview', 'terminal'];

const MOBILE_QUERY = '(max-width: 767px)';
function useIsMobile() {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia?.(MOBILE_QUERY);
      m?.addEventListener('change', cb);
      return () => m?.removeEventListener('change', cb);
    },
    () => !!window.matchMedia?.(MOBILE_QUERY).matches,
    () => false,
  );
}

/** The Sentinel Builder workspace (spec §2): top bar, explorer, tabs and editor, right tabs, full-screen preview. */
export function BuilderWorkspace({ renderEditor, renderPreview }: Props) {
  const { t } = useTranslation('builder');
  const { state, dispatch, activeFile, save } = useBuilderProject();
  const { project, open, active } = state;
  const [showPreview, setShowPreview] = useState(false);
  const [rightTab, setRightTab] = useState<RightTab>('chat');
  const [fullscreen, setFullscreen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const isMobile = useIsMobile();

  const applyFiles = useCallback((files: BuilderFile[]) => dispatch({ type: 'merge', files }), [dispatch]);
  const applyToActive = useCallback(
    (content: string) => {
      if (active) dispatch({ type: 'edit', path: active, content });
    },
    [active, dispatch],
  );
  const chat = useBuilderChat({ files: project.files, active: activeFile, applyFiles, applyToActive });

  const checkName = (raw: string, except?: string): { path: string } | { error: string } => {
    const path = normalisePath(raw);
    if (!isValidPath(path)) return { error: t('explorer.invalidName') };
    if (path !== except && project.files.some((f) => f.path === path)) return { error: t('explorer.exists') };
    return { path };
  };
  const handleCreate = (raw: string) => {
    const r = checkName(raw);
    if ('error' in r) return r.error;
    dispatch({ type: 'create', path: r.path });
    toast.success(t('toast.created'));
    return null;
  };
  const handleRename = (from: string, raw: string) => {
    const r = checkName(raw, from);
    if ('error' in r) return r.error;
    if (r.path === from) return null;
    dispatch({ type: 'rename', from, to: r.path });
    toast.success(t('toast.renamed'));
    return null;
  };
  const handleDelete = (path: string) => {
    dispatch({ type: 'delete', path });
    toast.success(t('toast.deleted'));
  };
  const handleSave = () => {
    if (save()) toast.success(t('toast.saved'));
    else toast.error(t('toast.saveError'), { description: t('toast.saveErrorBody') });
  };
  const handleExport = () => {
    const blob = new Blob([serialiseExport(project)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName();
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success(t('toast.exported'));
  };
  const handleImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const result = parseImport(file.name, await file.text());
    if (!result.ok) {
      toast.error(t('toast.importError'), { description: t('toast.importErrorBody') });
      return;
    }
    dispatch({ type: 'replace', project: result.project });
    toast.success(t('toast.imported'));
  };
  const togglePreview = () => {
    setShowPreview((v) => {
      if (!v) setRightTab('preview');
      else if (rightTab === 'preview') setRightTab('chat');
      return !v;
    });
  };

  const previewFiles = useMemo(() => project.files, [project.files]);
  const previewTitle = t('preview.title');

  const topBar = (
    <div role="toolbar" aria-label={t('toolbar.label')} className="flex flex-wrap items-center gap-1.5 border-b px-3 py-2">
      <h1 className="mr-2 text-base font-semibold">{t('title')}</h1>
      <Button size="sm" onClick={handleSave}>
        <Save aria-hidden="true" />
        {t('toolbar.save')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setFullscreen(true)}>
        <Maximize2 aria-hidden="true" />
        {t('toolbar.preview')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" />
        {t('toolbar.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('toolbar.importFile')}
        data-testid="builder-import-input"
        onChange={(e) => void handleImport(e)}
      />
      <Button size="sm" variant="outline" onClick={handleExport}>
        <Download aria-hidden="true" />
        {t('toolbar.export')}
      </Button>
      <Button size="sm" variant="outline" asChild>
        <Link to={paths.store}>
          <Store aria-hidden="true" />
          {t('toolbar.store')}
        </Link>
      </Button>
      <Button size="sm" variant="ghost" className="ml-auto" aria-pressed={showPreview} onClick={togglePreview}>
        {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {showPreview ? t('toolbar.hidePreview') : t('toolbar.showPreview')}
      </Button>
    </div>
  );

  const explorer = (
    <FileExplorer
      files={project.files}
      active={active}
      onOpen={(path) => dispatch({ type: 'open', path })}
      onCreate={handleCreate}
      onRename={handleRename}
      onDelete={handleDelete}
    />
  );

  const centre = (
    <div className="flex h-full min-h-0 flex-col">
      <div role="group" aria-label={t('tabs.label')} className="flex shrink-0 overflow-x-auto border-b bg-muted/40" data-testid="builder-tabs">
        {open.map((path) => (
          <div key={path} className={cn('flex items-center border-r', path === active ? 'bg-background' : 'text-muted-foreground')}>
            <button
              type="button"
              aria-current={path === active ? 'true' : undefined}
              title={path}
              data-testid="builder-tab"
              onClick={() => dispatch({ type: 'open', path })}
              className="px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {path.split('/').pop()}
            </button>
            {open.length > 1 ? (
              <button
                type="button"
                aria-label={t('tabs.close', { path })}
                title={t('tabs.close', { path })}
                onClick={() => dispatch({ type: 'close', path })}
                className="mr-1 rounded p-0.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        ))}
      </div>
      <div className="min-h-0 flex-1">
        {activeFile ? (
          renderEditor({
            path: activeFile.path,
            value: activeFile.content,
            language: languageOf(activeFile.path),
            onChange: (content, path) => dispatch({ type: 'edit', path: path ?? activeFile.path, content }),
            ariaLabel: t('editor.label', { path: activeFile.path }),
          })
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
          {project.files.length ? (
            renderPreview({ files: previewFiles, refreshKey, title: previewTitle })
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
      {topBar}
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
              {renderPreview({ files: previewFiles, refreshKey, title: previewTitle })}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
