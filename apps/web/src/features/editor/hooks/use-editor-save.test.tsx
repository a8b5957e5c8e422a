import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { updateContent, type ProjectFile } from '../workspace/file-model';
import { useEditorProject } from './use-editor-project';
import { useEditorSave } from './use-editor-save';

type SaveArgs = { id: string | null; title: string; files: ProjectFile[] };
const server = vi.hoisted(() => ({ calls: [] as { args: SaveArgs; resolve: (id: string) => void }[] }));
vi.mock('../api/projects', () => ({
  useSaveProjectMutation: () => ({
    isPending: false,
    mutateAsync: (args: SaveArgs) => new Promise<string>((resolve) => server.calls.push({ args, resolve })),
  }),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const defaultFiles = [{ path: 'src/App.tsx', content: 'sample' }];

/** The editor page's save wiring: `editor.text` is what Monaco shows, copied into the workspace when saving. */
function setUp() {
  const editor = { text: 'sample' };
  const hook = renderHook(() => {
    const project = useEditorProject(defaultFiles);
    const flushEditor = () => project.updateWs((w) => updateContent(w, 'src/App.tsx', editor.text));
    return { project, saver: useEditorSave({ project, signedIn: true, autoSave: false, flushEditor, showInPreview: () => {} }) };
  });
  return { hook, editor };
}

const sent = (i: number) => server.calls[i]!.args.files.find((f) => f.path === 'src/App.tsx')?.content;

describe('useEditorSave (signed in)', () => {
  beforeEach(() => {
    server.calls.length = 0;
    localStorage.clear();
  });

  it('a save asked for while one runs is not dropped: it follows, with the latest text, on the same project', async () => {
    const { hook, editor } = setUp();
    editor.text = 'Version une';
    let first!: Promise<void>;
    act(() => void (first = hook.result.current.saver.save()));
    expect(server.calls).toHaveLength(1);
    expect(sent(0)).toBe('Version une');

    editor.text = 'Version deux';
    await act(() => hook.result.current.saver.save());
    expect(server.calls).toHaveLength(1);

    await act(async () => {
      server.calls[0]!.resolve('p1');
      await Promise.resolve();
    });
    expect(server.calls).toHaveLength(2);
    expect(sent(1)).toBe('Version deux');
    // The project the first save created, not a second one.
    expect(server.calls[1]!.args.id).toBe('p1');
    await act(async () => {
      server.calls[1]!.resolve('p1');
      await first;
    });
    expect(server.calls).toHaveLength(2);
    expect(hook.result.current.project.projectId).toBe('p1');
  });

  it('a save asked for meanwhile with nothing new to store sends nothing more', async () => {
    const { hook, editor } = setUp();
    editor.text = 'Version une';
    let first!: Promise<void>;
    act(() => void (first = hook.result.current.saver.save()));
    await act(() => hook.result.current.saver.save());
    await act(async () => {
      server.calls[0]!.resolve('p1');
      await first;
    });
    expect(server.calls).toHaveLength(1);
  });
});
