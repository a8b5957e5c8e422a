import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRoutes, session, signedOutRefresh } from '@/test/utils';
import { setSession } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { EditorPage } from './editor-page';
import { askAssistant, instructionReply, signedInWithAssistant, storeWorkspace } from './editor-page-fixtures';

// jsdom cannot load Monaco: a textarea stands in for it.
vi.mock('./monaco-editor', () => ({
  MonacoEditor: (p: { value: string; ariaLabel: string; onChange?: (v: string) => void }) => (
    <textarea aria-label={p.ariaLabel} value={p.value} onChange={(e) => p.onChange?.(e.target.value)} />
  ),
  MonacoDiffEditor: (p: { ariaLabel: string }) => <pre aria-label={p.ariaLabel} />,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const defaultFiles = [
  { path: 'src/App.tsx', content: 'export default function App() { return null; }\n' },
  { path: 'README.md', content: '# Démo\n' },
];
const PID = '11111111-2222-4333-8444-777777777777';
const render = () => renderRoutes([{ path: '/editor', element: <EditorPage defaultFiles={defaultFiles} renderPreview={() => <p>PREVIEW</p>} /> }], [{ pathname: '/editor' }]);
const storeSavedProject = () => storeWorkspace(PID, 'Registre', defaultFiles);
const project = (content: string) => ({ id: PID, title: 'Registre', description: null, code_content: [{ path: 'src/App.tsx', content }], version: 3 });

describe('EditorPage asks in an accessible dialog, refreshes its server data and aborts what it leaves', { timeout: 40_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    localStorage.clear();
    Object.values(toasts).forEach((f) => f.mockClear());
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('deleting a file asks first: Annuler keeps it, Supprimer deletes it', async () => {
    mockApi(() => signedOutRefresh);
    render();
    await screen.findByLabelText('Code de src/App.tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer README.md' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le fichier README.md ?' });
    expect(dialog).toHaveTextContent('Le fichier et son contenu seront retirés du projet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'README.md' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer README.md' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'README.md' })).not.toBeInTheDocument());
    expect(toasts.success).toHaveBeenCalledWith('Fichier supprimé', { description: 'README.md' });
  });

  it('English: the questions are in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(() => signedOutRefresh);
    render();
    await screen.findByLabelText('Code of src/App.tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Delete README.md' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the file README.md?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('signed in: a save refetches the versions (the projects cache is invalidated); restoring a version asks first', async () => {
    storeSavedProject();
    setSession(session().session);
    let version = 3;
    const calls = mockApi((r) => {
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      if (r.method === 'PATCH' && r.path === `/api/projects/${PID}`) return { body: { project: project('x') } };
      if (r.method === 'POST' && r.path === `/api/projects/${PID}/versions/2/restore`) return { body: { project: project('export const restored = 2;\n') } };
      if (r.path.startsWith(`/api/projects/${PID}/versions`)) {
        return { body: { versions: Array.from({ length: version }, (_, i) => ({ version: version - i, created_at: '2026-01-01T00:00:00.000Z', title: 'Registre', file_count: 1 })) } };
      }
      return undefined;
    });
    const versionLists = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/api/projects/${PID}/versions`)).length;
    render();
    await screen.findByLabelText('Code de src/App.tsx');
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Gestion de versions/ }));
    expect(await screen.findByText('Version 3 · actuelle')).toBeInTheDocument();
    expect(versionLists()).toBe(1);

    version = 4;
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Version 4 · actuelle')).toBeInTheDocument();
    expect(versionLists()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Restaurer la version 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restaurer la version 2 ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path.endsWith('/restore'))).toBe(false);

    version = 5;
    fireEvent.click(screen.getByRole('button', { name: 'Restaurer la version 2' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Version 2 restaurée'));
    expect(screen.getByLabelText('Code de src/App.tsx')).toHaveValue('export const restored = 2;\n');
    expect(await screen.findByText('Version 5 · actuelle')).toBeInTheDocument();
  });

  it('signed in: an assistant request is aborted by Annuler la demande and when the page is left, without an error shown', async () => {
    setSession(session().session);
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname;
        if (path !== '/api/functions/sentinel-codegen') return Promise.resolve(new Response(JSON.stringify({ amount: 100 }), { status: 200 }));
        const signal = init!.signal!;
        signals.push(signal);
        // The AI answers only when the request is abandoned (an abort rejects the fetch).
        return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      }),
    );
    const ask = async () => {
      await askAssistant('ajoute une constante');
      await waitFor(() => expect(signals.length).toBeGreaterThan(0));
    };
    const first = render();
    await screen.findByLabelText('Code de src/App.tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Assistant IA' }));
    await ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Annuler la demande' })).not.toBeInTheDocument());

    await ask();
    expect(signals).toHaveLength(2);
    first.unmount();
    expect(signals[1]!.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(toasts.error).not.toHaveBeenCalled();
  });
  it('signed in: applying an instruction with conflicts still marked asks first; Annuler saves nothing', async () => {
    storeSavedProject();
    const merged = ['<<<<<<< vous', 'export const a = 1;', '=======', 'export const a = 2;', '>>>>>>> IA', ''].join('\n');
    const calls = signedInWithAssistant(
      instructionReply(PID, {
        changes: ['Champ ajouté'],
        file_changes: [{ path: 'src/App.tsx', status: 'conflict', before: defaultFiles[0]!.content, after: merged, conflicts: 1 }],
        conflicts: 1,
        app_spec: { title: 'Registre' },
        generated_files: [],
        base_version: 3,
      }),
      (r) => {
        if (r.method === 'PATCH') return { body: { project: project(merged) } };
        return undefined;
      },
    );
    render();
    await screen.findByLabelText('Code de src/App.tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Assistant IA' }));
    await askAssistant('ajoute un champ');
    const item = within(await screen.findByRole('list', { name: 'Suggestions' })).getAllByRole('listitem')[0]!;
    fireEvent.click(within(item).getByRole('button', { name: 'Appliquer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Appliquer malgré les conflits ?' });
    expect(dialog).toHaveTextContent('1 conflit reste marqué dans les fichiers.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(item).getByRole('button', { name: 'Appliquer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Appliquer quand même' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Instruction appliquée et projet sauvegardé'));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByLabelText('Code de src/App.tsx')).toHaveValue(merged);
  });
});
