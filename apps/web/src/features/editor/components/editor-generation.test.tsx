import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, session } from '@/test/utils';
import { setSession } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { EditorPage } from './editor-page';
import { WORKSPACE_KEY } from '../workspace/use-workspace';
import { storeWorkspace } from './editor-page-fixtures';

vi.mock('./monaco-editor', () => ({
  MonacoEditor: (p: { value: string; ariaLabel: string }) => <textarea aria-label={p.ariaLabel} value={p.value} readOnly />,
  MonacoDiffEditor: () => null,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const defaultFiles = [{ path: 'src/App.tsx', content: 'export default function App() { return null; }\n' }];
const ID = '3f0c1c1e-1111-4222-8333-444455556666';
const files = [
  { path: 'src/types.ts', content: 'export type Visitor = { nom: string };' },
  { path: 'src/App.tsx', content: 'export default function App() { return <h1>Registre</h1>; }' },
];

/** A server whose generation stream is released by the test, event by event. */
function stubServer() {
  const calls: { path: string; body: unknown; signal?: AbortSignal | null }[] = [];
  let push!: (chunk: string) => void;
  let close!: () => void;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      calls.push({ path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, signal: init?.signal ?? null });
      if (url.pathname === '/api/credits') return new Response(JSON.stringify({ amount: 98 }), { status: 200 });
      if (url.pathname === '/api/functions/sentinel-ai-agent') {
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            push = (chunk) => c.enqueue(new TextEncoder().encode(chunk));
            close = () => c.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'x' } }), { status: 404 });
    }),
  );
  const send = (event: string, data: unknown) => push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  return { calls, send, end: () => close() };
}

const preview = () => <p>PREVIEW</p>;
const render = (state: unknown) =>
  renderRoutes([{ path: '/editor', element: <EditorPage defaultFiles={defaultFiles} renderPreview={preview} /> }], [{ pathname: '/editor', state }]);

describe('EditorPage builds an app from the landing’s prompt (issue 12)', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    localStorage.clear();
    toasts.success.mockClear();
    setSession(session().session as never);
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('shows the steps at once, the files in the tree as they stream, then opens the saved project by id', async () => {
    const server = stubServer();
    const { router } = render({ generate: { prompt: 'Registre des visiteurs' } });
    // before any event: the steps, in the code pane and in place of the preview (never the sample)
    const progress = await screen.findAllByTestId('generation-progress');
    expect(progress[0]).toHaveTextContent('Lecture de votre demande');
    expect(screen.getByTestId('preview-generation')).toBeInTheDocument();
    expect(screen.queryByText('PREVIEW')).toBeNull();
    expect(screen.queryByRole('button', { name: 'App.tsx' })).toBeNull();
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/functions/sentinel-ai-agent')).toBe(true));
    expect(server.calls.find((c) => c.path === '/api/functions/sentinel-ai-agent')!.body).toEqual({ prompt: 'Registre des visiteurs' });

    server.send('progress', { step: 'request', label_fr: 'a', label_en: 'b' });
    server.send('progress', { step: 'understood', label_fr: 'a', label_en: 'b' });
    server.send('file', files[0]);
    const explorer = screen.getByRole('tabpanel', { name: 'Explorateur' });
    expect(await within(explorer).findByRole('button', { name: 'types.ts' })).toBeInTheDocument();
    expect(within(explorer).queryByRole('button', { name: 'App.tsx' })).toBeNull();
    server.send('file', files[1]);
    expect(await within(explorer).findByRole('button', { name: 'App.tsx' })).toBeInTheDocument();
    expect(screen.getByTestId('preview-generation')).toBeInTheDocument();

    server.send('done', { files, description: '', techStack: [], features: [], appType: 'web-application', response: '', creditsUsed: 2, model: 'sentinel-offline', project_id: ID, project_title: 'Registre des visiteurs' });
    server.end();
    expect(await screen.findByText('PREVIEW')).toBeInTheDocument();
    expect(screen.getByTitle('Registre des visiteurs')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?project=${ID}`));
    expect(toasts.success).toHaveBeenCalledWith('Application chargée', { description: '« Registre des visiteurs » est enregistré dans Mes projets' });
    const stored = JSON.parse(localStorage.getItem(WORKSPACE_KEY)!);
    expect(stored).toMatchObject({ projectId: ID, name: 'Registre des visiteurs' });
    // what the server saved is not shown as changes
    expect(screen.queryByRole('img', { name: 'Modifié' })).toBeNull();
  });

  it('asks before replacing an open app; keeping it sends nothing, replacing builds', async () => {
    storeWorkspace(ID, 'Ancien registre', [{ path: 'a.ts', content: '1' }]);
    const server = stubServer();
    const user = userEvent.setup();
    render({ generate: { prompt: 'Suivi des incidents' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Remplacer l’application ouverte ?' });
    expect(dialog).toHaveTextContent('« Ancien registre » reste dans Mes projets');
    await user.click(within(dialog).getByRole('button', { name: 'Garder l’application ouverte' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTitle('Ancien registre')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.startsWith('/api/functions'))).toBe(false);
  });

  it('replacing the open app builds the new one', async () => {
    storeWorkspace(ID, 'Ancien registre', [{ path: 'a.ts', content: '1' }], { 'a.ts': '2' });
    const server = stubServer();
    const user = userEvent.setup();
    render({ generate: { prompt: 'Suivi des incidents' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Remplacer l’application ouverte ?' });
    // unsaved changes are named, and can be saved first
    expect(dialog).toHaveTextContent('a des modifications non enregistrées');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer puis remplacer' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/functions/sentinel-ai-agent')?.body).toEqual({ prompt: 'Suivi des incidents' }));
    expect((await screen.findAllByTestId('generation-progress'))[0]).toHaveTextContent('Suivi des incidents');
  });

  it('a failed generation puts the open app back and says why, with a way to retry', async () => {
    const server = stubServer();
    render({ generate: { prompt: 'Inventaire' } });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/functions/sentinel-ai-agent')).toBe(true));
    server.send('file', files[0]);
    server.send('error', { code: 'insufficient_credits_app', message: 'x', status: 402 });
    server.end();
    expect((await screen.findAllByRole('link', { name: 'Acheter des crédits' }))[0]).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    const explorer = screen.getByRole('tabpanel', { name: 'Explorateur' });
    expect(within(explorer).getByRole('button', { name: 'App.tsx' })).toBeInTheDocument();
    expect(within(explorer).queryByRole('button', { name: 'types.ts' })).toBeNull();
  });

  it('leaving the page aborts the generation', async () => {
    const server = stubServer();
    const { unmount } = render({ generate: { prompt: 'Inventaire' } });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/functions/sentinel-ai-agent')).toBe(true));
    const signal = server.calls.find((c) => c.path === '/api/functions/sentinel-ai-agent')!.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
