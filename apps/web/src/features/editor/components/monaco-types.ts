import type * as Monaco from 'monaco-editor';

export type MonacoApi = typeof Monaco;
export type MonacoInstance = Monaco.editor.IStandaloneCodeEditor;
/** The editor settings' theme names (lib/editor-settings.ts) and Monaco's own. */
export type EditorThemeName = 'vs-dark' | 'vs-light' | 'hc-black' | 'vs' | 'light';

export type MonacoEditorProps = {
  value: string;
  language: string;
  /**
   * The model's text after each change, and the `path` of the model it happened in (a change is never reported
   * under another file, even while the parent is switching files). Monaco's model is the source of truth.
   */
  onChange?: (value: string, path?: string) => void;
  theme?: EditorThemeName;
  options?: Monaco.editor.IStandaloneEditorConstructionOptions;
  /** Receives the editor and the monaco namespace once mounted. */
  onMount?: (editor: MonacoInstance, monaco: MonacoApi) => void;
  /** Accessible name of the text area. */
  ariaLabel: string;
  /** Model path (e.g. `src/App.tsx`): one model per path, so imports between files resolve. */
  path?: string;
  className?: string;
};

export type MonacoDiffEditorProps = {
  original: string;
  modified: string;
  language: string;
  theme?: EditorThemeName;
  ariaLabel: string;
  className?: string;
};

export function toMonacoTheme(theme: EditorThemeName | undefined): string {
  if (theme === 'vs-light' || theme === 'light' || theme === 'vs') return 'vs';
  if (theme === 'hc-black') return 'hc-black';
  return 'vs-dark';
}
