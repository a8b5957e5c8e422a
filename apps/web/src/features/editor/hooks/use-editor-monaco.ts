import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { MonacoApi, MonacoInstance } from '../components/monaco-editor';
import { fileLanguage, updateContent, type Workspace } from '../workspace/file-model';
import { applyExternalText } from '../utils/model-sync';

export const uriOf = (path: string) => `file:///${path}`;

/** What Monaco's own key bindings call (Ctrl+S, Ctrl+Shift+F): kept current by useEditorShortcuts. */
export type EditorCommands = { save: () => Promise<void> | void; format: () => Promise<void> | void; search: () => void };

type Deps = { ws: Workspace; wsRef: RefObject<Workspace>; updateWs: (fn: (w: Workspace) => Workspace) => void };

/**
 * Monaco in /editor: one model per file, so imports resolve and every file gets diagnostics; the mounted editor;
 * the typed text going to the workspace under the file it was typed in; formatting.
 */
export function useEditorMonaco({ ws, wsRef, updateWs }: Deps) {
  const { t } = useTranslation('editor');
  const [monacoApi, setMonacoApi] = useState<MonacoApi | null>(null);
  const editorRef = useRef<MonacoInstance | null>(null);
  const commandsRef = useRef<EditorCommands>({ save: () => {}, format: () => {}, search: () => {} });

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
      } else {
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

  const handleMount = useCallback((editor: MonacoInstance, monaco: MonacoApi) => {
    editorRef.current = editor;
    editor.onDidDispose(() => {
      if (editorRef.current === editor) editorRef.current = null;
    });
    const { KeyMod, KeyCode } = monaco;
    editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, () => void commandsRef.current.save());
    editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyF, () => void commandsRef.current.format());
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

  /** The editor's text is the truth when saving (spec §4): copied into the workspace first. */
  const flushEditor = useCallback(() => {
    const editor = editorRef.current;
    const path = wsRef.current.activePath;
    if (editor && path && editor.getModel()?.uri.path === `/${path}`) updateWs((w) => updateContent(w, path, editor.getValue()));
  }, [updateWs, wsRef]);

  const format = useCallback(async () => {
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

  /** The pending reveal's timer: a newer reveal replaces it, unmounting the page cancels it. */
  const revealTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(revealTimer.current), []);

  /**
   * Shows a place of a file in the editor once that file's model is the one shown (opening a file swaps the model
   * after a render): the caret goes there, or the match is selected when its length is given, as in VS Code.
   * It waits at most 2 s; a newer reveal cancels this one (the last search result clicked wins).
   */
  const revealLater = useCallback((path: string, line: number, column: number, length = 0) => {
    clearTimeout(revealTimer.current);
    let tries = 0;
    const attempt = () => {
      revealTimer.current = undefined;
      const editor = editorRef.current;
      if (!editor) return;
      if (editor.getModel()?.uri.path !== `/${path}`) {
        if (++tries < 40) revealTimer.current = setTimeout(attempt, 50);
        return;
      }
      editor.revealLineInCenter(line);
      if (length > 0) editor.setSelection({ startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column + length });
      else editor.setPosition({ lineNumber: line, column });
      editor.focus();
    };
    revealTimer.current = setTimeout(attempt, 0);
  }, []);

  return { monacoApi, editorRef, commandsRef, handleMount, onEditorChange, flushEditor, format, revealLater };
}

export type EditorMonaco = ReturnType<typeof useEditorMonaco>;
