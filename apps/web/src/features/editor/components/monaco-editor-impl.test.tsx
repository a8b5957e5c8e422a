import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import type { OnMount } from '@monaco-editor/react';
import MonacoEditorImpl from './monaco-editor-impl';
import type * as ModelSync from '../utils/model-sync';

// jsdom cannot run Monaco: a stand-in editor mounted when the test says (Monaco mounts after its loader, late).
const lib = vi.hoisted(() => ({ onMount: null as null | ((editor: unknown) => void) }));
vi.mock('@monaco-editor/react', () => ({
  default: (p: { onMount: OnMount }) => {
    lib.onMount = p.onMount as unknown as (editor: unknown) => void;
    return null;
  },
  DiffEditor: () => null,
}));
vi.mock('../utils/monaco-setup', () => ({
  monaco: { Uri: { parse: (s: string) => ({ toString: () => s }) }, editor: { EditorOption: { fontInfo: 0 } } },
}));
vi.mock('./static-code', () => ({ StaticCode: () => null, writeMetrics: () => {} }));
const sync = vi.hoisted(() => ({ applied: [] as string[] }));
vi.mock('../utils/model-sync', async (importActual) => ({
  ...(await importActual<typeof ModelSync>()),
  applyExternalText: (model: { text: string }, value: string) => {
    sync.applied.push(value);
    model.text = value;
    return true;
  },
}));

const PATH = 'file:///src/App.tsx';
const Editor = (p: { value: string; onChange: (v: string, path?: string) => void }) => <MonacoEditorImpl {...p} path={PATH} language="typescript" ariaLabel="Code" />;

function fakeEditor(text: string) {
  const listeners: (() => void)[] = [];
  const model = { text, uri: { toString: () => PATH }, getValue: () => model.text };
  const editor = {
    getModel: () => model,
    onDidChangeModelContent: (fn: () => void) => (listeners.push(fn), { dispose: () => {} }),
    onDidChangeModel: () => ({ dispose: () => {} }),
    onDidDispose: () => ({ dispose: () => {} }),
    getLayoutInfo: () => ({ width: 0 }),
    getOption: () => ({}),
    /** What typing (or a test setting the model's text) does. */
    type: (next: string) => {
      model.text = next;
      listeners.forEach((fn) => fn());
    },
  };
  return { editor, model };
}

describe('MonacoEditorImpl: the model is the source of truth', () => {
  it('a render still carrying the text the model was created with does not undo an edit made right after a late mount', () => {
    const onChange = vi.fn();
    const view = render(<Editor value="sample" onChange={onChange} />);
    const { editor, model } = fakeEditor('sample');
    act(() => lib.onMount!(editor));
    editor.type('Version une');
    expect(onChange).toHaveBeenLastCalledWith('Version une', PATH);
    // A render committed before the parent heard of the edit (e.g. the one Monaco's mount caused).
    view.rerender(<Editor value="sample" onChange={onChange} />);
    expect(model.text).toBe('Version une');
    expect(sync.applied).toEqual([]);
    // The parent catches up: nothing to write.
    view.rerender(<Editor value="Version une" onChange={onChange} />);
    expect(model.text).toBe('Version une');
    // A real change made elsewhere (a restore) still reaches the model.
    view.rerender(<Editor value="restored" onChange={onChange} />);
    expect(model.text).toBe('restored');
    expect(sync.applied).toEqual(['restored']);
  });
});
