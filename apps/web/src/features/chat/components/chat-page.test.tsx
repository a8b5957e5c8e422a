import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { renderRoutes, session } from '@/test/utils';
import { ChatPage } from './chat-page';

const configured = { model: 'sentinel-offline' };
type Reply = { status?: number; events?: { event: string; data: unknown }[]; json?: unknown; networkError?: boolean };

function stubServer(reply: (path: string, body: unknown) => Reply) {
  const calls: { path: string; body: unknown; accept: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (url.pathname === '/api/credits') return new Response(JSON.stringify({ amount: 99, total_used: 1, last_reset_at: null }), { status: 200 });
      if (url.pathname === '/api/functions/model') return new Response(JSON.stringify({ model: configured.model }), { status: 200 });
      calls.push({ path: url.pathname, body, accept: new Headers(init?.headers).get('accept') });
      const r = reply(url.pathname, body);
      if (r.networkError) throw new TypeError('Failed to fetch');
      if (r.json !== undefined) return new Response(JSON.stringify(r.json), { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
      const text = (r.events ?? []).map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
      return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return calls;
}

const chatDone = (text: string) => [
  { event: 'token', data: { text: text.slice(0, 10) } },
  { event: 'token', data: { text: text.slice(10) } },
  { event: 'done', data: { response: text, generatedText: text, sources: [{ id: 'fr/rgpd#principes', title: 'RGPD › Principes', language: 'fr' }], creditsUsed: 1, model: 'sentinel-offline' } },
];

const routes = [{ path: '/chat', element: <ChatPage /> }];

describe('ChatPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    setSession(session().session as never);
    sessionStorage.clear();
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows three welcome messages, six examples, the default model badge, and sends with Enter', async () => {
    const calls = stubServer(() => ({ events: chatDone('Le RGPD impose un registre des traitements.\n\nSources : RGPD › Principes') }));
    renderRoutes(routes, ['/chat']);
    expect(await screen.findByRole('heading', { name: 'Chat IA' })).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Conversation' });
    expect(within(log).getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /Utiliser l’exemple/ })).toHaveLength(6);
    // the model the server is configured with, until an answer says which model really answered
    await waitFor(() => expect(screen.getByTestId('model-badge')).toHaveTextContent('Sentinel · IA hors ligne Sentinel'));

    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Utiliser l’exemple :\s*Conformité RGPD/ }));
    const input = screen.getByLabelText('Votre message');
    expect(input).toHaveValue('Quelles sont les obligations RGPD d’une administration qui traite des données personnelles ?');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(await screen.findByText('Le RGPD impose un registre des traitements.')).toBeInTheDocument();
    expect(screen.getByTestId('reply-cost')).toHaveTextContent('1 crédit utilisé');
    expect(screen.getByText('RGPD › Principes')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/functions/smart-prophet-chat', accept: 'text/event-stream' });
    expect(calls[0]!.body).toEqual({ message: 'Quelles sont les obligations RGPD d’une administration qui traite des données personnelles ?' });
    // example cards disappear once the conversation has more than three messages
    expect(screen.queryAllByRole('button', { name: /Utiliser l’exemple/ })).toHaveLength(0);
    expect(input).toHaveValue('');
  });

  it('takes aiType and initialPrompt from navigation state and sends the prompt after 1000 ms', async () => {
    const calls = stubServer(() => ({ events: chatDone('Bonjour, voici la réponse de Claude.') }));
    renderRoutes(routes, [{ pathname: '/chat', state: { aiType: 'claude', initialPrompt: 'Explique SOC 2' } }]);
    await waitFor(() => expect(screen.getByTestId('model-badge')).toHaveTextContent('Claude · IA hors ligne Sentinel'));
    expect(calls).toHaveLength(0);
    expect(await screen.findByText('Bonjour, voici la réponse de Claude.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/functions/claude-ai-chat', body: { message: 'Explique SOC 2', language: 'fr' } });
  });

  it('shows generated code with its explanation and security analysis (CodeGen)', async () => {
    stubServer(() => ({
      events: [{ event: 'done', data: { generatedCode: 'export const a = 1;', explanation: 'Une constante.', language: 'typescript', securityAnalysis: 'Aucun motif à risque.', creditsUsed: 2, model: 'sentinel-offline' } }],
    }));
    renderRoutes(routes, [{ pathname: '/chat', state: { aiType: 'sentinel-codegen' } }]);
    await waitFor(() => expect(screen.getByTestId('model-badge')).toHaveTextContent('CodeGen · IA hors ligne Sentinel'));
    await userEvent.type(screen.getByLabelText('Votre message'), 'une constante');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('export const a = 1;')).toBeInTheDocument();
    expect(screen.getByText('Analyse de sécurité')).toBeInTheDocument();
    expect(screen.getByTestId('reply-cost')).toHaveTextContent('2 crédits utilisés');
  });

  it('shows the spec message when the server cannot be reached', async () => {
    stubServer(() => ({ networkError: true }));
    renderRoutes(routes, ['/chat']);
    await userEvent.type(await screen.findByLabelText('Votre message'), 'bonjour{Enter}');
    expect(await screen.findByText('Erreur de communication - Impossible de contacter Sentinel. Veuillez réessayer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled());
  });

  it('when credits are short (402), keeps the message, says so with a way to buy credits, and offers to send it again', async () => {
    stubServer(() => ({ status: 402, json: { error: { code: 'insufficient_credits_chat', message: 'Crédits insuffisants' } } }));
    renderRoutes(routes, ['/chat']);
    await userEvent.type(await screen.findByLabelText('Votre message'), 'bonjour{Enter}');
    const log = screen.getByRole('region', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(5));
    expect(within(log).getByText('bonjour')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Acheter des crédits' })).toHaveAttribute('href', '/credits');
    const pending = screen.getByTestId('chat-pending');
    expect(pending).toHaveTextContent('bonjour');
    expect(within(pending).getByRole('button', { name: 'Envoyer maintenant' })).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem('ov_pending_chat')!)).toMatchObject({ message: 'bonjour', aiType: 'smart-prophet' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Abandonner' }));
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    expect(sessionStorage.getItem('ov_pending_chat')).toBeNull();
  });
});

describe('ChatPage for a visitor (signed out)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    setSession(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says replies are free and local, links to sign-in, offers no CodeGen, and sends without a token', async () => {
    const free = [
      { event: 'token', data: { text: 'Le RGPD impose un registre.' } },
      { event: 'done', data: { response: 'Le RGPD impose un registre.', generatedText: 'Le RGPD impose un registre.', sources: [], creditsUsed: 0, model: 'sentinel-offline' } },
    ];
    const calls = stubServer(() => ({ events: free }));
    renderRoutes(routes, ['/chat']);
    const note = await screen.findByTestId('chat-visitor-note');
    expect(note).toHaveTextContent('répondent gratuitement');
    expect(within(note).getByRole('link', { name: 'Se connecter pour utiliser vos crédits' })).toHaveAttribute('href', '/auth');
    expect(within(screen.getByLabelText('Assistant')).queryByRole('option', { name: 'CodeGen' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Votre message'), 'Obligations RGPD ?{Enter}');
    expect(await screen.findByText('Le RGPD impose un registre.')).toBeInTheDocument();
    expect(screen.getByTestId('reply-cost')).toHaveTextContent('Gratuit');
    expect(calls[0]!.path).toBe('/api/functions/smart-prophet-chat');
    expect(fetch).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ headers: expect.objectContaining({ Authorization: expect.anything() }) }));
  });

  it('a visitor asking to build an app is asked to sign in, and nothing is called', async () => {
    const calls = stubServer(() => ({ events: [] }));
    renderRoutes(routes, ['/chat']);
    await userEvent.type(await screen.findByLabelText('Votre message'), 'Crée un registre des visiteurs avec badge');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(/Connectez-vous pour créer cette application/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/functions/s'))).toBe(false);
  });

  it('a build request (an example card) builds the same project as "Créer App": progress, then "Ouvrir dans l’éditeur"; the badge names the model that answered', async () => {
    setSession(session().session as never);
    configured.model = 'anthropic:claude-sonnet-4-5';
    const files = [{ path: 'src/types.ts', content: 'export type Drone = {};' }, { path: 'src/App.tsx', content: 'export default function App() { return null; }' }];
    const calls = stubServer(() => ({
      events: [
        { event: 'progress', data: { step: 'request', label_fr: 'Lecture', label_en: 'Reading' } },
        { event: 'progress', data: { step: 'understood', label_fr: 'Compris', label_en: 'Understood' } },
        ...files.map((f) => ({ event: 'file', data: f })),
        { event: 'done', data: { files, description: 'Surveillance des drones', techStack: [], features: [], appType: 'web-application', response: 'Entités : drones, alertes.', creditsUsed: 2, model: 'sentinel-offline', project_id: '3f0c1c1e-1111-4222-8333-444455556666', project_title: 'Surveillance des drones' } },
      ],
    }));
    renderRoutes(routes, ['/chat']);
    await waitFor(() => expect(screen.getByTestId('model-badge')).toHaveTextContent('Sentinel · claude-sonnet-4-5 (anthropic)'));
    await userEvent.click(screen.getByRole('button', { name: /Utiliser l’exemple :\s*Surveillance de drones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const open = await screen.findByRole('link', { name: 'Ouvrir dans l’éditeur' });
    expect(open).toHaveAttribute('href', '/editor?project=3f0c1c1e-1111-4222-8333-444455556666');
    expect(screen.getByText('Application « Surveillance des drones » créée et enregistrée dans Mes projets')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/functions/sentinel-ai-agent')).toMatchObject({
      accept: 'text/event-stream',
      body: { prompt: 'Crée un tableau de bord de surveillance des drones avec alertes et carte des zones' },
    });
    expect(calls.some((c) => c.path === '/api/functions/smart-prophet-chat')).toBe(false);
    // the offline model answered although another is configured: the badge says so
    expect(screen.getByTestId('model-badge')).toHaveTextContent('Sentinel · IA hors ligne Sentinel');
    expect(screen.getByTestId('reply-cost')).toHaveTextContent('2 crédits utilisés');
    configured.model = 'sentinel-offline';
  });

  it('a vague build request shows its three proposals as buttons, free', async () => {
    setSession(session().session as never);
    stubServer(() => ({
      events: [{ event: 'done', data: { files: [], description: '', techStack: [], features: [], appType: 'web-application', response: 'Trop vague', creditsUsed: 0, model: 'sentinel-offline', proposals: ['Registre des visiteurs avec badge', 'Suivi des incidents', 'Inventaire du matériel'] } }],
    }));
    renderRoutes(routes, ['/chat']);
    await userEvent.type(await screen.findByLabelText('Votre message'), 'Crée une application sympa');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('button', { name: 'Registre des visiteurs avec badge' })).toBeEnabled();
    expect(screen.getByText('Rien n’a été débité.')).toBeInTheDocument();
  });
});
