import type * as Monaco from 'monaco-editor';

type TestWindow = Window & { __OV_E2E__?: boolean; __ovEditors?: Monaco.editor.IStandaloneCodeEditor[] };

/**
 * Browser tests read the text from the model (and may place the caret or set text through it); real typing works
 * since decision 104. The instances are exposed only when the test harness defines `window.__OV_E2E__` before the app loads
 * (Playwright addInitScript); nothing is exposed otherwise.
 */
export function registerTestEditor(editor: Monaco.editor.IStandaloneCodeEditor): () => void {
  const w = window as TestWindow;
  if (w.__OV_E2E__ !== true) return () => {};
  (w.__ovEditors ??= []).push(editor);
  return () => {
    w.__ovEditors = (w.__ovEditors ?? []).filter((e) => e !== editor);
  };
}
