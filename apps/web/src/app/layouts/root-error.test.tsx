import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUpPageTests } from '@/test/utils';
import { AppProviders } from '../providers';
import { reloadPage } from './reload-page';
import { RootError, RootLayout } from './root-layout';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

/** The data router's root route (as in router.tsx) over one page whose lazy module fails to load with `error`. */
function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: RootLayout,
        ErrorBoundary: RootError,
        children: [{ path: 'store', lazy: () => Promise.reject(error) }],
      },
    ],
    { initialEntries: ['/store'] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the data router’s root error page (the same ErrorPage as the landing shell’s)', () => {
  setUpPageTests({ signedIn: false, clearSessionStorage: true });
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('reloads by itself once for a stale chunk, and offers a reload and a way home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/store-OLD.js'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Cette page n’a pas pu s’afficher.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('does not reload by itself for any other error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('a bug'));
    await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' });
    expect(reloadPage).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Recharger' }).click();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
