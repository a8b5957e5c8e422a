import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { renderRoutes, setUpPageTests } from '@/test/utils';
import { summary } from '../test-fixtures';
import { StoreCard } from './store-card';

describe('StoreCard', () => {
  setUpPageTests({ signedIn: false });

  // A listing nobody has rated showed "★ 0,0", which reads as the worst mark (walk of session 12).
  it('says a listing is not rated yet instead of showing 0,0, in French and English', async () => {
    const app = summary({ rating: 0, ratings_count: 0 });
    const { unmount } = renderRoutes([{ path: '/store', element: <StoreCard app={app} /> }], ['/store']);
    expect(screen.getByText('Pas encore noté')).toBeInTheDocument();
    expect(screen.queryByText('0,0')).toBeNull();
    unmount();
    await i18n.changeLanguage('en');
    renderRoutes([{ path: '/store', element: <StoreCard app={app} /> }], ['/store']);
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).toBeNull();
  });

  it('still shows a rated listing’s mark with its count for screen readers', () => {
    renderRoutes([{ path: '/store', element: <StoreCard app={summary()} /> }], ['/store']);
    expect(screen.getByText('Note : 4,5 sur 5 (12 avis)')).toBeInTheDocument();
    expect(screen.queryByText('Pas encore noté')).toBeNull();
  });

  // A sample listing is the platform's text: shown in the UI language; a user's listing as its author wrote it.
  it('shows a sample listing’s title and description in the UI language, a user’s listing as written', async () => {
    const translations = {
      fr: { title: 'Coffre', description: 'Coffre-fort documentaire chiffré.' },
      en: { title: 'Vault', description: 'Encrypted document vault.' },
    };
    const sample = summary({ slug: 'govvault', title: 'Coffre', description: 'Coffre-fort documentaire chiffré.', translations });
    const { unmount } = renderRoutes([{ path: '/store', element: <StoreCard app={sample} /> }], ['/store']);
    expect(screen.getByRole('link', { name: 'Coffre' })).toBeInTheDocument();
    expect(screen.getByText('Coffre-fort documentaire chiffré.')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('en');
    const r = renderRoutes([{ path: '/store', element: <StoreCard app={sample} /> }], ['/store']);
    expect(screen.getByRole('link', { name: 'Vault' })).toHaveAttribute('href', '/store/govvault');
    expect(screen.getByText('Encrypted document vault.')).toBeInTheDocument();
    expect(screen.queryByText('Coffre-fort documentaire chiffré.')).toBeNull();
    r.unmount();
    renderRoutes([{ path: '/store', element: <StoreCard app={summary()} /> }], ['/store']);
    expect(screen.getByText('Suivi des alertes en temps réel.')).toBeInTheDocument();
  });
});
