import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockApi, setUpPageTests, signedOutRefresh } from '@/test/utils';
import { AppProviders } from './providers';
import { LandingShell } from './landing-shell';

// The landing failing to render (a bug, or one of its lazy parts gone after a redeploy).
vi.mock('./routes/landing', () => ({
  Component: () => {
    throw new Error('the landing broke');
  },
}));

describe('the landing shell, its page failing', () => {
  setUpPageTests({ signedIn: false, clearSessionStorage: true });

  it('shows the root error page (title, message, reload button) instead of an empty page', async () => {
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <LandingShell navigate={vi.fn()} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Cette page n’a pas pu s’afficher.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(logged.mock.calls.some((c) => c.some((a) => a instanceof Error && a.message === 'the landing broke'))).toBe(true);
    logged.mockRestore();
  });
});
