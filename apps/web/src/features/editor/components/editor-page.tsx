import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Bug, Eye, FolderTree, GitBranch, Maximize2, Minimize2, Save, Search, Settings2, Sparkles, SquareTerminal, Wand2, X } from 'lucide-react';
import type * as Monaco from 'monaco-editor';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { GenerationProgress } from '@/components/generation-progress';
import { useQueryClient } from '@tanstack/react-query';
import type { AgentResponse } from '@ov/shared';
import { PROJECTS_QUERY_KEY } from '@/lib/app-generation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { useEditorSettings } from '@/lib/editor-settings';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { buyCreditsToast, isOutOfCredits } from '@/lib/credits-refusal';
import { errorText } from '@/lib/errors';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { MonacoDiffEditor, MonacoEditor, type MonacoApi, type MonacoInstance } from './monaco-editor';
import { FileExplorer } from '../workspace/file-explorer';
import { SearchPanel } from './search-panel';
import { VersionControlPanel } from './version-control-panel';
import { DebugPanel } from './debug-panel';
import { TerminalPanel } from './terminal-panel';
import { SettingsPanel } from './settings-panel';
import { PreviewPanel } from './preview-panel';
import { AiPanel, openConflicts } from './ai-panel';
import { createProject, getProject, listVersions, restoreVersion, saveInstructionResult, saveProjectFiles, type VersionSummary } from '../api/projects';
import { assistantPrompt, generateCode } from '../api/generate-code';
import { instructProject } from '../api/instruct-project';
import { useSuggestions } from '../hooks/use-suggestions';
import { applyInstructionFiles, resolveFile, staleFiles, type Suggestion } from '../utils/suggestions';
import { requestAiFix } from '@/lib/ai-fix';
import { useIsMobile } from '@/hooks/use-media-query';
import { useEditorGeneration } from '../hooks/use-editor-generation';
import { readStoredWorkspace, toStored, workspaceFromStored, writeStoredWorkspace, useWorkspaceState } from '../workspace/use-workspace';
import { addCheckpoint, readCheckpoints, removeCheckpoint, type Checkpoint } from '../utils/checkpoints';
import {
  baseName,
  changesSinceSave,
  closeFile,
  createFile,
  createWorkspace,
  deleteFile,
  fileLanguage,
  isModified,
  loadGeneratedApp,
  markSaved,
  openFile,
  PICKER_LANGUAGES,
  renameFile,
  replaceFiles,
  setLanguage,
  toggleFolder,
  updateContent,
  type PickerLanguage,
  type ProjectFile,
} from '../workspace/file-model';
import { buildTree } from '../workspace/file-tree';
import { replaceInFiles, type SearchOptions } from '../utils/search';
import { applyExternalText } from '../utils/model-sync';
import type { Diagnostic, EditorHostProps, PreviewIssue } from '../types';

export type EditorPageProps = EditorHostProps & {
  /** The project shown when nothing is stored (the spec's default sample project). */
  defaultFiles: readonly ProjectFile[];
};

/** `generate`: build this app here, with its progress (the landing's "Créer App", decision 112). */
type NavState = { generatedApp?: { files?: unknown; appType?: unknown }; initialPrompt?: unknown; merge?: unknown; generate?: { prompt?: unknown } } | null;

const AUTO_SAVE_MS = 5000;
const PUBLISH_DEBOUNCE_MS = 300;
const LIVE_PREVIEW_DEBOUNCE_MS = 250;
const MARKER_SEVERITY: Record<number, Diagnostic['severity'] | undefined> = { 8: 'error', 4: 'warning', 2: 'info' };
type LeftTab = 'explorer' | 'search' | 'vc' | 'debug';
type RightTab = 'preview' | 'terminal' | 'settings';
const RIGHT_TABS: RightTab[] = ['preview', 'terminal', 'settings'];
const MOBILE_PANES = ['left', 'center', 'right', 'assistant'] as const;
type MobilePane = (typeof MOBILE_PANES)[number];

const RIGHT_ICONS = { preview: Eye, terminal: SquareTerminal, settings: Settings2 } as const;
const SEPARATOR_CLASS = 'w-1.5 bg-border transition-colors hover:bg-primary/50 focus-visible:bg-primary';
const uriOf = (path: string) => `file:///${path}`;
const isPreviewError = (e: PreviewIssue) => (e.kind === 'console' ? false : e.level !== 'warning');

/** The /editor page (spec §2): toolbar, tabs, explorer / search / version control / debug, preview / terminal / settings. */
export function EditorPage({ defaultFiles, renderPreview, build, onFilesChange }: EditorPageProps) {
  const { t, i18n } = useTranslation('editor');
  usePageMeta(t('page.title'), t('page.description'));
  const { status, refreshCredits } = useAuth();
  const signedIn = status === 'signed-in';
  const [settings, setSettings] = useEditorSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const stored = useMemo(() => readStoredWorkspace(), []);
  const [projectId, setProjectId] = useState<string | null>(stored?.projectId ?? null);
  const [projectName, setProjectName] = useState<string>(stored?.name || t('page.defaultName'));
  const [ws, updateWs, setWs, wsRef] = useWorkspaceState(() => (stored ? workspaceFromStored(stored) : createWorkspace(defaultFiles)));

  const [leftTab, setLeftTab] = useState<LeftTab>('explorer');
  const [rightTab, setRightTab] = useState<RightTab>('preview');
  const isMobile = useIsMobile();
  const [mobilePane, setMobilePane] = useState<MobilePane>('center');
  const [fullscreen, setFullscreen] = useState(false);
  // The AI assistant has its own panel beside the preview (decision 105), not a tab among the preview's.
  const [assistantOpen, setAssistantOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const [diffPath, setDiffPath] = useState<string | null>(null);
  /** A suggestion's file side by side (decision 116); shown until another file or diff is opened. */
  const [suggestionDiff, setSuggestionDiff] = useState<{ path: string; before: string; after: string; activePath: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [aiBusy, setAiBusy] = useState(false);
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [versionsError, setVersionsError] = useState(false);
  const [checkpoints, setCheckpoints] = useState<Checkpoint[]>(() => readCheckpoints(stored?.projectId ?? 'local'));
  const [monacoApi, setMonacoApi] = useState<MonacoApi | null>(null);
  const editorRef = useRef<MonacoInstance | null>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const [markers, setMarkers] = useState<Diagnostic[]>([]);
  const [previewIssues, setPreviewIssues] = useState<PreviewIssue[]>([]);
  const [refreshKey, setRefreshKey] = useState(0);

  const activeFile = ws.files.find((f) => f.path === ws.activePath) ?? null;
  const activeLanguage = activeFile ? fileLanguage(ws, activeFile.path) : 'plaintext';
  const changes = useMemo(() => changesSinceSave(ws), [ws]);
  const tree = useMemo(() => buildTree(ws), [ws]);
  const checkpointKey = projectId ?? 'local';
  const { suggestions, push: pushSuggestion, update: updateSuggestion, remove: removeSuggestion } = useSuggestions(checkpointKey);
  /** Saved projects that have no app description (written by hand): requests go to codegen (decision 115). */
  const noAppSpec = useRef(new Set<string>());
  const queryClient = useQueryClient();

  // ---- a new app built here (issue 12 points 2 and 3): asked first when an app is open, streamed, kept as a project
  const hasOpenApp = useCallback(() => {
    const w = wsRef.current;
    if (projectId || changesSinceSave(w).length > 0) return true;
    return !(w.files.length === defaultFiles.length && defaultFiles.every((f) => w.files.some((g) => g.path === f.path && g.content === f.content)));
  }, [projectId, defaultFiles, wsRef]);
  const handleDelivered = useCallback(
    (r: AgentResponse) => {
      const next = r.project_id ? createWorkspace(r.files) : loadGeneratedApp(createWorkspace([], []), { files: r.files, appType: r.appType }, 'replace');
      if (!next) return;
      const id = r.project_id ?? null;
      const name = (r.project_title || t('page.defaultName')).slice(0, 200);
      setWs(next);
      setPreviewFiles(next.files);
      setProjectId(id);
      setProjectName(name);
      setCheckpoints(readCheckpoints(id ?? 'local'));
      setVersions(null);
      writeStoredWorkspace(toStored(next, { projectId: id, name, savedAt: id ? new Date().toISOString() : null }));
      // The address names the project: a reload or a shared link opens it.
      if (id) navigate(`${location.pathname}?project=${encodeURIComponent(id)}`, { replace: true, state: null });
      void refreshCredits();
      toast.success(t('toasts.appLoaded'), id ? { description: t('generation.savedToast', { name }) } : undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setters are stable; location.pathname is /editor
    [t, refreshCredits, navigate],
  );
  const generation = useEditorGeneration({ getWorkspace: () => wsRef.current, setWorkspace: setWs, hasOpenApp, onDelivered: handleDelivered });
  const generationShown = generation.state.status !== 'idle' && generation.state.status !== 'done';

  // ---- generated app (navigation state) and ?project=<id>
  const handledNav = useRef(false);
  useEffect(() => {
    if (handledNav.current) return;
    handledNav.current = true;
    const state = location.state as NavState;
    const generatePrompt = typeof state?.generate?.prompt === 'string' ? state.generate.prompt.trim() : '';
    if (generatePrompt) {
      // Consumed once: a reload must not ask for (and pay for) the same app again.
      navigate(location.pathname, { replace: true, state: null });
      generation.request(generatePrompt);
      return;
    }
    if (state?.generatedApp) {
      const next = loadGeneratedApp(wsRef.current, state.generatedApp, state.merge === true ? 'merge' : 'replace');
      // Consumed once: a reload must not load the app again over the user's edits.
      navigate(location.pathname + location.search, { replace: true, state: null });
      if (!next) return;
      setWs(next);
      if (state.merge !== true) {
        setProjectId(null);
        setCheckpoints(readCheckpoints('local'));
        const prompt = typeof state.initialPrompt === 'string' ? state.initialPrompt.trim() : '';
        const appType = typeof state.generatedApp.appType === 'string' ? state.generatedApp.appType : '';
        setProjectName((prompt || appType || t('page.defaultName')).slice(0, 80));
      }
      toast.success(t('toasts.appLoaded'));
      return;
    }
    const id = searchParams.get('project');
    if (id && id !== stored?.projectId) {
      getProject(id).then(
        (p) => {
          setWs(createWorkspace(p.code_content.length ? p.code_content : defaultFiles));
          setProjectId(p.id);
          setProjectName(p.title);
          setCheckpoints(readCheckpoints(p.id));
        },
        (e: unknown) => toast.error(t('toasts.error'), { description: isApiError(e) ? e.message : t('toasts.projectNotFound') }),
      );
    }
    // Runs once on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // ---- publish the current project for the /preview page
  useEffect(() => {
    if (!onFilesChange) return;
    const timer = setTimeout(() => onFilesChange(projectName, ws.files), PUBLISH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ws.files, projectName, onFilesChange]);

  // ---- preview files: live (debounced) or frozen until save / refresh
  const [previewFiles, setPreviewFiles] = useState<readonly ProjectFile[]>(ws.files);
  useEffect(() => {
    if (!settings.livePreview) return;
    const timer = setTimeout(() => setPreviewFiles(ws.files), LIVE_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ws.files, settings.livePreview]);
  useEffect(() => {
    setPreviewIssues([]);
  }, [previewFiles, refreshKey]);
  const handlePreviewEvent = useCallback((e: PreviewIssue) => {
    if (e.kind === 'console' && e.level !== 'error') return;
    setPreviewIssues((list) => [...list.slice(-49), e]);
  }, []);
  const refreshPreview = useCallback(() => {
    setPreviewFiles(wsRef.current.files);
    setRefreshKey((k) => k + 1);
  }, [wsRef]);

  // ---- Monaco models for every file, so imports resolve and every file gets diagnostics
  useEffect(() => {
    if (!monacoApi) return;
    const wanted = new Set(ws.files.map((f) => uriOf(f.path)));
    const current = editorRef.current?.getModel();
    let changedSet = false;
    for (const f of ws.files) {
      const uri = monacoApi.Uri.parse(uriOf(f.path));
      const lang = fileLanguage(ws, f.path);
      const model = monacoApi.editor.getModel(uri);
      if (!model) {
        monacoApi.editor.createModel(f.content, lang, uri);
        changedSet = true;
      }
      else {
        // Only a real change made elsewhere (replace all, restore, AI suggestion, rename...) reaches a model, as an
        // undoable edit of the changed span (the open file's model is kept in step by MonacoEditor itself).
        if (model !== current && model.getValue() !== f.content) applyExternalText(model, f.content);
        if (model.getLanguageId() !== lang) monacoApi.editor.setModelLanguage(model, lang);
      }
    }
    for (const model of monacoApi.editor.getModels()) {
      if (model.uri.scheme === 'file' && !model.uri.path.startsWith('/node_modules/') && !wanted.has(model.uri.toString()) && model !== current) {
        model.dispose();
        changedSet = true;
      }
    }
    // Imports between files resolve only once every model exists: re-validate when the set of files changes.
    if (changedSet) void import('../utils/monaco-setup').then((m) => m.revalidateTypeScript());
  }, [monacoApi, ws]);

  useEffect(() => {
    if (!monacoApi) return;
    const collect = () => {
      const paths = new Set(wsRef.current.files.map((f) => f.path));
      const list: Diagnostic[] = [];
      for (const m of monacoApi.editor.getModelMarkers({})) {
        const path = m.resource.path.replace(/^\//, '');
        const severity = MARKER_SEVERITY[m.severity];
        if (!severity || !paths.has(path)) continue;
        list.push({ path, line: m.startLineNumber, column: m.startColumn, message: m.message, severity, source: 'typescript' });
      }
      const rank = { error: 0, warning: 1, info: 2 } as const;
      list.sort((a, b) => rank[a.severity] - rank[b.severity] || a.path.localeCompare(b.path) || a.line - b.line);
      setMarkers(list);
    };
    collect();
    const sub = monacoApi.editor.onDidChangeMarkers(collect);
    return () => sub.dispose();
  }, [monacoApi, wsRef]);

  const diagnostics = useMemo<Diagnostic[]>(() => {
    const fromPreview: Diagnostic[] = previewIssues
      .filter((e) => e.kind !== 'console' || e.level === 'error')
      .map((e) => ({
        path: e.file ?? '',
        line: e.line ?? 1,
        column: e.column ?? 1,
        message: e.message,
        severity: e.level === 'warning' ? 'warning' : 'error',
        source: 'preview',
        kind: e.kind,
      }));
    return [...fromPreview, ...markers];
  }, [markers, previewIssues]);
  const errorCount = diagnostics.filter((d) => d.severity === 'error').length;
  const currentPreviewError = previewIssues.find(isPreviewError) ?? null;

  // ---- navigation in files
  const revealAt = useCallback(
    (path: string, line: number, column: number) => {
      if (!wsRef.current.files.some((f) => f.path === path)) return;
      setDiffPath(null);
      setMobilePane('center');
      updateWs((w) => openFile(w, path));
      setTimeout(() => {
        const editor = editorRef.current;
        if (!editor) return;
        editor.revealLineInCenter(line);
        editor.setPosition({ lineNumber: line, column });
        editor.focus();
      }, 60);
    },
    [updateWs, wsRef],
  );

  // ---- saving
  const persistLocal = useCallback(
    (w = wsRef.current, id = projectId, savedAt: string | null = new Date().toISOString()) => writeStoredWorkspace(toStored(w, { projectId: id, name: projectName, savedAt })),
    [projectId, projectName, wsRef],
  );

  const reloadVersions = useCallback(
    async (id: string | null = projectId) => {
      if (!id || !signedIn) return;
      setVersionsError(false);
      try {
        setVersions(await listVersions(id));
      } catch {
        setVersionsError(true);
      }
    },
    [projectId, signedIn],
  );

  const handleSave = useCallback(async () => {
    if (saving) return;
    // The editor's text is the truth at the moment of saving (spec §4: saving copies editor content into the store).
    const editor = editorRef.current;
    const path = wsRef.current.activePath;
    if (editor && path && editor.getModel()?.uri.path === `/${path}`) updateWs((w) => updateContent(w, path, editor.getValue()));
    const current = wsRef.current;
    if (!signedIn) {
      const next = markSaved(current);
      if (!persistLocal(next)) {
        toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
        return;
      }
      setWs(next);
      setPreviewFiles(next.files);
      toast.success(t('toasts.fileSaved'), { description: t('toasts.signInToSave') });
      return;
    }
    setSaving(true);
    try {
      let id = projectId;
      if (id) {
        try {
          await saveProjectFiles(id, current.files);
        } catch (e) {
          // The project was deleted (or is no longer ours): the next save creates a new one.
          if (!(isApiError(e) && (e.status === 404 || e.status === 403))) throw e;
          id = null;
        }
      }
      if (!id) id = await createProject({ title: projectName, files: current.files });
      // Edits made while the request ran stay marked as changes.
      const next = wsRef.current === current ? markSaved(current) : { ...wsRef.current, saved: Object.fromEntries(current.files.map((f) => [f.path, f.content])) };
      setProjectId(id);
      setWs(next);
      setPreviewFiles(next.files);
      if (!writeStoredWorkspace(toStored(next, { projectId: id, name: projectName, savedAt: new Date().toISOString() }))) {
        toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
      }
      if (id !== projectId) setCheckpoints(readCheckpoints(id));
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      toast.success(t('toasts.projectSaved'));
      void reloadVersions(id);
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? e.message : t('toasts.saveFailed') });
    } finally {
      setSaving(false);
    }
  }, [saving, signedIn, projectId, projectName, persistLocal, reloadVersions, setWs, updateWs, wsRef, t, queryClient]);

  // Auto-save (spec §4, every 5000 ms): the working copy is kept locally; Save publishes a version on the server.
  // It is also written when the page is left (reload, tab closed, hidden, another route), so the last seconds of
  // edits are not lost between two ticks. The ref always holds the latest project id and name.
  const lastAuto = useRef<string>('');
  const autoSaveRef = useRef<() => void>(() => {});
  useEffect(() => {
    autoSaveRef.current = () => {
      const snapshot = toStored(wsRef.current, { projectId, name: projectName, savedAt: stored?.savedAt ?? null });
      const raw = JSON.stringify(snapshot);
      if (raw === lastAuto.current) return;
      if (writeStoredWorkspace(snapshot)) lastAuto.current = raw;
    };
  }, [projectId, projectName, stored, wsRef]);
  useEffect(() => {
    if (!settings.autoSave) return;
    const flush = () => autoSaveRef.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const timer = setInterval(flush, AUTO_SAVE_MS);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [settings.autoSave]);

  // ---- formatting
  const handleFormat = useCallback(async () => {
    const editor = editorRef.current;
    if (!editor) return;
    const action = editor.getAction('editor.action.formatDocument');
    if (action?.isSupported()) await action.run();
    else {
      const model = editor.getModel();
      if (model) applyExternalText(model, model.getValue().replace(/[ \t]+$/gm, ''));
    }
    toast.success(t('toasts.formatted'));
  }, [t]);

  const openSearch = useCallback(() => {
    setLeftTab('search');
    setMobilePane('left');
    setTimeout(() => searchInputRef.current?.focus(), 30);
  }, []);

  // Shortcuts outside Monaco (Monaco has its own commands, see handleMount).
  const handlersRef = useRef({ save: handleSave, format: handleFormat, search: openSearch });
  useEffect(() => {
    handlersRef.current = { save: handleSave, format: handleFormat, search: openSearch };
  }, [handleSave, handleFormat, openSearch]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 's' && !e.shiftKey) {
        e.preventDefault();
        void handlersRef.current.save();
      } else if (key === 'f' && e.shiftKey) {
        e.preventDefault();
        void handlersRef.current.format();
      } else if (key === 'f') {
        e.preventDefault();
        handlersRef.current.search();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const handleMount = useCallback((editor: MonacoInstance, monaco: MonacoApi) => {
    editorRef.current = editor;
    editor.onDidDispose(() => {
      if (editorRef.current === editor) editorRef.current = null;
    });
    const { KeyMod, KeyCode } = monaco;
    editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, () => void handlersRef.current.save());
    editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyF, () => void handlersRef.current.format());
    setMonacoApi(monaco);
  }, []);

  // The model's text goes to the workspace under the file it was typed in (never the file the page moved to).
  const onEditorChange = useCallback(
    (v: string, modelPath?: string) => {
      const path = modelPath?.startsWith('file:///') ? modelPath.slice('file:///'.length) : wsRef.current.activePath;
      if (path && wsRef.current.files.some((f) => f.path === path)) updateWs((w) => updateContent(w, path, v));
    },
    [updateWs, wsRef],
  );

  // ---- file operations
  function handleCreate(name: string) {
    const r = createFile(wsRef.current, name);
    setDiffPath(null);
    setMobilePane('center');
    setWs(r.workspace);
    if (r.created) toast.success(t('toasts.fileCreated'), { description: r.created });
  }
  function handleDelete(path: string) {
    if (!window.confirm(t('explorer.confirmDelete', { path }))) return;
    updateWs((w) => deleteFile(w, path));
    if (diffPath === path) setDiffPath(null);
    toast.success(t('toasts.fileDeleted'), { description: path });
  }
  function handleRename(path: string, name: string) {
    const r = renameFile(wsRef.current, path, name);
    if (r.reason === 'exists') toast.error(t('toasts.error'), { description: t('toasts.fileExists') });
    if (!r.renamed) return;
    setDiffPath(null);
    setWs(r.workspace);
    toast.success(t('toasts.fileRenamed'), { description: r.renamed });
  }
  function handleReplaceAll(query: string, replacement: string, options: SearchOptions) {
    const r = replaceInFiles(wsRef.current.files, query, replacement, options);
    if (r.count === 0) return;
    updateWs((w) => r.files.reduce((acc, f) => updateContent(acc, f.path, f.content), w));
    toast.success(t('toasts.replaced', { count: r.count, files: r.changed.length }));
  }

  // ---- AI assistant
  function requireSignIn(): boolean {
    if (signedIn) return true;
    toast.error(t('ai.signInTitle'), { description: t('ai.signInBody') });
    return false;
  }
  /**
   * On a saved project, the request is first an instruction to change the app (decision 115): the server merges
   * against the saved files, so unsaved edits are saved first to be kept. A project with no app description
   * (written by hand) answers so, free, and the request goes to codegen about the active file as before.
   */
  async function askInstruction(id: string, prompt: string): Promise<boolean> {
    try {
      return await instructOnce(id, prompt);
    } catch (e) {
      // Not ours (a public project opened to read) or gone: codegen as for any other project.
      if (isApiError(e) && (e.status === 403 || e.status === 404)) {
        noAppSpec.current.add(id);
        return false;
      }
      throw e;
    }
  }
  async function instructOnce(id: string, prompt: string): Promise<boolean> {
    if (changesSinceSave(wsRef.current).length > 0) {
      const current = wsRef.current;
      await saveProjectFiles(id, current.files);
      const next = wsRef.current === current ? markSaved(current) : { ...wsRef.current, saved: Object.fromEntries(current.files.map((f) => [f.path, f.content])) };
      setWs(next);
      persistLocal(next, id);
      toast.info(t('toasts.savedBeforeInstruction'));
    }
    const res = await instructProject(id, prompt);
    const o = res.outcome;
    if (o.reason_code === 'no_spec') {
      noAppSpec.current.add(id);
      return false;
    }
    pushSuggestion({
      kind: 'instruction',
      description: prompt,
      code: '',
      path: null,
      creditsUsed: res.creditsUsed,
      ...(o.applied
        ? { explanation: res.response, instruction: { projectId: id, changes: o.changes, files: o.file_changes, appSpec: o.app_spec, generatedFiles: o.generated_files ?? [], baseVersion: o.base_version } }
        : { explanation: o.reason ?? res.response, unchanged: true }),
    });
    if (o.applied) toast.success(t('toasts.codeGenerated'));
    else toast.info(t('toasts.instructionNotDone'), { description: o.reason });
    return true;
  }
  /** Decision 030: a refusal for lack of credits says so and offers the credits page; other failures as before. */
  function aiFailed(e: unknown) {
    if (isOutOfCredits(e)) {
      toast.error(t('common:outOfCredits.refused'), buyCreditsToast(t('common:outOfCredits.buy'), () => navigate(paths.credits, { state: { from: paths.editor } }), errorText(t, e)));
    } else toast.error(t('ai.errorTitle'), { description: isApiError(e) && e.status < 500 ? e.message : t('ai.errorBody') });
  }
  async function handleAsk(prompt: string) {
    if (!requireSignIn()) return;
    setAiBusy(true);
    try {
      if (projectId && !noAppSpec.current.has(projectId) && (await askInstruction(projectId, prompt))) return;
      const lang = activeFile ? String(fileLanguage(wsRef.current, activeFile.path)) : 'typescript';
      const res = await generateCode(assistantPrompt(prompt, activeFile), lang);
      pushSuggestion({ code: res.code, description: res.explanation || prompt, kind: 'generate', path: activeFile?.path ?? null, before: activeFile?.content ?? null, creditsUsed: res.creditsUsed });
      toast.success(t('toasts.codeGenerated'));
    } catch (e) {
      aiFailed(e);
    } finally {
      setAiBusy(false);
      void refreshCredits();
    }
  }
  async function handleFix(issue: { message: string; path?: string; line?: number; column?: number; kind?: Diagnostic['kind'] }) {
    if (!requireSignIn()) return;
    const files = wsRef.current.files;
    const file =
      files.find((f) => f.path === issue.path) ?? activeFile ?? files.find((f) => /(^|\/)App\.(t|j)sx?$/.test(f.path)) ?? null;
    if (!file) return;
    setAssistantOpen(true);
    setMobilePane('assistant');
    setAiBusy(true);
    try {
      // The whole file goes with the error; the answer is the whole file (decision 043).
      const res = await requestAiFix(
        { kind: issue.kind ?? 'runtime', message: issue.message, line: issue.line, column: issue.column },
        file,
        { locale: i18n.language?.startsWith('en') ? 'en' : 'fr', projectId },
      );
      pushSuggestion({
        code: res.file.content,
        description: t('ai.fixDescription', { path: file.path, message: issue.message.slice(0, 160) }),
        kind: 'fix',
        path: file.path,
        before: file.content,
        explanation: res.explanation,
        creditsUsed: res.creditsUsed,
        freeFix: res.freeFix,
        unchanged: !res.repaired,
      });
      toast.success(t('toasts.codeGenerated'));
    } catch (e) {
      aiFailed(e);
    } finally {
      setAiBusy(false);
      void refreshCredits();
    }
  }
  async function handleApplyInstruction(s: Suggestion & { instruction: NonNullable<Suggestion['instruction']> }) {
    const ins = s.instruction;
    if (ins.projectId !== projectId) {
      toast.error(t('toasts.error'), { description: t('toasts.wrongProject') });
      return;
    }
    // Merged against the files as they were then: a file edited since would lose that edit.
    const stale = staleFiles(wsRef.current, ins.files);
    if (stale.length > 0) {
      toast.error(t('toasts.error'), { description: t('toasts.suggestionStale', { path: stale[0] }) });
      return;
    }
    const conflicts = openConflicts(s);
    if (conflicts > 0 && !window.confirm(t('ai.confirmConflicts', { count: conflicts }))) return;
    const next = applyInstructionFiles(wsRef.current, ins.files);
    setSaving(true);
    try {
      await saveInstructionResult(ins.projectId, { files: next.files, appSpec: ins.appSpec, generatedFiles: ins.generatedFiles });
      const saved = markSaved(next);
      setWs(saved);
      setPreviewFiles(saved.files);
      persistLocal(saved);
      updateSuggestion(s.id, (x) => ({ ...x, applied: true }));
      toast.success(t('toasts.instructionApplied'));
      void reloadVersions();
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? e.message : t('toasts.saveFailed') });
    } finally {
      setSaving(false);
    }
  }
  function handleApply(s: Suggestion) {
    if (s.instruction) {
      void handleApplyInstruction({ ...s, instruction: s.instruction });
      return;
    }
    const path = s.path && wsRef.current.files.some((f) => f.path === s.path) ? s.path : wsRef.current.activePath;
    if (!path) return;
    updateWs((w) => openFile(updateContent(w, path, s.code), path));
    updateSuggestion(s.id, (x) => ({ ...x, applied: true }));
    toast.success(t('toasts.codeApplied'), { description: path });
  }
  function handleResolve(id: string, path: string, keep: 'mine' | 'ai') {
    updateSuggestion(id, (x) => (x.instruction ? { ...x, instruction: { ...x.instruction, files: x.instruction.files.map((f) => (f.path === path ? resolveFile(f, keep) : f)) } } : x));
  }
  function toggleAssistant() {
    if (!requireSignIn()) return;
    if (isMobile) {
      setAssistantOpen(true);
      setMobilePane('assistant');
      return;
    }
    setAssistantOpen((v) => !v);
  }

  // ---- full screen: the whole workspace fills the screen (Fullscreen API when allowed, else a full-viewport
  // layer); Échap leaves it either way.
  const toggleFullscreen = useCallback(() => {
    if (fullscreen) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setFullscreen(false);
      return;
    }
    setFullscreen(true);
    const el = sectionRef.current;
    if (el && typeof el.requestFullscreen === 'function') void el.requestFullscreen().catch(() => {});
  }, [fullscreen]);
  useEffect(() => {
    if (!fullscreen) return;
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      // Monaco uses Échap for its own widgets (suggestions, find): leave those to it.
      if (e.key !== 'Escape' || e.defaultPrevented || (e.target instanceof Element && e.target.closest('.monaco-editor, [role="dialog"]'))) return;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
    };
  }, [fullscreen]);

  // ---- versions and checkpoints
  useEffect(() => {
    if (leftTab === 'vc') void reloadVersions();
  }, [leftTab, reloadVersions]);
  async function handleRestoreVersion(version: number) {
    if (!projectId) return;
    if (!window.confirm(t('vc.confirmRestore', { version }))) return;
    setSaving(true);
    try {
      const p = await restoreVersion(projectId, version);
      const next = replaceFiles(wsRef.current, p.code_content, { markSaved: true });
      setWs(next);
      setPreviewFiles(next.files);
      persistLocal(next);
      toast.success(t('toasts.versionRestored', { version }));
      void reloadVersions();
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? e.message : t('toasts.saveFailed') });
    } finally {
      setSaving(false);
    }
  }
  function handleCreateCheckpoint(name: string) {
    const list = addCheckpoint(checkpointKey, name, wsRef.current.files);
    if (!list) {
      if (name.trim()) toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
      return;
    }
    setCheckpoints(list);
    toast.success(t('toasts.checkpointCreated', { name: name.trim() }));
  }
  function handleRestoreCheckpoint(cp: Checkpoint) {
    updateWs((w) => replaceFiles(w, cp.files));
    toast.success(t('toasts.checkpointRestored', { name: cp.name }));
  }

  const diffChange = diffPath ? changes.find((c) => c.path === diffPath) : null;
  const openSuggestion = suggestionDiff && !diffPath && suggestionDiff.activePath === ws.activePath ? suggestionDiff : null;
  const diffView = openSuggestion
    ? { ...openSuggestion, title: t('ai.sideBySideTitle', { path: openSuggestion.path }) }
    : diffPath && diffChange
      ? { path: diffPath, before: diffChange.before, after: diffChange.after, title: t('vc.diffTitle', { path: diffPath }) }
      : null;
  const editorOptions = useMemo<Monaco.editor.IStandaloneEditorConstructionOptions>(
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

  const leftTabs: { id: LeftTab; icon: typeof FolderTree; badge?: number }[] = [
    { id: 'explorer', icon: FolderTree },
    { id: 'search', icon: Search },
    { id: 'vc', icon: GitBranch, badge: changes.length },
    { id: 'debug', icon: Bug, badge: errorCount },
  ];
  const showAssistant = settings.aiAssistant && assistantOpen;
  const mobilePanes = settings.aiAssistant ? MOBILE_PANES : MOBILE_PANES.filter((p) => p !== 'assistant');
  const shownMobilePane = !settings.aiAssistant && mobilePane === 'assistant' ? 'center' : mobilePane;

  const leftPanel = (
    <Tabs value={leftTab} onValueChange={(v) => setLeftTab(v as LeftTab)} className="flex h-full flex-col p-1.5">
      <TabsList className="grid h-9 w-full grid-cols-4" aria-label={t('left.label')}>
        {leftTabs.map(({ id, icon: Icon, badge }) => (
          <TabsTrigger
            key={id}
            value={id}
            className="relative px-1"
            // the badge's number is shown, so it is part of the name (WCAG 2.5.3 label in name)
            aria-label={badge ? `${t(`left.${id}`)} ${badge}` : t(`left.${id}`)}
            title={t(`left.${id}`)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {badge ? (
              <span className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-primary px-1 text-[10px] leading-4 text-primary-foreground" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="explorer" className="mt-2 min-h-0 flex-1">
        <FileExplorer
          tree={tree}
          activePath={ws.activePath}
          onOpen={(p) => {
            setDiffPath(null);
            setMobilePane('center');
            updateWs((w) => openFile(w, p));
          }}
          onToggleFolder={(p) => updateWs((w) => toggleFolder(w, p))}
          onCreate={handleCreate}
          onDelete={handleDelete}
          onRename={handleRename}
        />
      </TabsContent>
      <TabsContent value="search" className="mt-2 min-h-0 flex-1">
        <SearchPanel files={ws.files} onOpenMatch={revealAt} onReplaceAll={handleReplaceAll} inputRef={searchInputRef} />
      </TabsContent>
      <TabsContent value="vc" className="mt-2 min-h-0 flex-1">
        <VersionControlPanel
          changes={changes}
          onShowDiff={(p) => {
            setDiffPath(p);
            setMobilePane('center');
          }}
          signedIn={signedIn}
          projectId={projectId}
          versions={versions}
          versionsError={versionsError}
          onReloadVersions={() => void reloadVersions()}
          onRestoreVersion={(v) => void handleRestoreVersion(v)}
          checkpoints={checkpoints}
          onCreateCheckpoint={handleCreateCheckpoint}
          onRestoreCheckpoint={handleRestoreCheckpoint}
          onDeleteCheckpoint={(id) => setCheckpoints(removeCheckpoint(checkpointKey, id))}
          busy={saving}
        />
      </TabsContent>
      <TabsContent value="debug" className="mt-2 min-h-0 flex-1">
        <DebugPanel diagnostics={diagnostics} onOpen={revealAt} onFix={settings.aiAssistant ? (d) => void handleFix(d) : undefined} fixing={aiBusy} />
      </TabsContent>
    </Tabs>
  );
  const centerPanel = (
    <div className="flex h-full flex-col">
      <div className="flex min-h-9 items-stretch overflow-x-auto border-b border-border bg-card">
        <ul className="flex items-stretch" aria-label={t('tabs.label')}>
        {ws.openPaths.map((p) => {
          const active = p === ws.activePath && !diffView;
          return (
            <li key={p} className={cn('flex items-center border-r border-border text-xs', active ? 'bg-background text-foreground' : 'text-muted-foreground')}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                className="flex items-center gap-1 px-2 py-1.5"
                title={p}
                onClick={() => {
                  setDiffPath(null);
                  updateWs((w) => openFile(w, p));
                }}
              >
                {baseName(p)}
                {isModified(ws, p) && <span className="size-1.5 rounded-full bg-amber-400" role="img" aria-label={t('explorer.modified')} />}
              </button>
              <button type="button" className="mr-1 rounded p-0.5 hover:bg-muted" aria-label={t('tabs.close', { name: p })} onClick={() => updateWs((w) => closeFile(w, p))}>
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          );
        })}
        </ul>
        {diffView && (
          <div className="flex items-center border-r border-border bg-background px-2 text-xs">
            {diffView.title}
            <button
              type="button"
              className="ml-1 rounded p-0.5 hover:bg-muted"
              aria-label={t('vc.closeDiff')}
              onClick={() => {
                setDiffPath(null);
                setSuggestionDiff(null);
              }}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      <div className="min-h-0 flex-1">
        {diffView ? (
          <MonacoDiffEditor
            original={diffView.before}
            modified={diffView.after}
            language={String(fileLanguage(ws, diffView.path))}
            theme={settings.theme}
            ariaLabel={diffView.title}
          />
        ) : generationShown && (generation.state.status !== 'running' || generation.state.files.length === 0 || !activeFile) ? (
          <div className="h-full overflow-auto p-4">
            <GenerationProgress state={generation.state as Exclude<typeof generation.state, { status: 'idle' }>} onPropose={(p) => void generation.run(p)} onRetry={() => void generation.run(generation.state.status === 'error' ? generation.state.prompt : '')} onCancel={generation.cancel} onDismiss={generation.reset} className="mx-auto max-w-md" />
          </div>
        ) : activeFile ? (
          <MonacoEditor
            path={uriOf(activeFile.path)}
            value={activeFile.content}
            language={String(activeLanguage)}
            theme={settings.theme}
            options={editorOptions}
            ariaLabel={t('editor.ariaLabel', { path: activeFile.path })}
            onMount={handleMount}
            onChange={onEditorChange}
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground">{t('editor.noFile')}</p>
        )}
      </div>
    </div>
  );
  const rightPanel = (
    <Tabs value={rightTab} onValueChange={(v) => setRightTab(v as RightTab)} className="flex h-full flex-col p-1.5">
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
        {generationShown ? (
          // Never a stale preview or a blank box while an app is being built: its steps (issue 12 point 3).
          <div className="h-full overflow-auto rounded-md border border-border bg-background p-3" data-testid="preview-generation">
            <GenerationProgress state={generation.state as Exclude<typeof generation.state, { status: 'idle' }>} onPropose={(p) => void generation.run(p)} compact />
          </div>
        ) : (
          <PreviewPanel files={previewFiles} renderPreview={renderPreview} refreshKey={refreshKey} onRefresh={refreshPreview} onEvent={handlePreviewEvent} />
        )}
      </TabsContent>
      <TabsContent value="terminal" forceMount className="mt-2 min-h-0 flex-1 data-[state=inactive]:hidden">
        <TerminalPanel context={{ files: ws.files, changes, build }} onRefreshPreview={refreshPreview} />
      </TabsContent>
      <TabsContent value="settings" className="mt-2 min-h-0 flex-1 overflow-auto">
        <SettingsPanel settings={settings} onChange={setSettings} />
      </TabsContent>
    </Tabs>
  );

  const assistantPanel = (
    <section className="flex h-full flex-col p-1.5" aria-labelledby="assistant-title" data-testid="assistant-panel">
      <div className="flex h-9 items-center gap-2 border-b border-border px-1">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <h2 id="assistant-title" className="text-sm font-semibold">
          {t('assistant.title')}
        </h2>
        {!isMobile && (
          <Button size="icon" variant="ghost" className="ml-auto size-7" aria-label={t('assistant.close')} title={t('assistant.close')} onClick={() => setAssistantOpen(false)}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="mt-2 min-h-0 flex-1">
        <AiPanel
          suggestions={suggestions}
          busy={aiBusy}
          activePath={ws.activePath}
          onAsk={(p) => void handleAsk(p)}
          onApply={handleApply}
          onResolve={handleResolve}
          onDismiss={removeSuggestion}
          onOpenDiff={(path, before, after) => {
            setDiffPath(null);
            setSuggestionDiff({ path, before: before ?? '', after: after ?? '', activePath: wsRef.current.activePath });
            setMobilePane('center');
          }}
          previewError={currentPreviewError?.message ?? null}
          onFixPreviewError={() =>
            currentPreviewError &&
            void handleFix({ message: currentPreviewError.message, path: currentPreviewError.file, line: currentPreviewError.line, column: currentPreviewError.column, kind: currentPreviewError.kind })
          }
        />
      </div>
    </section>
  );

  return (
    <section
      ref={sectionRef}
      aria-labelledby="editor-title"
      className={cn('flex min-h-[560px] flex-col gap-2', fullscreen ? 'fixed inset-0 z-50 bg-background p-2' : 'h-[calc(100dvh-8.5rem)]')}
      data-testid="editor-page"
    >
      <h1 id="editor-title" className="sr-only">
        {t('page.title')}
      </h1>
      <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-border bg-card px-2 py-1" role="toolbar" aria-label={t('toolbar.label')}>
        <span className="mr-2 max-w-56 truncate text-sm font-semibold" title={projectName}>
          {projectName}
        </span>
        <Button size="sm" onClick={() => void handleSave()} disabled={saving} aria-keyshortcuts="Control+S">
          <Save aria-hidden="true" />
          {saving ? t('toolbar.saving') : t('toolbar.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void handleFormat()} aria-keyshortcuts="Control+Shift+F">
          <Wand2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('toolbar.format')}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={openSearch} aria-keyshortcuts="Control+F">
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('toolbar.search')}</span>
        </Button>
        {settings.aiAssistant && (
          <Button size="sm" variant={showAssistant ? 'secondary' : 'outline'} aria-pressed={isMobile ? undefined : showAssistant} onClick={toggleAssistant}>
            <Sparkles aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('toolbar.assistant')}</span>
          </Button>
        )}
        <label className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
          {t('toolbar.language')}
          <select
            className="h-8 rounded-md border border-input bg-background px-1 text-xs text-foreground"
            value={(PICKER_LANGUAGES as readonly string[]).includes(activeLanguage) ? activeLanguage : ''}
            disabled={!activeFile}
            onChange={(e) => activeFile && updateWs((w) => setLanguage(w, activeFile.path, e.target.value as PickerLanguage))}
          >
            {!(PICKER_LANGUAGES as readonly string[]).includes(activeLanguage) && <option value="">{activeLanguage}</option>}
            {PICKER_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <Button size="icon" variant="ghost" className="size-8" aria-pressed={fullscreen} aria-label={fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')} onClick={toggleFullscreen}>
          {fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
        </Button>
      </div>

      {isMobile ? (
        // Under 768 px the three panels do not fit side by side: one at a time, chosen here (decision 103).
        <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-md border border-border">
          <div className={cn('grid gap-1 border-b border-border bg-card p-1', mobilePanes.length === 4 ? 'grid-cols-4' : 'grid-cols-3')} role="group" aria-label={t('mobile.panes')}>
            {mobilePanes.map((id) => (
              <Button key={id} size="sm" variant={shownMobilePane === id ? 'secondary' : 'ghost'} aria-pressed={shownMobilePane === id} onClick={() => setMobilePane(id)}>
                {t(`mobile.${id}`)}
              </Button>
            ))}
          </div>
          <div className={cn('min-h-0 flex-1 bg-card', shownMobilePane !== 'left' && 'hidden')}>{leftPanel}</div>
          <div className={cn('min-h-0 flex-1', shownMobilePane !== 'center' && 'hidden')}>{centerPanel}</div>
          <div className={cn('min-h-0 flex-1 bg-card', shownMobilePane !== 'right' && 'hidden')}>{rightPanel}</div>
          {settings.aiAssistant && <div className={cn('min-h-0 flex-1 bg-card', shownMobilePane !== 'assistant' && 'hidden')}>{assistantPanel}</div>}
        </div>
      ) : (
        // Decision 105: the preview gets half the width by default (resizable); the assistant opens its own panel
        // on the right, beside the preview.
        <Group orientation="horizontal" className="min-h-0 flex-1 rounded-md border border-border">
          <Panel id="left" defaultSize="16%" minSize="10%" className="bg-card">
            {leftPanel}
          </Panel>
          <Separator id="sep-left" className={SEPARATOR_CLASS} aria-label={t('layout.resizeLeft')} />
          <Panel id="code" defaultSize="34%" minSize="20%">
            {centerPanel}
          </Panel>
          <Separator id="sep-right" className={SEPARATOR_CLASS} aria-label={t('layout.resizeRight')} />
          <Panel id="right" defaultSize="50%" minSize="20%" className="bg-card">
            {rightPanel}
          </Panel>
          {showAssistant && <Separator id="sep-assistant" className={SEPARATOR_CLASS} aria-label={t('layout.resizeAssistant')} />}
          {showAssistant && (
            <Panel id="assistant" defaultSize="24%" minSize="16%" className="bg-card">
              {assistantPanel}
            </Panel>
          )}
        </Group>
      )}
      <ConfirmDialog
        open={generation.pending !== null}
        onOpenChange={(open) => {
          if (!open) generation.dismiss();
        }}
        title={t('generation.replaceTitle')}
        description={
          changes.length > 0 ? t('generation.replaceUnsaved', { name: projectName }) : projectId ? t('generation.replaceSaved', { name: projectName }) : t('generation.replaceLocal', { name: projectName })
        }
        confirmLabel={t('generation.replaceConfirm')}
        cancelLabel={t('generation.replaceCancel')}
        onConfirm={generation.confirm}
        {...(changes.length > 0 && signedIn
          ? {
              extra: {
                label: t('generation.saveThenReplace'),
                onSelect: () => {
                  const prompt = generation.pending;
                  // replaced only if the save went through (a failed save keeps the open app and says why)
                  void handleSave().then(() => {
                    if (prompt && changesSinceSave(wsRef.current).length === 0) void generation.run(prompt);
                  });
                },
              },
            }
          : {})}
      />
    </section>
  );
}
