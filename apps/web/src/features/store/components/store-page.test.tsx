import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { STORE_PAGE_SIZE } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, setUpPageTests } from '@/test/utils';
import { summary } from '../test-fixtures';
import { StorePage } from './store-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const PROJECT = '11111111-2222-4333-8444-555555555555';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

const renderStore = (at = '/store') =>
  renderRoutes(
    [
      {
        path: '/store',
        element: (
          <>
            <StorePage />
            <Where />
          </>
        ),
      },
      { path: '/store/:slug', element: <Where /> },
    ],
    [at],
  );

function listApi(items = [summary()], total = items.length, extra?: Parameters<typeof mockApi>[0]) {
  return mockApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.path === '/api/credits') return { body: { amount: 100 } };
    if (r.path === '/api/store/apps/mine') return { body: { items: [], total: 0 } };
    if (r.path.startsWith('/api/store/apps') && r.method === 'GET') return { body: { items, total, page: 1, page_size: STORE_PAGE_SIZE } };
    return undefined;
  });
}

describe('/store', () => {
  setUpPageTests({ signedIn: true });
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('shows cards with 3 tech badges plus "+N", the price in EUR with French formatting, status and audit chip', async () => {
    listApi();
    renderStore();
    const card = await screen.findByTestId('store-card');
    expect(within(card).getByRole('link', { name: 'Radar tactique' })).toHaveAttribute('href', '/store/radar-tactique');
    const tech = within(card).getByRole('list', { name: 'Technologies' });
    expect(within(tech).getAllByRole('listitem')).toHaveLength(4);
    expect(tech).toHaveTextContent('+2');
    expect(tech).toHaveTextContent('et 2 autres technologies');
    // fr-FR: narrow no-break space as thousands separator, euro sign after.
    expect(within(card).getByTestId('store-card-price').textContent).toMatch(/25\s000\s€/);
    expect(within(card).getByText('Approuvé')).toBeInTheDocument();
    expect(within(card).getByText('Score 87/100')).toBeInTheDocument();
    expect(card).toHaveTextContent('Ligne de base conforme');
  });

  it('English formats the price the English way', async () => {
    await i18n.changeLanguage('en');
    listApi();
    renderStore();
    const card = await screen.findByTestId('store-card');
    expect(within(card).getByTestId('store-card-price')).toHaveTextContent('€25,000');
    expect(within(card).getByText('Approved')).toBeInTheDocument();
  });

  it('search is debounced and done by the server, and the state lives in the URL with category and sort', async () => {
    const calls = listApi();
    renderStore();
    await screen.findByTestId('store-card');
    // Only the debounce's timer is faked (no wall clock): typing costs no time, then the pause is played.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const box = screen.getByLabelText('Rechercher une application');
      // a keystroke every 100 ms: the search waits for the pause
      for (let i = 1; i <= 'securite'.length; i++) {
        fireEvent.change(box, { target: { value: 'securite'.slice(0, i) } });
        act(() => vi.advanceTimersByTime(100));
      }
      expect(calls.filter((c) => c.path.includes('q='))).toHaveLength(0);
      act(() => vi.advanceTimersByTime(199));
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/store$/);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByTestId('where')).toHaveTextContent('/store?q=securite');
    await waitFor(() => expect(calls.filter((c) => c.path.includes('q=')).map((c) => c.path)).toEqual(['/api/store/apps?q=securite&sort=rating']));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Défense');
    await user.selectOptions(screen.getByLabelText('Trier par'), 'Prix décroissant');
    expect(screen.getByTestId('where')).toHaveTextContent('/store?q=securite&category=defense&sort=price');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/store/apps?q=securite&category=defense&sort=price'));
  });

  it('reads its state from the URL and pages past 24 results', async () => {
    const calls = listApi(Array.from({ length: STORE_PAGE_SIZE }, (_, i) => summary({ slug: `app-${i}`, title: `App ${i}` })), 30);
    const user = userEvent.setup();
    renderStore('/store?sort=downloads&category=security');
    await screen.findAllByTestId('store-card');
    expect(calls.find((c) => c.path.startsWith('/api/store/apps?'))!.path).toBe('/api/store/apps?category=security&sort=downloads');
    expect(screen.getByLabelText('Trier par')).toHaveValue('downloads');
    const nav = screen.getByRole('navigation', { name: 'Pages des résultats' });
    expect(nav).toHaveTextContent('Page 1 sur 2');
    expect(within(nav).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByTestId('where')).toHaveTextContent('page=2');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/store/apps?category=security&sort=downloads&page=2'));
  });

  it('the spec’s empty state', async () => {
    listApi([], 0);
    renderStore('/store?q=zzz');
    expect(await screen.findByText('Aucune application trouvée pour ces critères.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('submit dialog: required fields toast, price 10000 by default, min 1000 step 1000, success toast for 5 s', async () => {
    const calls = listApi([summary()], 1, (r) => {
      if (r.path === '/api/projects') return { body: { projects: [{ id: PROJECT, title: 'Mon radar', description: 'Un radar', visibility: 'private', category: 'defense', updated_at: '' }] } };
      if (r.path === '/api/store/apps' && r.method === 'POST') return { status: 201, body: { app: summary({ slug: 'mon-radar', status: 'pending' }) } };
      return undefined;
    });
    const user = userEvent.setup();
    renderStore();
    await user.click(await screen.findByRole('button', { name: 'Soumettre une application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soumettre une application' });
    const price = within(dialog).getByLabelText('Prix (EUR)');
    expect(price).toHaveValue(10000);
    expect(price).toHaveAttribute('min', '1000');
    expect(price).toHaveAttribute('step', '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Veuillez remplir tous les champs obligatoires' });
    expect(within(dialog).getByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('La description est obligatoire')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Projet'), 'Mon radar');
    // picking the project fills what the author has not typed yet
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Mon radar');
    expect(within(dialog).getByLabelText('Catégorie')).toHaveValue('defense');
    await user.clear(price);
    await user.type(price, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    expect(within(dialog).getByText('Le prix doit être un multiple de 1 000 €')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    expect(within(dialog).getByText('Le prix minimum est de 1 000 €')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12000');
    await user.selectOptions(within(dialog).getByLabelText('CSPN (ANSSI)'), 'En cours de qualification');
    await user.click(within(dialog).getByLabelText('Réservé aux ministères'));
    await user.type(within(dialog).getByLabelText('Fonctionnalités (une par ligne)'), 'Carte{enter}Alertes');
    await user.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/store/mon-radar'));
    expect(toast.success).toHaveBeenCalledWith('Application soumise !', {
      description: 'Votre application a été soumise pour validation. Elle sera visible aux investisseurs/État une fois approuvée.',
      duration: 5000,
    });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      project_id: PROJECT,
      title: 'Mon radar',
      description: 'Un radar',
      category: 'defense',
      price: 12000,
      target_buyers: 'both',
      classification: 'non_protege',
      ministry_only: true,
      features: ['Carte', 'Alertes'],
      certifications: [{ name: 'cspn', status: 'in_progress' }],
    });
  });

  it('"Mes applications" lists the author’s listings with their status', async () => {
    mockApi((r) => {
      if (r.path === '/api/store/apps/mine') return { body: { items: [summary({ slug: 'x', title: 'Mon outil', status: 'rejected', audit_score: null, baseline: null })], total: 1 } };
      if (r.path.startsWith('/api/store/apps')) return { body: { items: [], total: 0, page: 1, page_size: 24 } };
      return undefined;
    });
    renderStore();
    const mine = await screen.findByRole('region', { name: 'Mes applications' });
    expect(within(mine).getByRole('link', { name: 'Mon outil' })).toHaveAttribute('href', '/store/x');
    expect(within(mine).getByText('Refusé')).toBeInTheDocument();
    expect(within(mine).getByText('Audit en cours')).toBeInTheDocument();
  });
});

describe('/store signed out', () => {
  setUpPageTests({ signedIn: false });
  it('invites to sign in instead of the submit button', async () => {
    mockApi((r) => (r.path.startsWith('/api/store/apps') ? { body: { items: [], total: 0, page: 1, page_size: 24 } } : r.path === '/api/auth/refresh' ? { status: 401, body: { error: { code: 'invalid_refresh_token', message: 'no' } } } : undefined));
    renderStore();
    expect(await screen.findByRole('link', { name: 'Connectez-vous pour soumettre une application' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Soumettre une application' })).not.toBeInTheDocument();
    await act(async () => {});
  });
});
