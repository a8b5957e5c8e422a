import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockApi, setUpPageTests, signedOutRefresh } from '@/test/utils';
import { AppProviders } from './providers';
import { LandingShell } from './landing-shell';
import { reloadPage } from './layouts/reload-page';

// The landing failing to render (a bug, or one of its lazy parts gone after a redeploy).
const failure = vi.hoisted(() => ({ error: new Error('the landing broke') }));
vi.mock('./routes/landing', () => ({
  Component: () => {
    throw failure.error;
  },
}));
vi.mock('./layouts/reload-page', () => ({ reloadPage: vi.fn() }));

const STALE = 'Failed to fetch dynamically imported module: http://localhost/assets/landing-OLD.js';

function renderShell() {
  return render(
    <AppProviders>
      <LandingShell navigate={vi.fn()} />
    </AppProviders>,
  );
}

describe('the landing shell, its page failing', () => {
  setUpPageTests({ signedIn: false, clearSessionStorage: true });
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
  });

  it('shows the root error page (title, message, reload button) instead of an empty page', async () => {
    failure.error = new Error('the landing broke');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Cette page n’a pas pu s’afficher.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(logged.mock.calls.some((c) => c.some((a) => a instanceof Error && a.message === 'the landing broke'))).toBe(true);
    // Not a stale chunk: no automatic reload, only the button's.
    expect(reloadPage).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Recharger' }).click();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('reloads the page once by itself after a redeploy removed a lazy chunk, not again within 10 s (no loop)', async () => {
    failure.error = new TypeError(STALE);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderShell();
    await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem('ov_chunk_reload'))).toBeGreaterThan(Date.now() - 10_000);
    first.unmount();
    // The reloaded page failing the same way (the chunk is still missing): the error page stays, no second reload.
    renderShell();
    await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('does not reload by itself when the time of the last reload cannot be kept (storage blocked)', async () => {
    failure.error = new TypeError(STALE);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderShell();
      await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' });
      expect(reloadPage).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      logged.mockRestore();
    }
  });
});
