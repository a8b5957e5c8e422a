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
});
