import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Editor, { DiffEditor, type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { monaco } from '../utils/monaco-setup';
import { cn } from '@/lib/utils';
import { registerTestEditor } from '../utils/test-hook';
import { applyExternalText, echoes } from '../utils/model-sync';
import { StaticCode, writeMetrics } from './static-code';
import { toMonacoTheme, type MonacoEditorProps, type MonacoDiffEditorProps } from './monaco-types';

// French text is normal here: accented letters are not flagged; look-alike characters (homoglyphs) still are.
const FRENCH_TEXT = { nonBasicASCII: false, ambiguousCharacters: true, allowedLocales: { fr: true, en: true } } as const;

/**
 * The real Monaco editor; load it through `MonacoEditor` (monaco-editor.tsx), which is lazy.
 *
 * Monaco's model is the single source of truth for the text (decision 104). `value` is NOT handed to
 * @monaco-editor/react as a controlled value: the library applies it in a passive effect, after the render, and a
 * render that lags one keystroke behind the model replaced the whole text with the older value (cursor thrown to
 * the end, letters dropped, text after `</html>`, undo lost — issue 12). Here `value` is compared with the model:
 * equal, or an echo of what the model itself emitted → nothing; otherwise the file really changed elsewhere and only
 * the changed span is edited, on the undo stack, with the cursor kept.
 */
export default function MonacoEditorImpl({ value, language, onChange, theme, options, onMount, ariaLabel, path, className }: MonacoEditorProps) {
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const onChangeRef = useRef(onChange);
  const pathRef = useRef(path);
  // Model uri → the `path` prop it was opened under, so a change is reported for the file it happened in, even while
  // the parent has already moved to another file.
  const pathByUri = useRef(new Map<string, string>());
  // Per model: the texts emitted by typing since the parent last rendered the model's own text.
  const pending = useRef(new Map<string, string[]>());
  const applying = useRef(false);
  // Per model: the last `value` this component was given for it.
  const lastValue = useRef(new Map<string, string>());
  // The static view stays over the editor until Monaco has drawn, so the switch is not seen (decision 106).
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    pathRef.current = path;
    if (path) pathByUri.current.set(monaco.Uri.parse(path).toString(), path);
  }, [onChange, path]);

  const handleMount = useCallback<OnMount>(
    (editor) => {
      editorRef.current = editor;
      const unregister = registerTestEditor(editor);
      const sub = editor.onDidChangeModelContent(() => {
        const model = editor.getModel();
        if (!model || applying.current) return;
        const text = model.getValue();
        const key = model.uri.toString();
        const list = pending.current.get(key) ?? [];
        list.push(text);
        // Only the texts since the last render matter; keep the queue bounded whatever happens.
        if (list.length > 500) list.splice(0, list.length - 500);
        pending.current.set(key, list);
        onChangeRef.current?.(text, pathByUri.current.get(key) ?? pathRef.current);
      });
      // A model's text when the editor first shows it is what it was given (defaultValue, or the workspace's text it
      // was created with): a render still carrying that text after the model changed is behind, never news. Without
      // this, the first render after a late mount (Monaco loads asynchronously) wrote the sample back over an edit
      // made meanwhile (a save then stored the sample).
      const seen = () => {
        const model = editor.getModel();
        const key = model?.uri.toString();
        if (model && key && !lastValue.current.has(key)) lastValue.current.set(key, model.getValue());
      };
      seen();
      const modelSub = editor.onDidChangeModel(seen);
      editor.onDidDispose(() => {
        sub.dispose();
        modelSub.dispose();
        unregister();
        if (editorRef.current === editor) editorRef.current = null;
      });
      onMount?.(editor, monaco);
      requestAnimationFrame(() => {
        setReady(true);
        const layout = editor.getLayoutInfo();
        const font = editor.getOption(monaco.editor.EditorOption.fontInfo);
        if (layout.width > 0)
          writeMetrics({
            fontSize: font.fontSize,
            lineHeight: font.lineHeight,
            fontFamily: font.fontFamily,
            contentLeft: layout.contentLeft,
            lineNumbersLeft: layout.lineNumbersLeft,
            lineNumbersWidth: layout.lineNumbersWidth,
          });
      });
    },
    [onMount],
  );

  // External changes only (another file store update, a restore, an AI suggestion applied, Replace all...).
  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model) return;
    if (path && model.uri.toString() !== monaco.Uri.parse(path).toString()) return;
    const key = model.uri.toString();
    // Only a `value` the parent changed can carry news: a render for another reason (markers, preview, a deferred
    // effect of an older render) repeats the text already seen, which may be keystrokes behind the model.
    const last = lastValue.current.get(key);
    lastValue.current.set(key, value);
    if (value === last) return;
    const list = pending.current.get(key) ?? [];
    const current = model.getValue();
    if (value === current) {
      pending.current.delete(key);
      return;
    }
    const n = echoes(list, value);
    if (n > 0) {
      // A render behind the model: what the model said a few keystrokes ago. Never write it back.
      list.splice(0, n);
      return;
    }
    pending.current.delete(key);
    applying.current = true;
    try {
      applyExternalText(model, value);
    } finally {
      applying.current = false;
    }
  });

  return (
    <div className={cn('relative', className ?? 'h-full w-full')} data-testid="monaco-editor">
      {!ready && (
        <div className="absolute inset-0 z-10">
          <StaticCode value={value} language={language} theme={theme} fontSize={options?.fontSize} wordWrap={options?.wordWrap === 'on'} ariaLabel={ariaLabel} />
        </div>
      )}
      <Editor
        defaultValue={value}
        language={language}
        path={path}
        theme={toMonacoTheme(theme)}
        onMount={handleMount}
        loading={null}
        options={{ ariaLabel, automaticLayout: true, fixedOverflowWidgets: true, unicodeHighlight: FRENCH_TEXT, ...options } satisfies Monaco.editor.IStandaloneEditorConstructionOptions}
      />
    </div>
  );
}

export function MonacoDiffEditorImpl({ original, modified, language, theme, ariaLabel, className }: MonacoDiffEditorProps) {
  return (
    <div className={className ?? 'h-full w-full'} data-testid="monaco-diff-editor">
      <DiffEditor
        original={original}
        modified={modified}
        language={language}
        theme={toMonacoTheme(theme)}
        loading={null}
        options={{ readOnly: true, renderSideBySide: false, automaticLayout: true, ariaLabel, originalAriaLabel: ariaLabel }}
      />
    </div>
  );
}
