import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code2, Columns2, ExternalLink, Eye, Play, RefreshCw, Save, Upload } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useEditorSettings } from '@/lib/editor-settings';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { MonacoEditor } from './monaco-editor';
import { FileExplorer } from '../workspace/file-explorer';
import { FileTabs } from '../workspace/file-tabs';
import { ConsentBanner } from './consent-banner';
import {
  applyEditorChange,
  closeFile,
  createWorkspace,
  fileLanguage,
  isModified,
  markSaved,
  modelPath,
  openFile,
  toggleFolder,
  type ProjectFile,
  type Workspace,
} from '../workspace/file-model';
import { buildTree } from '../workspace/file-tree';
import { useWorkspaceState } from '../workspace/use-workspace';
import { useExplorerActions } from '../workspace/use-explorer-actions';
import { viewModeStore, VIEW_MODES, type ViewMode } from '../workspace/stored';
import { HELLO_PROJECT } from '../samples/hello';
import type { PreviewSlotProps } from '../types';

export { VIEW_MODES, type ViewMode };

export type CodeEditorProps = {
  /** Files to show; empty or missing falls back to the 'Hello' page. */
  initialFiles?: readonly ProjectFile[];
  /** Draws the preview (a script-only sandboxed frame), given by the route. */
  renderPreview: (p: PreviewSlotProps) => React.ReactNode;
  /** "Visualiser": opens the assembled page in a new tab (given by the route). */
  onOpenPage?: (files: readonly ProjectFile[]) => void;
  /** Shows "Save project" when given. */
  onSaveProject?: (files: readonly ProjectFile[]) => void | Promise<void>;
  /** Called by "Sauvegarder" with the saved files (e.g. to keep them in local storage). */
  onSave?: (files: readonly ProjectFile[]) => void;
  /**
   * Source inspection (the store's listing page): no editing, no file operations, code only — no Run, no save, no
   * views and no preview pane (the page shows its own demo), no cookie banner (nothing is stored).
   */
  readOnly?: boolean;
  title?: string;
  className?: string;
};

/**
 * The code-editor component variant (spec §2): views Code / Split / Preview (stored in ov_view, default split),
 * folder tree, open files with close buttons, language badge; Sauvegarder, Save project, Visualiser, Run.
 * The preview is inactive until Run, then re-renders on changes and saves. Its own cookie banner (ov_consent) comes
 * first in reading order but shows below the panels (decision 102).
 */
export function CodeEditor({ initialFiles, renderPreview, onOpenPage, onSaveProject, onSave, readOnly = false, title, className }: CodeEditorProps) {
  const { t } = useTranslation('editor');
  const [settings] = useEditorSettings();
  // The ref follows every change synchronously: Save and Visualiser read what the editor holds at that moment.
  const [ws, updateWs, replaceWs, wsRef] = useWorkspaceState(() => createWorkspace(initialFiles && initialFiles.length > 0 ? initialFiles : HELLO_PROJECT));
  const setWs = useCallback((next: Workspace | ((w: Workspace) => Workspace)) => updateWs(typeof next === 'function' ? next : () => next), [updateWs]);
  const files = useExplorerActions({ ref: wsRef, set: replaceWs, select: 'last' });
  const [storedView, setView] = useState<ViewMode>(() => (readOnly ? 'code' : viewModeStore.read()));
  const view: ViewMode = readOnly ? 'code' : storedView;
  const [running, setRunning] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [savingProject, setSavingProject] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const activeFile = ws.files.find((f) => f.path === ws.activePath) ?? null;
  const language = activeFile ? String(fileLanguage(ws, activeFile.path)) : 'plaintext';
  const tree = useMemo(() => buildTree(ws), [ws]);

  function chooseView(v: ViewMode) {
    setView(v);
    viewModeStore.write(v);
  }

  const handleSave = useCallback(() => {
    const next = markSaved(wsRef.current);
    setWs(next);
    onSave?.(next.files);
    toast.success(t('toasts.fileSaved'));
  }, [onSave, setWs, t, wsRef]);

  function handleRun() {
    setRunning(true);
    setRefreshKey((k) => k + 1);
    if (view === 'code') chooseView('split');
    toast.success(t('variant.launched'));
  }

  async function handleSaveProject() {
    if (!onSaveProject) return;
    setSavingProject(true);
    try {
      await onSaveProject(wsRef.current.files);
      setWs((w) => markSaved(w));
    } finally {
      setSavingProject(false);
    }
  }

  const onEditorChange = useCallback((v: string, fromModel?: string) => updateWs((w) => applyEditorChange(w, v, fromModel)), [updateWs]);

  const showCode = view !== 'preview';
  const showPreview = view !== 'code';
  const noop = useCallback(() => {}, []);

  return (
    <section className={cn('flex h-full min-h-[520px] flex-col gap-2', className)} aria-label={title ?? t('variant.title')} data-testid="code-editor">
      {/* First in reading order (met before Monaco, which keeps Tab for indentation), shown last: no control moves. */}
      {!readOnly && <ConsentBanner className="order-last" onAnswered={() => toolbarRef.current?.querySelector('button')?.focus()} />}
      <div ref={toolbarRef} className="flex flex-wrap items-center gap-1.5 rounded-md border border-border bg-card px-2 py-1" role="toolbar" aria-label={t('toolbar.label')}>
        {!readOnly && (
          <div className="flex rounded-md border border-border p-0.5" role="group" aria-label={t('variant.views')}>
            {(
              [
                ['code', Code2],
                ['split', Columns2],
                ['preview', Eye],
              ] as const
            ).map(([id, Icon]) => (
              <Button key={id} size="sm" variant={view === id ? 'secondary' : 'ghost'} className="h-7" aria-pressed={view === id} onClick={() => chooseView(id)}>
                <Icon aria-hidden="true" />
                {t(`variant.view.${id}`)}
              </Button>
            ))}
          </div>
        )}
        <Badge variant="outline" className="font-mono text-xs" aria-label={t('variant.languageBadge', { language })}>
          {language}
        </Badge>
        <div className="ml-auto flex flex-wrap gap-1.5">
          {!readOnly && (
            <Button size="sm" variant="outline" onClick={handleSave}>
              <Save aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('toolbar.save')}</span>
            </Button>
          )}
          {onSaveProject && !readOnly && (
            <Button size="sm" variant="outline" onClick={() => void handleSaveProject()} disabled={savingProject}>
              <Upload aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('variant.saveProject')}</span>
            </Button>
          )}
          {onOpenPage && (
            <Button size="sm" variant="outline" onClick={() => onOpenPage(wsRef.current.files)}>
              <ExternalLink aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('variant.visualize')}</span>
            </Button>
          )}
          {!readOnly && (
            <Button size="sm" onClick={handleRun}>
              <Play aria-hidden="true" />
              {t('variant.run')}
            </Button>
          )}
        </div>
      </div>
      {/* Under 768 px the panes stack and the page scrolls (decision 103). */}
      <div className="flex min-h-0 flex-1 flex-col gap-2 md:flex-row">
        {showCode && (
          <aside className="max-h-44 shrink-0 overflow-auto rounded-md border border-border bg-card p-2 md:max-h-none md:w-52">
            <FileExplorer
              tree={tree}
              activePath={ws.activePath}
              onOpen={(p) => setWs((w) => openFile(w, p))}
              onToggleFolder={(p) => setWs((w) => toggleFolder(w, p))}
              onCreate={files.create}
              onDelete={files.remove}
              onRename={files.rename}
              readOnly={readOnly}
            />
          </aside>
        )}
        {showCode && (
          <div className="flex h-[65svh] min-w-0 flex-col overflow-hidden rounded-md border border-border md:h-auto md:flex-1">
            <FileTabs
              openPaths={ws.openPaths}
              activePath={ws.activePath}
              onSelect={(p) => setWs((w) => openFile(w, p))}
              onClose={(p) => setWs((w) => closeFile(w, p))}
              isModified={readOnly ? undefined : (p) => isModified(ws, p)}
            />
            <div className="min-h-0 flex-1">
              {activeFile ? (
                <MonacoEditor
                  path={modelPath(activeFile.path)}
                  value={activeFile.content}
                  language={language}
                  theme={settings.theme}
                  ariaLabel={t('editor.ariaLabel', { path: activeFile.path })}
                  // Spec §4: the component variant wraps words by default.
                  // Read-only listing: the last line number drawn like the others (Monaco's 'dimmed' fails RGAA contrast), and
                  // accented French text not boxed as suspicious characters.
                  options={{ wordWrap: 'on', fontSize: settings.fontSize, minimap: { enabled: false }, readOnly, ...(readOnly ? { renderFinalNewline: 'on' as const, unicodeHighlight: { nonBasicASCII: false } } : {}) }}
                  onChange={onEditorChange}
                />
              ) : (
                <p className="flex h-full items-center justify-center text-sm text-muted-foreground">{t('editor.noFile')}</p>
              )}
            </div>
          </div>
        )}
        {showPreview && (
          <div className="flex h-[65svh] min-w-0 flex-col overflow-hidden rounded-md border border-border md:h-auto md:flex-1">
            <div className="flex items-center gap-2 border-b border-border bg-card px-2 py-1 text-xs">
              <span className="font-medium">{t('right.preview')}</span>
              {running && <Badge className="bg-emerald-600 text-white">{t('variant.active')}</Badge>}
              <Button size="icon" variant="ghost" className="ml-auto size-7" aria-label={t('preview.refresh')} disabled={!running} onClick={() => setRefreshKey((k) => k + 1)}>
                <RefreshCw className="size-3.5" aria-hidden="true" />
              </Button>
            </div>
            <div className="min-h-0 flex-1 bg-white">
              {running ? (
                renderPreview({ files: ws.files, device: 'desktop', refreshKey, onEvent: noop })
              ) : (
                <p className="flex h-full items-center justify-center bg-card p-4 text-center text-sm text-muted-foreground">{t('variant.runHint')}</p>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
