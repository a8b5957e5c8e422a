import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { copyBox } from '@/lib/copy-box';
import { setSession } from '@/lib/session';
import { mockApi, renderRoutes, session, signedOutRefresh, setUpPageTests } from '@/test/utils';
import { HeroPrompt } from './hero-prompt';

function StateProbe({ label }: { label: string }) {
  const { state } = useLocation();
  return (
    <p>
      {label} {JSON.stringify(state)}
    </p>
  );
}

/** Renders the prompt, having read the copy's focus, then removes the copy before the commit, as createRoot does. */
function HeroPromptAfterCopy({ copy }: { copy: HTMLTextAreaElement }) {
  return (
    <>
      <HeroPrompt />
      <RemoveWhileRendering el={copy} />
    </>
  );
}
function RemoveWhileRendering({ el }: { el: HTMLElement }) {
  el.remove();
  return null;
}

const routes = [
  { path: '/', element: <HeroPrompt /> },
  { path: '/editor', element: <StateProbe label="EDITOR" /> },
  { path: '/chat', element: <StateProbe label="CHAT" /> },
  { path: '/auth', element: <StateProbe label="AUTH" /> },
];

describe('HeroPrompt', () => {
  setUpPageTests({ signedIn: false, clearSessionStorage: true });

  it('signed out, "Créer App" shows the sign-in message and calls no AI function', async () => {
    const calls = mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, ['/']);
    await user.type(await screen.findByLabelText('Décrivez votre projet'), 'Un tableau de bord');
    await user.click(screen.getByRole('button', { name: 'Générer l’application' }));
    expect(await screen.findByTestId('hero-notice')).toHaveTextContent('Connexion requise pour générer une application');
    expect(calls.some((c) => c.path.startsWith('/api/functions'))).toBe(false);
  });

  it('keeps a signed-out prompt through sign-in and generates it once the user is back signed in (decision 030)', async () => {
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const user = userEvent.setup();
    const first = renderRoutes(routes, ['/']);
    await user.type(await screen.findByLabelText('Décrivez votre projet'), 'Un registre des visiteurs');
    await user.click(screen.getByRole('button', { name: 'Générer l’application' }));
    expect(await screen.findByTestId('hero-notice')).toHaveTextContent('Votre demande est gardée');
    first.unmount();

    setSession(session().session);
    mockApi((r) => (r.path === '/api/credits' ? { body: { amount: 100 } } : undefined));
    renderRoutes(routes, ['/']);
    // Resumed once: the editor is asked to build the same request (decision 112), and the kept prompt is gone.
    expect(JSON.parse((await screen.findByText(/EDITOR/)).textContent!.replace('EDITOR ', ''))).toEqual({ generate: { prompt: 'Un registre des visiteurs' } });
    expect(sessionStorage.getItem('ov_pending_generation')).toBeNull();
  });

  it('carries on what was typed in the prerendered copy’s box: text, focus and caret (decision 298)', async () => {
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const copy = document.body.appendChild(document.createElement('textarea'));
    copy.value = 'Un registre des patrouilles';
    copy.focus();
    copy.setSelectionRange(3, 11);
    copyBox.el = copy;
    copyBox.focused = undefined;
    // the app's render replaces the copy: its box is gone from the page when the app's one commits
    const { unmount } = renderRoutes(
      [{ path: '/', element: <HeroPromptAfterCopy copy={copy} /> }],
      ['/'],
    );
    const box = (await screen.findByLabelText('Décrivez votre projet')) as HTMLTextAreaElement;
    expect(box).toHaveValue('Un registre des patrouilles');
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([3, 11]);
    expect(screen.getByRole('button', { name: 'Générer l’application' })).toBeEnabled();
    expect(copyBox.el).toBeNull();
    unmount();
  });

  it('ignores a whitespace-only prompt', async () => {
    const calls = mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, ['/']);
    await user.type(await screen.findByLabelText('Décrivez votre projet'), '   ');
    expect(screen.getByRole('button', { name: 'Générer l’application' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('hero-notice')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/functions'))).toBe(false);
  });

  it('signed in, opens the editor at once with the prompt to build there (its progress shows from the first moment)', async () => {
    setSession(session().session);
    const calls = mockApi((r) => (r.path === '/api/credits' ? { body: { amount: 100 } } : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, ['/']);
    await user.type(await screen.findByLabelText('Décrivez votre projet'), '  Un tableau de bord {Enter}');
    const probe = await screen.findByText(/EDITOR/);
    expect(JSON.parse(probe.textContent!.replace('EDITOR ', ''))).toEqual({ generate: { prompt: 'Un tableau de bord' } });
    // the editor runs the generation (and shows a 402 there, with "Acheter des crédits")
    expect(calls.some((c) => c.path.startsWith('/api/functions'))).toBe(false);
  });

  it('"Chat" opens the chat with the prompt and the chosen assistant; a chip fills the prompt', async () => {
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, ['/']);
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'GovAdvisor' }));
    await user.click(screen.getByRole('button', { name: 'Contrôle d’accès' }));
    expect(screen.getByLabelText('Décrivez votre projet')).toHaveValue(
      'Crée un système de contrôle d’accès avec badges, niveaux d’habilitation et journal',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer au chat' }));
    const probe = await screen.findByText(/CHAT/);
    expect(JSON.parse(probe.textContent!.replace('CHAT ', ''))).toEqual({
      initialPrompt: 'Crée un système de contrôle d’accès avec badges, niveaux d’habilitation et journal',
      aiType: 'gov-advisor',
    });
  });
});
