import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setUpPageTests } from '@/test/utils';
import { ChatPage } from './chat-page';

/** Decision 015 from the UI: "Arrêter" aborts the request, so the server sees the client leave and charges nothing. */
describe('ChatPage stop', () => {
  setUpPageTests({ signedIn: true, clearSessionStorage: true });

  it('"Arrêter" aborts the reply under way, keeps what arrived and marks it interrupted', async () => {
    const seen: { signal?: AbortSignal | null | undefined } = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
        if (url.pathname === '/api/credits') return new Response(JSON.stringify({ amount: 5, total_used: 0, last_reset_at: null }), { status: 200 });
        if (url.pathname === '/api/functions/model') return new Response(JSON.stringify({ model: 'sentinel-offline' }), { status: 200 });
        seen.signal = init?.signal;
        // one token, then the stream stays open until the client aborts (like a slow model)
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode('event: token\ndata: {"text":"Début"}\n\n'));
            init?.signal?.addEventListener('abort', () => c.error(init.signal?.reason));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/chat', element: <ChatPage /> }], ['/chat']);
    await user.type(await screen.findByRole('textbox', { name: 'Votre message' }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const log = screen.getByRole('region', { name: 'Conversation' });
    await within(log).findByText(/Début/);
    expect(seen.signal?.aborted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Arrêter' }));
    await waitFor(() => expect(seen.signal?.aborted).toBe(true));
    expect(await within(log).findByText(/Début\s+Réponse interrompue\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrêter' })).not.toBeInTheDocument();
  });
});
