import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { STORE_PAGE_SIZE } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, setUpPageTests } from '@/test/utils';
import { summary } from '../test-fixtures';
import { submitDraftKey } from '../utils/submit-draft';
import { StorePage } from './store-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const A = '11111111-2222-4333-8444-555555555555';
const B = '22222222-2222-4333-8444-555555555555';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}

const renderStore = () =>
  renderRoutes(
    [
      { path: '/store', element: <StorePage /> },
      { path: '/store/:slug', element: <Where /> },
    ],
    ['/store'],
  );

function api() {
  return mockApi((r) => {
    if (r.path === '/api/credits') return { body: { amount: 100 } };
    if (r.path === '/api/projects')
      return {
        body: {
          projects: [
            { id: A, title: 'Mon radar', description: 'Un radar', visibility: 'private', category: 'defense', updated_at: '' },
            { id: B, title: 'Registre', description: 'Un registre', visibility: 'private', category: 'analytics', updated_at: '' },
          ],
        },
      };
    if (r.path === '/api/store/apps' && r.method === 'POST') return { status: 201, body: { app: summary({ slug: 'radar-v2', status: 'pending' }) } };
    if (r.path === '/api/store/apps/mine') return { body: { items: [], total: 0 } };
    if (r.path.startsWith('/api/store/apps') && r.method === 'GET') return { body: { items: [summary()], total: 1, page: 1, page_size: STORE_PAGE_SIZE } };
    return undefined;
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Soumettre une application') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

async function typeDraft(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Projet'), 'Mon radar');
  const title = within(dialog).getByLabelText('Titre');
  await user.clear(title);
  await user.type(title, 'Radar v2');
  await user.clear(within(dialog).getByLabelText('Description'));
  await user.type(within(dialog).getByLabelText('Description'), 'Surveillance côtière');
  await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Sécurité');
  const price = within(dialog).getByLabelText('Prix (EUR)');
  await user.clear(price);
  await user.type(price, '25000');
  await user.selectOptions(within(dialog).getByLabelText('Acheteurs visés'), 'Gouvernement');
  await user.selectOptions(within(dialog).getByLabelText('Niveau de classification (déclaré)'), 'Diffusion Restreinte');
}

describe('submission draft', () => {
  setUpPageTests({ signedIn: true, clearSessionStorage: true });
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('what was typed survives a reload (sessionStorage, per user), is restored with a notice, and can be discarded', async () => {
    api();
    const user = userEvent.setup();
    renderStore();
    await typeDraft(user, await openDialog(user));
    expect(sessionStorage.getItem(submitDraftKey('u1'))).toContain('Radar v2');
    expect(Object.keys(localStorage).some((k) => k.includes('draft'))).toBe(false);

    // reload: the page is gone, the tab's sessionStorage is not
    cleanup();
    renderStore();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Brouillon restauré : vous retrouvez ce que vous aviez saisi pour ce projet.');
    expect(within(dialog).getByLabelText('Projet')).toHaveValue(A);
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Radar v2');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Surveillance côtière');
    expect(within(dialog).getByLabelText('Catégorie')).toHaveValue('security');
    expect(within(dialog).getByLabelText('Prix (EUR)')).toHaveValue(25000);
    expect(within(dialog).getByLabelText('Acheteurs visés')).toHaveValue('government');
    expect(within(dialog).getByLabelText('Niveau de classification (déclaré)')).toHaveValue('diffusion_restreinte');

    // another project has no draft: filled from that project, no notice
    await user.selectOptions(within(dialog).getByLabelText('Projet'), 'Registre');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Projet'), 'Mon radar');
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Radar v2');

    await user.click(within(dialog).getByRole('button', { name: 'Effacer le brouillon' }));
    expect(toast.success).toHaveBeenCalledWith('Brouillon effacé');
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Mon radar');
    expect(within(dialog).getByLabelText('Prix (EUR)')).toHaveValue(10000);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(submitDraftKey('u1'))).toBeNull();
  });

  it('a successful submission clears the draft; English wording', async () => {
    await i18n.changeLanguage('en');
    const calls = api();
    const user = userEvent.setup();
    renderStore();
    let dialog = await openDialog(user, 'Submit an application');
    await user.selectOptions(within(dialog).getByLabelText('Project'), 'Mon radar');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Radar v2');
    cleanup();
    renderStore();
    dialog = await openDialog(user, 'Submit an application');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Draft restored: what you had typed for this project is back.');
    expect(within(dialog).getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/store/radar-v2'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ project_id: A, title: 'Radar v2' });
    expect(sessionStorage.getItem(submitDraftKey('u1'))).toBeNull();
  });
});
