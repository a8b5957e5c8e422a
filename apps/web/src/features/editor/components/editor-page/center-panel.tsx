import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type * as Monaco from 'monaco-editor';
import { GenerationProgress } from '@/components/generation-progress';
import type { EditorSettings } from '@/lib/editor-settings';
import { MonacoDiffEditor, MonacoEditor } from '../monaco-editor';
import { fileLanguage, isModified, type Change, type Workspace } from '../../workspace/file-model';
import { FileTabs } from '../../workspace/file-tabs';
import type { EditorFiles } from '../../hooks/use-editor-files';
import type { EditorGeneration } from '../../hooks/use-editor-arrival';
import type { EditorLayout } from '../../hooks/use-editor-layout';
import { uriOf, type EditorMonaco } from '../../hooks/use-editor-monaco';

type Props = {
  ws: Workspace;
  changes: Change[];
  settings: EditorSettings;
  layout: EditorLayout;
  files: EditorFiles;
  monaco: EditorMonaco;
  generation: EditorGeneration;
};

/**
 * The code area: the open files' tabs, then a diff (a change since the last save, or a suggestion side by side),
 * the steps of an app being built, or the active file in Monaco.
 */
export function CenterPanel({ ws, changes, settings, layout, files, monaco, generation }: Props) {
  const { t } = useTranslation('editor');
  const { diffPath, suggestionDiff, isMobile } = layout;
  const activeFile = ws.files.find((f) => f.path === ws.activePath) ?? null;
  const diffChange = diffPath ? changes.find((c) => c.path === diffPath) : null;
  const openSuggestion = suggestionDiff && !diffPath && suggestionDiff.activePath === ws.activePath ? suggestionDiff : null;
  const diffView = openSuggestion
    ? { ...openSuggestion, title: t('ai.sideBySideTitle', { path: openSuggestion.path }) }
    : diffPath && diffChange
      ? { path: diffPath, before: diffChange.before, after: diffChange.after, title: t('vc.diffTitle', { path: diffPath }) }
      : null;
  const state = generation.state;
  // The steps of an app being built, until its first file can be shown.
  const building = state.status !== 'idle' && state.status !== 'done' && (state.status !== 'running' || state.files.length === 0 || !activeFile) ? state : null;
  const options = useMemo<Monaco.editor.IStandaloneEditorConstructionOptions>(
    () => ({
      fontSize: settings.fontSize,
      tabSize: settings.tabSize,
      wordWrap: settings.wordWrap ? 'on' : 'off',
      // No room for a minimap on a phone.
      minimap: { enabled: settings.minimap && !isMobile },
      scrollBeyondLastLine: false,
    }),
    [settings.fontSize, settings.tabSize, settings.wordWrap, settings.minimap, isMobile],
  );

  return (
    <div className="flex h-full flex-col">
      <FileTabs
        openPaths={ws.openPaths}
        // While a diff is shown, its tab is the current one.
        activePath={diffView ? null : ws.activePath}
        onSelect={files.selectTab}
        onClose={files.close}
        isModified={(p) => isModified(ws, p)}
      >
        {diffView && (
          <div className="flex items-center border-r border-border bg-background px-2 text-xs">
            {diffView.title}
            <button
              type="button"
              className="ml-1 rounded p-0.5 hover:bg-muted"
              aria-label={t('vc.closeDiff')}
              onClick={() => {
                layout.setDiffPath(null);
                layout.setSuggestionDiff(null);
              }}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </div>
        )}
      </FileTabs>
      <div className="min-h-0 flex-1">
        {diffView ? (
          <MonacoDiffEditor original={diffView.before} modified={diffView.after} language={String(fileLanguage(ws, diffView.path))} theme={settings.theme} ariaLabel={diffView.title} />
        ) : building ? (
          <div className="h-full overflow-auto p-4">
            <GenerationProgress
              state={building}
              onPropose={(p) => void generation.run(p)}
              onRetry={() => void generation.run(building.status === 'error' ? building.prompt : '')}
              onCancel={generation.cancel}
              onDismiss={generation.reset}
              className="mx-auto max-w-md"
            />
          </div>
        ) : activeFile ? (
          <MonacoEditor
            path={uriOf(activeFile.path)}
            value={activeFile.content}
            language={String(fileLanguage(ws, activeFile.path))}
            theme={settings.theme}
            options={options}
            ariaLabel={t('editor.ariaLabel', { path: activeFile.path })}
            onMount={monaco.handleMount}
            onChange={monaco.onEditorChange}
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground">{t('editor.noFile')}</p>
        )}
      </div>
    </div>
  );
}
