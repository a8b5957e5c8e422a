import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { createWorkspace } from './file-model';
import { useWorkspaceState } from './use-workspace';
import { useExplorerActions } from './use-explorer-actions';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const setup = (select: 'first' | 'last') =>
  renderHook(() => {
    const [ws, , set, ref] = useWorkspaceState(() => createWorkspace([{ path: 'a.ts', content: '' }, { path: 'b.ts', content: '' }, { path: 'c.ts', content: '' }], ['a.ts', 'b.ts', 'c.ts']));
    return { ws, files: useExplorerActions({ ref, set, select }) };
  });

describe('useExplorerActions (create, rename, delete for every screen)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    vi.mocked(toast.success).mockClear();
  });

  it('create: an empty name does nothing; an invalid or taken name is refused with its text; a new file opens selected', () => {
    const { result } = setup('first');
    act(() => expect(result.current.files.create('   ')).toBeNull());
    act(() => expect(result.current.files.create('../x.ts')).toBe('Nom de fichier invalide'));
    act(() => expect(result.current.files.create('a.ts')).toBe('Ce fichier existe déjà'));
    expect(result.current.ws.files).toHaveLength(3);
    expect(toast.success).not.toHaveBeenCalled();
    act(() => expect(result.current.files.create('src/d.ts')).toBeNull());
    expect(result.current.ws.activePath).toBe('src/d.ts');
    expect(toast.success).toHaveBeenCalledWith('Fichier créé', { description: 'src/d.ts' });
  });

  it('rename: a taken name is refused; the tab follows a rename', () => {
    const { result } = setup('first');
    act(() => expect(result.current.files.rename('a.ts', 'b.ts')).toBe('Ce fichier existe déjà'));
    act(() => expect(result.current.files.rename('a.ts', 'z.ts')).toBeNull());
    expect(result.current.ws.openPaths).toEqual(['z.ts', 'b.ts', 'c.ts']);
    expect(toast.success).toHaveBeenCalledWith('Fichier renommé', { description: 'z.ts' });
  });

  it('delete selects the first remaining tab, or the last in the component variant', () => {
    const first = setup('first');
    act(() => first.result.current.files.rename('b.ts', 'b2.ts'));
    act(() => first.result.current.files.remove('b2.ts'));
    expect(first.result.current.ws.activePath).toBe('a.ts');
    const last = setup('last');
    act(() => last.result.current.files.create('d.ts'));
    act(() => last.result.current.files.remove('d.ts'));
    expect(last.result.current.ws.activePath).toBe('c.ts');
  });
});
