import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { MonacoInstance } from '../components/monaco-editor';
import { createWorkspace } from '../workspace/file-model';
import { useEditorMonaco } from './use-editor-monaco';

/** The mounted editor as revealLater sees it: the shown model's path, and what it was asked to do. */
function fakeEditor(shown: string) {
  const editor = {
    shown,
    getModel: () => ({ uri: { path: `/${editor.shown}` } }),
    revealLineInCenter: vi.fn(),
    setSelection: vi.fn(),
    setPosition: vi.fn(),
    focus: vi.fn(),
  };
  return editor;
}

function setUp(shown: string) {
  const ws = createWorkspace([]);
  const hook = renderHook(() => useEditorMonaco({ ws, wsRef: { current: ws }, updateWs: () => {} }));
  const editor = fakeEditor(shown);
  hook.result.current.editorRef.current = editor as unknown as MonacoInstance;
  return { hook, editor };
}

describe('revealLater (a search result selects its match once the file is shown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('selects the match once the file’s model is the one shown', () => {
    const { hook, editor } = setUp('a.ts');
    hook.result.current.revealLater('b.ts', 3, 5, 4);
    vi.advanceTimersByTime(100);
    expect(editor.setSelection).not.toHaveBeenCalled();
    editor.shown = 'b.ts';
    vi.advanceTimersByTime(100);
    expect(editor.setSelection).toHaveBeenCalledExactlyOnceWith({ startLineNumber: 3, startColumn: 5, endLineNumber: 3, endColumn: 9 });
    expect(editor.revealLineInCenter).toHaveBeenCalledWith(3);
  });

  it('a newer reveal cancels the one still waiting: only the last result clicked is selected', () => {
    const { hook, editor } = setUp('a.ts');
    hook.result.current.revealLater('b.ts', 3, 5, 4);
    hook.result.current.revealLater('c.ts', 7, 1, 2);
    // The page shows b.ts for a moment (the first click's file) before c.ts.
    editor.shown = 'b.ts';
    vi.advanceTimersByTime(500);
    expect(editor.setSelection).not.toHaveBeenCalled();
    editor.shown = 'c.ts';
    vi.advanceTimersByTime(100);
    expect(editor.setSelection).toHaveBeenCalledExactlyOnceWith({ startLineNumber: 7, startColumn: 1, endLineNumber: 7, endColumn: 3 });
  });

  it('leaving the page cancels a waiting reveal', () => {
    const { hook, editor } = setUp('a.ts');
    hook.result.current.revealLater('b.ts', 3, 5, 4);
    vi.advanceTimersByTime(100);
    hook.unmount();
    editor.shown = 'b.ts';
    vi.advanceTimersByTime(3000);
    expect(editor.setSelection).not.toHaveBeenCalled();
    expect(editor.focus).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after 2 s when the file is never shown', () => {
    const { hook, editor } = setUp('a.ts');
    hook.result.current.revealLater('b.ts', 3, 5, 4);
    vi.advanceTimersByTime(2100);
    expect(vi.getTimerCount()).toBe(0);
    editor.shown = 'b.ts';
    vi.advanceTimersByTime(1000);
    expect(editor.setSelection).not.toHaveBeenCalled();
  });
});
