import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setUpPageTests } from '@/test/utils';
import { ChatPage } from '@/features/chat/components/chat-page';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { PreviewPage } from '@/features/preview/components/preview-page';
import { AppShell } from './app-shell';

// The preview's iframe and bundler do not run in jsdom: this stand-in reports one runtime error, as the real
// frame does when the app throws.
vi.mock('@/features/preview/components/preview-frame', async () => {
  const { useEffect } = await import('react');
  return {
    PreviewFrame({ onEvent }: { onEvent?: (e: { kind: 'runtime'; message: string; file: string; line: number }) => void }) {
      useEffect(() => onEvent?.({ kind: 'runtime', message: 'x is not defined', file: 'src/App.tsx', line: 3 }), [onEvent]);
      return <div data-testid="preview-frame" />;
    },
  };
});

/**
 * Issue 15 point 3: ONE credits balance. A spend on one screen (here a chat reply that costs a credit) updates the
 * balance everywhere it is shown: the header's user menu and the dashboard, without a reload.
 */
function stubServer() {
  const state = { amount: 10, totalUsed: 0, creditsCalls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      switch (url.pathname) {
        case '/api/credits':
          state.creditsCalls++;
          return json({ amount: state.amount, total_used: state.totalUsed, last_reset_at: null });
        case '/api/functions/model':
          return json({ model: 'sentinel-offline' });
        case '/api/roles':
          return json({ roles: ['developer'] });
        case '/api/projects/stats':
          return json({ projects: 0, star_count: 0, view_count: 0, remix_count: 0 });
        case '/api/functions/sentinel-codegen': {
          // a paid fix on /preview
          state.amount -= 2;
          state.totalUsed += 2;
          return json({ generatedCode: 'export default function App() { return null; }\n', explanation: 'x défini', language: 'typescript', securityAnalysis: '', creditsUsed: 2, model: 'sentinel-offline', freeFix: false, repaired: true });
        }
        case '/api/functions/claude-ai-chat': {
          // the server charges the reply: the balance it answers from now on is one less
          state.amount -= 1;
          state.totalUsed += 1;
          const done = { response: 'Réponse.', generatedText: 'Réponse.', sources: [], creditsUsed: 1, model: 'sentinel-offline' };
          return new Response(`event: token\ndata: {"text":"Réponse."}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`, {
            status: 200,
            headers: { 'content-type': 'text/event-stream' },
          });
        }
        default:
          return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
      }
    }),
  );
  return state;
}

const routes = [
  {
    element: <AppShell />,
    children: [
      { path: '/chat', element: <ChatPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/preview', element: <PreviewPage /> },
    ],
  },
];

async function headerBalance(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  await user.click(screen.getByTestId('user-menu'));
  const text = (await screen.findByTestId('credits-badge')).textContent ?? '';
  await user.keyboard('{Escape}');
  return text;
}

describe('one credits balance', () => {
  setUpPageTests({ signedIn: true, clearSessionStorage: true });

  it('after a chat reply that charges, the header shows the new balance, and so does the dashboard', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/chat']);
    await screen.findByRole('heading', { name: 'Chat IA' });
    await waitFor(() => expect(server.creditsCalls).toBeGreaterThan(0));
    expect(await headerBalance(user)).toBe('10 crédits');

    await user.selectOptions(screen.getByRole('combobox'), 'claude');
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const log = screen.getByRole('region', { name: 'Conversation' });
    await within(log).findByText('1 crédit utilisé');

    await waitFor(async () => expect(await headerBalance(user)).toBe('9 crédits'));

    await router.navigate('/dashboard');
    await waitFor(() => expect(within(screen.getByTestId('stat-credits')).getByText('9')).toBeInTheDocument());
  });

  it('after a paid AI fix on /preview, the header shows the new balance', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderRoutes(routes, ['/preview']);
    await waitFor(() => expect(server.creditsCalls).toBeGreaterThan(0));
    expect(await headerBalance(user)).toBe('10 crédits');

    await user.click(await screen.findByRole('button', { name: /Demander à l'IA de corriger/ }));
    await screen.findByText('Correction proposée');

    await waitFor(async () => expect(await headerBalance(user)).toBe('8 crédits'));
  });
});
