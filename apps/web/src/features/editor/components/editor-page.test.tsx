import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRoutes, session, signedOutRefresh } from '@/test/utils';
import { setSession } from '@/lib/session';
import { EditorPage } from './editor-page';
import { WORKSPACE_KEY } from '../workspace/use-workspace';
import { askAssistant, instructionReply, signedInWithAssistant, storeWorkspace } from './editor-page-fixtures';
import { i18n } from '@/lib/i18n';

// jsdom cannot load Monaco: a textarea stands in for it.
vi.mock('./monaco-editor', () => ({
  MonacoEditor: (p: { value: string; ariaLabel: string; onChange?: (v: string) => void }) => (
    <textarea aria-label={p.ariaLabel} value={p.value} onChange={(e) => p.onChange?.(e.target.value)} />
  ),
  MonacoDiffEditor: (p: { ariaLabel: string; original: string; modified: string }) => <pre aria-label={p.ariaLabel}>{`${p.original}→${p.modified}`}</pre>,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const defaultFiles = [
  { path: 'src/App.tsx', content: 'export default function App() { return null; }\n' },
  { path: 'README.md', content: '# Démo\n' },
];
const preview = vi.fn((p: { onEvent: (e: { kind: 'runtime'; message: string; file?: string; line?: number; column?: number }) => void }) => (
  <button type="button" onClick={() => p.onEvent({ kind: 'runtime', message: "Cannot read properties of undefined (reading 'map')", file: 'src/App.tsx', line: 1, column: 40 })}>
    emit-error
  </button>
));

function renderEditor(state?: unknown) {
  return renderRoutes([{ path: '/editor', element: <EditorPage defaultFiles={defaultFiles} renderPreview={preview} /> }], [{ pathname: '/editor', state }]);
}

/** Renders /editor and, once its code is shown, opens the assistant panel. */
async function renderWithAssistantOpen() {
  renderEditor();
  await screen.findByLabelText('Code de src/App.tsx');
  fireEvent.click(screen.getByRole('button', { name: 'Assistant IA' }));
}

/** The assistant's list of suggestions, once shown. */
const suggestions = async () => within(await screen.findByRole('list', { name: 'Suggestions' }));

describe('EditorPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    toasts.success.mockClear();
    toasts.error.mockClear();
    mockApi(() => signedOutRefresh);
  });

  it('opens the default sample with App selected and the preview slot rendered', async () => {
    renderEditor();
    expect(await screen.findByLabelText('Code de src/App.tsx')).toHaveValue(defaultFiles[0]!.content);
    expect(screen.getByRole('button', { name: 'emit-error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeInTheDocument();
  });

  it('loads a generated app from navigation state: only usable files, five opened, the first selected, a toast', async () => {
    const files = Array.from({ length: 7 }, (_, i) => ({ path: `src/f${i}.ts`, content: `// ${i}\n` }));
    renderEditor({ generatedApp: { appType: 'dashboard', files: [...files, { path: 'bad.ts' }] }, initialPrompt: 'Radar' });
    expect(await screen.findByLabelText('Code de src/f0.ts')).toBeInTheDocument();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Application chargée'));
    const tabs = screen.getByRole('list', { name: 'Fichiers ouverts' });
    expect(tabs.querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByText('bad.ts')).not.toBeInTheDocument();
    expect(screen.getByText('Radar')).toBeInTheDocument();
  });

  it('signed out: Save keeps the project in this browser and clears the modified flags', async () => {
    renderEditor();
    const code = await screen.findByLabelText('Code de src/App.tsx');
    fireEvent.change(code, { target: { value: 'export const x = 1;\n' } });
    expect(screen.getAllByLabelText('Modifié').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Fichier sauvegardé', expect.anything()));
    const stored = JSON.parse(localStorage.getItem(WORKSPACE_KEY)!);
    expect(stored.files.find((f: { path: string }) => f.path === 'src/App.tsx').content).toBe('export const x = 1;\n');
    expect(stored.saved['src/App.tsx']).toBe('export const x = 1;\n');
    expect(screen.queryAllByLabelText('Modifié')).toHaveLength(0);
  });

  it('auto-save also keeps the last edits when the page is left between two ticks (reload, closed tab, another route)', async () => {
    const { unmount } = renderEditor();
    const code = await screen.findByLabelText('Code de src/App.tsx');
    const stored = () => JSON.parse(localStorage.getItem(WORKSPACE_KEY) ?? '{"files":[]}') as { files: { path: string; content: string }[] };
    const app = () => stored().files.find((f) => f.path === 'src/App.tsx')?.content;
    fireEvent.change(code, { target: { value: 'export const avant = 1;\n' } });
    expect(app()).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(app()).toBe('export const avant = 1;\n');
    fireEvent.change(code, { target: { value: 'export const apres = 2;\n' } });
    unmount();
    expect(app()).toBe('export const apres = 2;\n');
  });

  it('the AI assistant needs a signed-in user', async () => {
    await renderWithAssistantOpen();
    expect(toasts.error).toHaveBeenCalledWith('Connexion requise', { description: "Veuillez vous connecter pour utiliser l'assistant IA" });
  });

  it('signed in: a preview error shows in the debug tab with its place; the assistant fix becomes a suggestion that Apply writes', async () => {
    setSession(session().session);
    const calls = mockApi((r) => {
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      if (r.path === '/api/functions/sentinel-codegen')
        return { body: { generatedCode: '```tsx\nexport default function App() { return <p>ok</p>; }\n```', explanation: 'fixed', language: 'typescript', creditsUsed: 0, freeFix: true, repaired: true } };
      return undefined;
    });
    try {
      renderEditor();
      await screen.findByLabelText('Code de src/App.tsx');
      fireEvent.click(screen.getByRole('button', { name: 'emit-error' }));
      fireEvent.mouseDown(screen.getByRole('tab', { name: /^Débogage/ }));
      expect(await screen.findByText('src/App.tsx — ligne 1, colonne 40 · aperçu')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Corriger avec l’IA' }));
      const apply = await screen.findByRole('button', { name: 'Appliquer' });
      const body = calls.find((c) => c.path === '/api/functions/sentinel-codegen')!.body as { prompt: string; language: string; target: string; preview_fix: Record<string, unknown> };
      expect(body.prompt).toContain("src/App.tsx:1:40 : Cannot read properties of undefined (reading 'map')");
      expect(body).toMatchObject({ language: 'typescript', target: 'web' });
      // the whole file travels in preview_fix.content, with the error's place and the interface language
      expect(body.preview_fix).toMatchObject({ file: 'src/App.tsx', line: 1, column: 40, locale: 'fr', message: "Cannot read properties of undefined (reading 'map')" });
      expect(typeof body.preview_fix.content).toBe('string');
      // No made-up confidence (decision 116).
      expect(screen.getByText('src/App.tsx · Correction offerte')).toBeInTheDocument();
      expect(screen.getByText('fixed')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: /^Diff de src\/App\.tsx/, hidden: true })).toHaveTextContent('return <p>ok</p>;');
      fireEvent.click(apply);
      expect(screen.getByLabelText('Code de src/App.tsx')).toHaveValue('export default function App() { return <p>ok</p>; }\n');
      expect(toasts.success).toHaveBeenCalledWith('Code appliqué', { description: 'src/App.tsx' });
    } finally {
      setSession(null);
    }
  });

  it('signed in: a pending fix survives a reload of the page, with its diff and its Apply', async () => {
    setSession(session().session);
    mockApi((r) => {
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      if (r.path === '/api/functions/sentinel-codegen') return { body: { generatedCode: 'export const fixed = 1;\n', explanation: 'fixed', language: 'typescript', creditsUsed: 2, repaired: true } };
      return undefined;
    });
    try {
      const first = renderEditor();
      await screen.findByLabelText('Code de src/App.tsx');
      fireEvent.click(screen.getByRole('button', { name: 'emit-error' }));
      fireEvent.mouseDown(screen.getByRole('tab', { name: /^Débogage/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'Corriger avec l’IA' }));
      await screen.findByRole('button', { name: 'Appliquer' });
      first.unmount();
      await renderWithAssistantOpen();
      const item = (await suggestions()).getByRole('listitem');
      expect(item).toHaveTextContent('src/App.tsx · 2 crédits utilisés');
      expect(within(item).getByRole('region', { name: /^Diff de src\/App\.tsx/, hidden: true })).toHaveTextContent('export const fixed = 1;');
      fireEvent.click(within(item).getByRole('button', { name: 'Appliquer' }));
      expect(screen.getByLabelText('Code de src/App.tsx')).toHaveValue('export const fixed = 1;\n');
      expect(within(item).getByText('Appliquée')).toBeInTheDocument();
    } finally {
      setSession(null);
    }
  });

  it('signed in, on a saved generated project: a request is an instruction; its diff shows, Apply writes the merged files and saves them with the new description', async () => {
    const PID = '11111111-2222-4333-8444-555555555555';
    storeWorkspace(PID, 'Registre', defaultFiles);
    const merged = 'export default function App() { return <p>Service visité</p>; }\n';
    const calls = signedInWithAssistant(
      instructionReply(PID, {
        changes: ['Champ « Service visité » ajouté aux visiteurs'],
        file_changes: [
          { path: 'src/App.tsx', status: 'changed', before: defaultFiles[0]!.content, after: merged, conflicts: 0 },
          { path: 'src/csv.ts', status: 'added', before: null, after: 'export const h = 1;\n', conflicts: 0 },
        ],
        app_spec: { title: 'Registre' },
        generated_files: [{ path: 'src/App.tsx', content: merged }],
        base_version: 4,
      }),
      (r) => {
        if (r.method === 'PATCH' && r.path === `/api/projects/${PID}`) return { body: { project: { id: PID, title: 'Registre', description: null, code_content: [], version: 5 } } };
        if (r.path.startsWith(`/api/projects/${PID}/versions`)) return { body: { versions: [] } };
        return undefined;
      },
    );
    try {
      await renderWithAssistantOpen();
      await askAssistant('ajoute un champ service visité');
      const item = (await suggestions()).getAllByRole('listitem')[0]!;
      expect(calls.find((c) => c.path === '/api/functions/sentinel-ai-agent')!.body).toEqual({ prompt: 'ajoute un champ service visité', project_id: PID });
      expect(calls.some((c) => c.path === '/api/functions/sentinel-codegen')).toBe(false);
      expect(within(item).getByText('Champ « Service visité » ajouté aux visiteurs')).toBeInTheDocument();
      expect(within(item).getByText('Ajouté')).toBeInTheDocument();
      // Side by side in the code area, then back to the code.
      fireEvent.click(within(item).getByRole('button', { name: 'Voir src/App.tsx côte à côte (avant, après)', hidden: true }));
      expect(screen.getByLabelText('Suggestion : src/App.tsx')).toHaveTextContent('{ return null; } →export default function App() { return <p>Service visité</p>; }');
      fireEvent.click(screen.getByRole('button', { name: 'Fermer les différences' }));
      // Nothing is written before Apply.
      expect(screen.getByLabelText('Code de src/App.tsx')).toHaveValue(defaultFiles[0]!.content);
      fireEvent.click(within(item).getByRole('button', { name: 'Appliquer' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Instruction appliquée et projet sauvegardé'));
      expect(screen.getByLabelText('Code de src/App.tsx')).toHaveValue(merged);
      const patch = calls.find((c) => c.method === 'PATCH')!.body as { code_content: { path: string; content: string }[]; app_spec: unknown; generated_files: unknown };
      expect(patch.app_spec).toEqual({ title: 'Registre' });
      expect(patch.generated_files).toEqual([{ path: 'src/App.tsx', content: merged }]);
      expect(patch.code_content).toEqual([
        { path: 'src/App.tsx', content: merged },
        { path: 'README.md', content: '# Démo\n' },
        { path: 'src/csv.ts', content: 'export const h = 1;\n' },
      ]);
    } finally {
      setSession(null);
    }
  });

  it('signed in, on a saved project written by hand: the request falls back to codegen about the active file', async () => {
    const PID = '11111111-2222-4333-8444-666666666666';
    storeWorkspace(PID, 'Main', defaultFiles);
    const calls = signedInWithAssistant(
      instructionReply(
        PID,
        { applied: false, reason_code: 'no_spec', reason: 'no', changes: [], file_changes: [], app_spec: null, generated_files: null, base_version: 1 },
        { appType: 'instruction', response: 'no', creditsUsed: 0 },
      ),
      (r) => {
        if (r.path === '/api/functions/sentinel-codegen') return { body: { generatedCode: 'export const y = 2;\n', explanation: 'done', creditsUsed: 2 } };
        return undefined;
      },
    );
    try {
      await renderWithAssistantOpen();
      await askAssistant('ajoute une constante');
      const item = (await suggestions()).getByRole('listitem');
      expect(item).toHaveTextContent('done');
      expect(calls.filter((c) => c.path.startsWith('/api/functions/')).map((c) => c.path)).toEqual(['/api/functions/sentinel-ai-agent', '/api/functions/sentinel-codegen']);
    } finally {
      setSession(null);
    }
  });

  it('under 768 px shows one pane at a time; opening a file or a problem switches to the code', async () => {
    const mql = (query: string) => ({ matches: query.includes('max-width: 767'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation(mql);
    try {
      renderEditor();
      await screen.findByLabelText('Code de src/App.tsx');
      const panes = screen.getByRole('group', { name: 'Zone affichée' });
      const pane = (name: string) => within(panes).getByRole('button', { name });
      expect(pane('Code')).toHaveAttribute('aria-pressed', 'true');
      // No resizable panels on a phone.
      expect(screen.queryByRole('separator', { name: 'Redimensionner le panneau de gauche' })).not.toBeInTheDocument();
      const explorer = screen.getByRole('tab', { name: /^Explorateur/ }).closest('div.flex-1')!;
      expect(explorer).toHaveClass('hidden');
      fireEvent.click(pane('Fichiers'));
      expect(pane('Fichiers')).toHaveAttribute('aria-pressed', 'true');
      expect(explorer).not.toHaveClass('hidden');
      fireEvent.click(screen.getByRole('button', { name: 'README.md' }));
      expect(pane('Code')).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByLabelText('Code de README.md')).toBeInTheDocument();
      fireEvent.click(pane('Aperçu'));
      expect(screen.getByRole('button', { name: 'emit-error' }).closest('div.flex-1.hidden')).toBeNull();
      // The toolbar's icon-only buttons keep their names.
      expect(screen.getByRole('button', { name: 'Formater' })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
