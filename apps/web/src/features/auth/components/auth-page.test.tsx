import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoutes, session, signedOutRefresh, Probe, setUpPageTests } from '@/test/utils';
import { AuthPage } from './auth-page';

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/editor', element: <Probe label="EDITOR" /> },
  { path: '/projects', element: <Probe label="PROJECTS" /> },
];

/** Types the sign-up form's name, e-mail (ada@example.com) and password. */
async function fillSignUp(user: ReturnType<typeof userEvent.setup>, name: string, password: string) {
  await user.type(screen.getByLabelText('Nom complet'), name);
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Mot de passe'), password);
}

describe('AuthPage', () => {
  setUpPageTests({ signedIn: false });

  it('shows the spec validation messages and sends nothing when fields are invalid', async () => {
    const calls = mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, ['/auth']);
    await user.click(await screen.findByRole('tab', { name: 'Inscription' }));
    await fillSignUp(user, 'Ada', '12345');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Minimum 6 caractères', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/sign-up')).toHaveLength(0);
  });

  it('signs up with the chosen account type and is signed in at once, going on to where the user was going', async () => {
    const calls = mockApi((r) => {
      if (r.path === '/api/auth/refresh') return signedOutRefresh;
      if (r.path === '/api/auth/sign-up') return { status: 201, body: { user: session().session.user, session: session().session } };
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, [{ pathname: '/auth', state: { from: '/projects', tab: 'sign-up' } }]);
    expect(await screen.findByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    await fillSignUp(user, 'Ada Lovelace', 'secret-pass');
    await user.click(screen.getByRole('radio', { name: 'Investisseur' }));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('PROJECTS')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/sign-up')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
      full_name: 'Ada Lovelace',
      account_type: 'investor',
    });
    expect(calls.some((c) => c.path === '/api/auth/sign-in')).toBe(false);
  });

  it('signs in after sign-up when a server answers only {user} (DESIGN §4 as first written)', async () => {
    const calls = mockApi((r) => {
      if (r.path === '/api/auth/refresh') return signedOutRefresh;
      if (r.path === '/api/auth/sign-up') return { status: 201, body: { user: session().session.user } };
      if (r.path === '/api/auth/sign-in') return { body: session() };
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/auth']);
    await user.click(await screen.findByRole('tab', { name: 'Inscription' }));
    await fillSignUp(user, 'Ada Lovelace', 'secret-pass');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('EDITOR')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/sign-in')?.body).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it('shows a service error in a destructive alert', async () => {
    mockApi((r) => {
      if (r.path === '/api/auth/refresh') return signedOutRefresh;
      if (r.path === '/api/auth/sign-in') return { status: 401, body: { error: { code: 'invalid_credentials', message: 'bad' } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/auth']);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Email ou mot de passe incorrect.');
  });

  it('after sign-in goes to state.from, or /editor by default', async () => {
    mockApi((r) => {
      if (r.path === '/api/auth/refresh') return signedOutRefresh;
      if (r.path === '/api/auth/sign-in') return { body: session() };
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, [{ pathname: '/auth', state: { from: '/projects' } }]);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('PROJECTS')).toBeInTheDocument();
  });

  it('tells the route where it is going once signed in, before going there (the editor fetches its project then)', async () => {
    mockApi((r) => {
      if (r.path === '/api/auth/refresh') return signedOutRefresh;
      if (r.path === '/api/auth/sign-in') return { body: session() };
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      return undefined;
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/auth', element: <AuthPage onSignedIn={onSignedIn} /> }, { path: '/editor', element: <Probe label="EDITOR" /> }],
      [{ pathname: '/auth', state: { from: '/editor?project=p1' } }],
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('EDITOR')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledWith('/editor?project=p1');
  });

  it('requires email and password to sign in', async () => {
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, ['/auth']);
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('L’email est requis')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
  });
});

describe('AuthPage with two-factor authentication', () => {
  setUpPageTests({ signedIn: false });

  it('asks for the code after the password, refuses a wrong one in words, then signs in with a recovery code', async () => {
    const challenge = 'c'.repeat(43);
    let verifies = 0;
    const calls = mockApi((r) => {
      if (r.path === '/api/auth/refresh') return signedOutRefresh;
      if (r.path === '/api/auth/sign-in') return { body: { mfa_required: true, challenge, expires_at: '2026-11-25T10:05:00Z' } };
      if (r.path === '/api/auth/mfa/verify') {
        verifies++;
        return verifies === 1 ? { status: 401, body: { error: { code: 'invalid_mfa_code', message: 'x' } } } : { body: session() };
      }
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/auth']);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Vérification en deux étapes' })).toBeInTheDocument();
    // A malformed code is refused before any call.
    // A malformed code says what is expected (not "incorrect"), before any call.
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Saisissez les 6 chiffres du code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code de vérification'), '12');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Saisissez les 6 chiffres du code')).toBeInTheDocument();
    expect(screen.queryByText('Code incorrect, expiré ou déjà utilisé.')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/mfa/verify')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Code de vérification'));
    await user.type(screen.getByLabelText('Code de vérification'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Code incorrect, expiré ou déjà utilisé.');
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    await user.type(screen.getByLabelText('Code de secours'), 'ABCDE-FGH23');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('EDITOR')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/auth/mfa/verify').map((c) => c.body);
    expect(sent).toEqual([
      { challenge, code: '123456' },
      { challenge, recovery_code: 'abcdefgh23' },
    ]);
  });
});
