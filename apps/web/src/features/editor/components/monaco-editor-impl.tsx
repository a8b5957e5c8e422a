import { useCallback } from 'react';
import Editor, { DiffEditor, type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { monaco } from '../utils/monaco-setup';
import { registerTestEditor } from '../utils/test-hook';
import { toMonacoTheme, type MonacoEditorProps, type MonacoDiffEditorProps } from './monaco-types';

// French text is normal here: accented letters are not flagged; look-alike characters (homoglyphs) still are.
const FRENCH_TEXT = { nonBasicASCII: false, ambiguousCharacters: true, allowedLocales: { fr: true, en: true } } as const;

/** The real Monaco editor; load it through `MonacoEditor` (monaco-editor.tsx), which is lazy. */
export default function MonacoEditorImpl({ value, language, onChange, theme, options, onMount, ariaLabel, path, className }: MonacoEditorProps) {
  const handleMount = useCallback<OnMount>(
    (editor) => {
      const unregister = registerTestEditor(editor);
      editor.onDidDispose(unregister);
      onMount?.(editor, monaco);
    },
    [onMount],
  );
  return (
    <div className={className ?? 'h-full w-full'} data-testid="monaco-editor">
      <Editor
        value={value}
        language={language}
        path={path}
        theme={toMonacoTheme(theme)}
        onChange={(v) => onChange?.(v ?? '')}
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
