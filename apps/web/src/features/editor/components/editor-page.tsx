import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { useEditorSettings } from '@/lib/editor-settings';
import { PageMeta } from '@/components/page-meta';
import { cn } from '@/lib/utils';
import type { EditorHostProps } from '../types';
import { changesSinceSave, fileLanguage, type ProjectFile } from '../workspace/file-model';
import { useEditorArrival } from '../hooks/use-editor-arrival';
import { useEditorAssistant } from '../hooks/use-editor-assistant';
import { useEditorDiagnostics } from '../hooks/use-editor-diagnostics';
import { useEditorFiles } from '../hooks/use-editor-files';
import { useEditorLayout } from '../hooks/use-editor-layout';
import { useEditorMonaco } from '../hooks/use-editor-monaco';
import { useEditorPreview } from '../hooks/use-editor-preview';
import { useEditorProject } from '../hooks/use-editor-project';
import { useEditorSave } from '../hooks/use-editor-save';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { useEditorVersions } from '../hooks/use-editor-versions';
import { AssistantPanel } from './editor-page/assistant-panel';
import { CenterPanel } from './editor-page/center-panel';
import { EditorDialogs } from './editor-page/editor-dialogs';
import { EditorPanes } from './editor-page/editor-panes';
import { EditorToolbar } from './editor-page/editor-toolbar';
import { LeftPanel } from './editor-page/left-panel';
import { RightPanel } from './editor-page/right-panel';

export type EditorPageProps = EditorHostProps & {
  /** The project shown when nothing is stored (the spec's default sample project). */
  defaultFiles: readonly ProjectFile[];
};

/**
 * The /editor page (spec §2): toolbar, tabs, explorer / search / version control / debug, preview / terminal /
 * settings, and the AI assistant's panel. The state and the rules live in the use-editor-* hooks; this shell
 * composes them with the panels of ./editor-page/.
 */
export function EditorPage({ defaultFiles, renderPreview, build, onFilesChange }: EditorPageProps) {
  const { t } = useTranslation('editor');
  const signedIn = useAuth().status === 'signed-in';
  const [settings, setSettings] = useEditorSettings();

  const project = useEditorProject(defaultFiles);
  const { ws, wsRef, updateWs } = project;
  const layout = useEditorLayout();
  const preview = useEditorPreview({ ws, wsRef, projectName: project.projectName, livePreview: settings.livePreview, onFilesChange });
  const monaco = useEditorMonaco({ ws, wsRef, updateWs });
  const { diagnostics, errorCount, previewError } = useEditorDiagnostics(monaco.monacoApi, wsRef, preview.previewIssues);
  const files = useEditorFiles({ project, layout, revealLater: monaco.revealLater });
  const saver = useEditorSave({ project, signedIn, autoSave: settings.autoSave, flushEditor: monaco.flushEditor, showInPreview: preview.showInPreview });
  const versions = useEditorVersions({ project, signedIn, visible: layout.leftTab === 'vc', showInPreview: preview.showInPreview });
  const assistant = useEditorAssistant({ project, layout, signedIn, checkpointKey: versions.checkpointKey, showInPreview: preview.showInPreview });
  const generation = useEditorArrival({ project, defaultFiles, showInPreview: preview.showInPreview });
  useEditorShortcuts(monaco.commandsRef, { save: saver.save, format: monaco.format, search: layout.openSearch });

  const changes = useMemo(() => changesSinceSave(ws), [ws]);
  const activeFile = ws.files.find((f) => f.path === ws.activePath) ?? null;
  const busy = saver.saving || versions.restoring || assistant.instruction.applying;

  return (
    <section
      ref={layout.sectionRef}
      aria-labelledby="editor-title"
      className={cn('flex min-h-[560px] flex-col gap-2', layout.fullscreen ? 'fixed inset-0 z-50 bg-background p-2' : 'h-[calc(100dvh-8.5rem)]')}
      data-testid="editor-page"
    >
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <h1 id="editor-title" className="sr-only">
        {t('page.title')}
      </h1>
      <EditorToolbar
        projectName={project.projectName}
        saving={busy}
        onSave={() => void saver.save()}
        onFormat={() => void monaco.format()}
        onSearch={layout.openSearch}
        assistant={settings.aiAssistant ? { shown: layout.assistantOpen, isMobile: layout.isMobile, onToggle: assistant.toggle } : null}
        language={activeFile ? fileLanguage(ws, activeFile.path) : 'plaintext'}
        hasActiveFile={activeFile !== null}
        onLanguage={(l) => activeFile && files.setLanguage(activeFile.path, l)}
        fullscreen={layout.fullscreen}
        onFullscreen={layout.toggleFullscreen}
      />
      <EditorPanes
        layout={layout}
        assistantOn={settings.aiAssistant}
        left={
          <LeftPanel
            ws={ws}
            changes={changes}
            layout={layout}
            files={files}
            versions={versions}
            signedIn={signedIn}
            projectId={project.projectId}
            busy={busy}
            diagnostics={diagnostics}
            errorCount={errorCount}
            onFix={settings.aiAssistant ? assistant.fix : undefined}
            fixing={assistant.busy}
          />
        }
        center={<CenterPanel ws={ws} changes={changes} settings={settings} layout={layout} files={files} monaco={monaco} generation={generation} />}
        right={<RightPanel ws={ws} changes={changes} settings={settings} onSettingsChange={setSettings} layout={layout} preview={preview} generation={generation} renderPreview={renderPreview} build={build} />}
        assistant={<AssistantPanel ws={ws} wsRef={wsRef} layout={layout} assistant={assistant} previewError={previewError} />}
      />
      <EditorDialogs
        projectName={project.projectName}
        projectId={project.projectId}
        hasChanges={changes.length > 0}
        signedIn={signedIn}
        generation={generation}
        files={files}
        versions={versions}
        instruction={assistant.instruction}
        saveThenReplace={() => {
          const prompt = generation.pending;
          // replaced only if the save went through (a failed save keeps the open app and says why)
          void saver.save().then(() => {
            if (prompt && changesSinceSave(wsRef.current).length === 0) void generation.run(prompt);
          });
        }}
      />
    </section>
  );
}
