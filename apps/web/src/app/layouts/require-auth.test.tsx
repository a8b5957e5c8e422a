import { describe, expect, it, vi } from 'vitest';
import { renderHook, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/language';
import { mockApi, renderRoutes, session, signedOutRefresh, Probe, setUpPageTests } from '@/test/utils';
import { RequireAuth } from './require-auth';

function AuthProbe() {
  const location = useLocation();
  return <p>AUTH from={(location.state as { from?: string } | null)?.from}</p>;
}

const routes = [
  { path: '/auth', element: <AuthProbe /> },
  {
    path: '/account/security',
    element: (
      <RequireAuth>
        <Probe label="ENROL" />
      </RequireAuth>
    ),
  },
  {
    path: '/projects',
    element: (
      <RequireAuth>
        <Probe label="SECRET" />
      </RequireAuth>
    ),
  },
];

describe('RequireAuth', () => {
  setUpPageTests({ signedIn: false });

  it("shows 'Chargement...' while the session loads, then redirects to /auth remembering the origin", async () => {
    localStorage.setItem('ov_session', '1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify(signedOutRefresh.body), { status: 401 });
      }),
    );
    renderRoutes(routes, ['/projects?tab=2']);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    release();
    expect(await screen.findByText('AUTH from=/projects?tab=2')).toBeInTheDocument();
    expect(screen.queryByText('SECRET')).not.toBeInTheDocument();
  });

  it('redirects at once, without a refresh call, when no session was ever opened in this browser', async () => {
    const calls = mockApi(() => undefined);
    renderRoutes(routes, ['/projects']);
    expect(await screen.findByText('AUTH from=/projects')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('renders the page when the refresh cookie restores a session', async () => {
    localStorage.setItem('ov_session', '1');
    mockApi((r) => {
      if (r.path === '/api/auth/refresh') return { body: session() };
      if (r.path === '/api/credits') return { body: { amount: 42 } };
      return undefined;
    });
    renderRoutes(routes, ['/projects']);
    expect(await screen.findByText('SECRET')).toBeInTheDocument();
  });

  it('sends an admin or ministry account without 2FA to /account/security first (decision 211)', async () => {
    localStorage.setItem('ov_session', '1');
    const s = session();
    s.session.user = { ...s.session.user, roles: ['ministry_defense'], mfa_enabled: false, mfa_required: true };
    mockApi((r) => (r.path === '/api/auth/refresh' ? { body: s } : undefined));
    renderRoutes(routes, ['/projects']);
    expect(await screen.findByText('ENROL')).toBeInTheDocument();
    expect(screen.queryByText('SECRET')).not.toBeInTheDocument();
  });

  it('lets the same account through once 2FA is on', async () => {
    localStorage.setItem('ov_session', '1');
    const s = session();
    s.session.user = { ...s.session.user, roles: ['ministry_defense'], mfa_enabled: true, mfa_required: true };
    mockApi((r) => (r.path === '/api/auth/refresh' ? { body: s } : undefined));
    renderRoutes(routes, ['/projects']);
    expect(await screen.findByText('SECRET')).toBeInTheDocument();
  });
});

describe('providers', () => {
  it('useAuth outside its provider throws the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
  it('useLanguage outside its provider throws a similar message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLanguage())).toThrow('useLanguage must be used within a LanguageProvider');
  });
});
