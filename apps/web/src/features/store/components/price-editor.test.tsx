import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreAppDetail } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, setUpPageTests } from '@/test/utils';
import { detail } from '../test-fixtures';
import { formatPrice } from '../utils/format';
import { ListingPage } from './listing-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const SUGGESTED = { amount: 3000, currency: 'EUR' as const, rationale: [{ label: { fr: 'Base', en: 'Base' }, amount: 3000 }] };

function renderListing(app: StoreAppDetail) {
  return renderRoutes([{ path: '/store/:slug', element: <ListingPage app={app} renderDemo={() => null} renderSource={() => null} /> }], [`/store/${app.slug}`]);
}

const api = () =>
  mockApi((r) => {
    if (r.method === 'PATCH' && r.path === '/api/store/apps/radar-tactique') {
      const price = (r.body as { price: number }).price;
      return { body: { app: detail({ is_author: true, price, price_suggestion: SUGGESTED }) } };
    }
    return undefined;
  });

describe('listing price (author)', () => {
  setUpPageTests({ signedIn: true });

  it('the author adopts the suggested price in one click: PATCH {price}, toast in French', async () => {
    const calls = api();
    renderListing(detail({ is_author: true, price: 25000, price_suggestion: SUGGESTED }));
    const panel = screen.getByRole('region', { name: 'Prix' });
    await userEvent.click(within(panel).getByRole('button', { name: `Adopter le prix suggéré (${formatPrice(3000, 'fr')})` }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ price: 3000 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Prix suggéré adopté : ${formatPrice(3000, 'fr')}`, expect.anything()));
  });

  it('the price edit checks the submission rules before sending, then saves', async () => {
    const calls = api();
    renderListing(detail({ is_author: true, price: 25000, price_suggestion: SUGGESTED }));
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const input = screen.getByRole('spinbutton', { name: 'Nouveau prix (EUR)' });
    const save = screen.getByRole('button', { name: 'Enregistrer le prix' });
    for (const [typed, message] of [
      ['500', 'Le prix minimum est de 1 000 €'],
      ['', 'Le prix minimum est de 1 000 €'],
      ['1500', 'Le prix doit être un multiple de 1 000 €'],
      ['20000000', 'Le prix maximum est de 10 000 000 €'],
    ] as const) {
      await userEvent.clear(input);
      if (typed) await userEvent.type(input, typed);
      await userEvent.click(save);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '12000');
    await userEvent.click(save);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ price: 12000 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Prix mis à jour : ${formatPrice(12000, 'fr')}`, expect.anything()));
  });

  it('English: the button and the message', async () => {
    await i18n.changeLanguage('en');
    api();
    renderListing(detail({ is_author: true, price: 25000, price_suggestion: SUGGESTED }));
    expect(screen.getByRole('button', { name: 'Use the suggested price (€3,000)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the price' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'New price (EUR)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'New price (EUR)' }), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText('The price must be a multiple of €1,000')).toBeInTheDocument();
  });

  it('a visitor sees no price controls; the timeline shows a price change', async () => {
    api();
    renderListing(detail({ is_author: false, price: 25000, price_suggestion: SUGGESTED, timeline: [{ at: '2026-11-25T10:00:00.000Z', event: 'price_changed', version: 1, detail: null, price: { from: 25000, to: 3000 } }] }));
    expect(screen.queryByRole('button', { name: /Adopter le prix suggéré/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier le prix' })).toBeNull();
    expect(screen.getByText('Prix modifié')).toBeInTheDocument();
    expect(screen.getByTestId('price-change').textContent).toBe(`${formatPrice(25000, 'fr')} → ${formatPrice(3000, 'fr')}`);
  });
});
