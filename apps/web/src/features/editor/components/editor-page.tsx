import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Bug, Eye, FolderTree, GitBranch, Maximize2, Minimize2, Save, Search, Settings2, Sparkles, SquareTerminal, Wand2, X } from 'lucide-react';
import type * as Monaco from 'monaco-editor';
import { Button } from '@/components/ui/button';
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
import { FileExplorer } from './file-explorer';
import { SearchPanel } from './search-panel';
import { VersionControlPanel } from './version-control-panel';
import { DebugPanel } from './debug-panel';
import { TerminalPanel } from './terminal-panel';
import { SettingsPanel } from './settings-panel';
import { PreviewPanel } from './preview-panel';
import { AiPanel } from './ai-panel';
import { createProject, getProject, listVersions, restoreVersion, saveProjectFiles, type VersionSummary } from '../api/projects';
import { assistantPrompt, generateCode, GENERATED_CONFIDENCE, MAX_SUGGESTIONS, type Suggestion } from '../api/generate-code';
import { requestAiFix } from '@/lib/ai-fix';
import { useIsMobile } from '../hooks/use-is-mobile';
import { readStoredWorkspace, toStored, workspaceFromStored, writeStoredWorkspace, useWorkspaceState } from '../hooks/use-workspace';
import { addCheckpoint, readCheckpoints, removeCheckpoint, type Checkpoint } from '../utils/checkpoints';
import {
  baseName,
  buildTree,
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
} from '../utils/file-store';
import { replaceInFiles, type SearchOptions } from '../utils/search';
import type { Diagnostic, EditorHostProps, PreviewIssue } from '../types';

export type EditorPageProps = EditorHostProps & {
  /** The project shown when nothing is stored (the spec's default sample project). */
  defaultFiles: readonly ProjectFile[];
};

type NavState = { generatedApp?: { files?: unknown; appType?: unknown }; initialPrompt?: unknown; merge?: unknown } | null;

const AUTO_SAVE_MS = 5000;
const PUBLISH_DEBOUNCE_MS = 300;
const LIVE_PREVIEW_DEBOUNCE_MS = 250;
const MARKER_SEVERITY: Record<number, Diagnostic['severity'] | undefined> = { 8: 'error', 4: 'warning', 2: 'info' };
type LeftTab = 'explorer' | 'search' | 'vc' | 'debug';
type RightTab = 'preview' | 'terminal' | 'settings' | 'ai';
const MOBILE_PANES = ['left', 'center', 'right'] as const;
type MobilePane = (typeof MOBILE_PANES)[number];

const RIGHT_ICONS = { preview: Eye, terminal: SquareTerminal, settings: Settings2, ai: Sparkles } as const;
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
  const [diffPath, setDiffPath] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [aiBusy, setAiBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
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

  // ---- generated app (navigation state) and ?project=<id>
  const handledNav = useRef(false);
  useEffect(() => {
    if (handledNav.current) return;
    handledNav.current = true;
    const state = location.state as NavState;
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
        if (model !== current && model.getValue() !== f.content) model.setValue(f.content);
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
      toast.success(t('toasts.projectSaved'));
      void reloadVersions(id);
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? e.message : t('toasts.saveFailed') });
    } finally {
      setSaving(false);
    }
  }, [saving, signedIn, projectId, projectName, persistLocal, reloadVersions, setWs, updateWs, wsRef, t]);

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
      if (model) model.setValue(model.getValue().replace(/[ \t]+$/gm, ''));
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
  /** Decision 030: a refusal for lack of credits says so and offers the credits page; other failures as before. */
  function aiFailed(e: unknown) {
    if (isOutOfCredits(e)) {
      toast.error(t('common:outOfCredits.refused'), buyCreditsToast(t('common:outOfCredits.buy'), () => navigate(paths.credits, { state: { from: paths.editor } }), errorText(t, e)));
    } else toast.error(t('ai.errorTitle'), { description: t('ai.errorBody') });
  }
  function pushSuggestion(s: Omit<Suggestion, 'id'>) {
    const id = globalThis.crypto?.randomUUID?.() ?? String(Date.now());
    setSuggestions((list) => [{ ...s, id }, ...list].slice(0, MAX_SUGGESTIONS));
  }
  async function handleAsk(prompt: string) {
    if (!requireSignIn()) return;
    setAiBusy(true);
    try {
      const lang = activeFile ? String(fileLanguage(wsRef.current, activeFile.path)) : 'typescript';
      const res = await generateCode(assistantPrompt(prompt, activeFile), lang);
      pushSuggestion({ code: res.code, description: res.explanation || prompt, confidence: GENERATED_CONFIDENCE, kind: 'generate', path: activeFile?.path ?? null });
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
    setRightTab('ai');
    setMobilePane('right');
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
        confidence: GENERATED_CONFIDENCE,
        kind: 'fix',
        path: file.path,
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
  function handleApply(s: Suggestion) {
    const path = s.path && wsRef.current.files.some((f) => f.path === s.path) ? s.path : wsRef.current.activePath;
    if (!path) return;
    updateWs((w) => openFile(updateContent(w, path, s.code), path));
    toast.success(t('toasts.codeApplied'), { description: path });
  }
  function toggleAssistant() {
    if (!requireSignIn()) return;
    setRightTab('ai');
    setMobilePane('right');
  }

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
  const rightTabs: RightTab[] = settings.aiAssistant ? ['preview', 'terminal', 'settings', 'ai'] : ['preview', 'terminal', 'settings'];
  const shownRightTab = !settings.aiAssistant && rightTab === 'ai' ? 'preview' : rightTab;

  const leftPanel = (
    <Tabs value={leftTab} onValueChange={(v) => setLeftTab(v as LeftTab)} className="flex h-full flex-col p-1.5">
      <TabsList className="grid h-9 w-full grid-cols-4" aria-label={t('left.label')}>
        {leftTabs.map(({ id, icon: Icon, badge }) => (
          <TabsTrigger key={id} value={id} className="relative px-1" aria-label={t(`left.${id}`)} title={t(`left.${id}`)}>
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
          const active = p === ws.activePath && !diffPath;
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
        {diffPath && (
          <div className="flex items-center border-r border-border bg-background px-2 text-xs">
            {t('vc.diffTitle', { path: diffPath })}
            <button type="button" className="ml-1 rounded p-0.5 hover:bg-muted" aria-label={t('vc.closeDiff')} onClick={() => setDiffPath(null)}>
              <X className="size-3" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      <div className="min-h-0 flex-1">
        {diffPath && diffChange ? (
          <MonacoDiffEditor
            original={diffChange.before}
            modified={diffChange.after}
            language={String(fileLanguage(ws, diffPath))}
            theme={settings.theme}
            ariaLabel={t('vc.diffTitle', { path: diffPath })}
          />
        ) : activeFile ? (
          <MonacoEditor
            path={uriOf(activeFile.path)}
            value={activeFile.content}
            language={String(activeLanguage)}
            theme={settings.theme}
            options={editorOptions}
            ariaLabel={t('editor.ariaLabel', { path: activeFile.path })}
            onMount={handleMount}
            onChange={(v) => updateWs((w) => updateContent(w, activeFile.path, v))}
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground">{t('editor.noFile')}</p>
        )}
      </div>
    </div>
  );
  const rightPanel = (
    <Tabs value={shownRightTab} onValueChange={(v) => setRightTab(v as RightTab)} className="flex h-full flex-col p-1.5">
      <TabsList className={cn('grid h-9 w-full', rightTabs.length === 4 ? 'grid-cols-4' : 'grid-cols-3')} aria-label={t('right.label')}>
        {rightTabs.map((id) => {
          const Icon = RIGHT_ICONS[id];
          return (
            <TabsTrigger key={id} value={id} className="px-1" aria-label={t(`right.${id}`)} title={t(`right.${id}`)}>
              <Icon className="size-4" aria-hidden="true" />
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="preview" forceMount className="mt-2 min-h-0 flex-1 data-[state=inactive]:hidden">
        <PreviewPanel files={previewFiles} renderPreview={renderPreview} refreshKey={refreshKey} onRefresh={refreshPreview} onEvent={handlePreviewEvent} />
      </TabsContent>
      <TabsContent value="terminal" forceMount className="mt-2 min-h-0 flex-1 data-[state=inactive]:hidden">
        <TerminalPanel context={{ files: ws.files, changes, build }} onRefreshPreview={refreshPreview} />
      </TabsContent>
      <TabsContent value="settings" className="mt-2 min-h-0 flex-1 overflow-auto">
        <SettingsPanel settings={settings} onChange={setSettings} />
      </TabsContent>
      {settings.aiAssistant && (
        <TabsContent value="ai" className="mt-2 min-h-0 flex-1">
          <AiPanel
            suggestions={suggestions}
            busy={aiBusy}
            activePath={ws.activePath}
            onAsk={(p) => void handleAsk(p)}
            onApply={handleApply}
            previewError={currentPreviewError?.message ?? null}
            onFixPreviewError={() =>
              currentPreviewError &&
              void handleFix({ message: currentPreviewError.message, path: currentPreviewError.file, line: currentPreviewError.line, column: currentPreviewError.column, kind: currentPreviewError.kind })
            }
          />
        </TabsContent>
      )}
    </Tabs>
  );

  return (
    <section
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
          <Button size="sm" variant="outline" onClick={toggleAssistant}>
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
        <Button size="icon" variant="ghost" className="size-8" aria-pressed={fullscreen} aria-label={fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')} onClick={() => setFullscreen((v) => !v)}>
          {fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
        </Button>
      </div>

      {isMobile ? (
        // Under 768 px the three panels do not fit side by side: one at a time, chosen here (decision 103).
        <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-md border border-border">
          <div className="grid grid-cols-3 gap-1 border-b border-border bg-card p-1" role="group" aria-label={t('mobile.panes')}>
            {MOBILE_PANES.map((id) => (
              <Button key={id} size="sm" variant={mobilePane === id ? 'secondary' : 'ghost'} aria-pressed={mobilePane === id} onClick={() => setMobilePane(id)}>
                {t(`mobile.${id}`)}
              </Button>
            ))}
          </div>
          <div className={cn('min-h-0 flex-1 bg-card', mobilePane !== 'left' && 'hidden')}>{leftPanel}</div>
          <div className={cn('min-h-0 flex-1', mobilePane !== 'center' && 'hidden')}>{centerPanel}</div>
          <div className={cn('min-h-0 flex-1 bg-card', mobilePane !== 'right' && 'hidden')}>{rightPanel}</div>
        </div>
      ) : (
        <Group orientation="horizontal" className="min-h-0 flex-1 rounded-md border border-border">
          <Panel defaultSize="20%" minSize="15%" className="bg-card">
            {leftPanel}
          </Panel>
          <Separator className="w-1.5 bg-border transition-colors hover:bg-primary/50 focus-visible:bg-primary" aria-label={t('layout.resizeLeft')} />
          <Panel defaultSize="60%" minSize="40%">
            {centerPanel}
          </Panel>
          <Separator className="w-1.5 bg-border transition-colors hover:bg-primary/50 focus-visible:bg-primary" aria-label={t('layout.resizeRight')} />
          <Panel defaultSize="20%" minSize="15%" className="bg-card">
            {rightPanel}
          </Panel>
        </Group>
      )}
    </section>
  );
}
