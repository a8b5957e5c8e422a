import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, session, setUpPageTests } from '@/test/utils';
import { detail, finding, summary } from '../test-fixtures';
import { AdminQueue } from './admin-queue';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

describe('/admin/store queue', () => {
  setUpPageTests({ signedIn: true });

  it('lists pending listings with score, baseline and open justifications; verifies; reject needs written feedback', async () => {
    setSession({ ...session().session, user: { ...session().session.user, roles: ['admin'] } });
    const calls = mockApi((r) => {
      if (r.path === '/api/admin/store/queue') return { body: { items: [{ ...summary({ status: 'audited', baseline: 'fail', audit_score: 41 }), version: 1, open_justifications: 1, justifications: [{ id: 'j1', finding_id: 'f1', text: 'Sans risque.' }] }], total: 1 } };
      if (r.path === '/api/store/apps/radar-tactique')
        return { body: { app: detail({ status: 'audited', audit: { ...detail().audit!, findings: [finding({ justification: 'Sans risque.', verified: false, justification_id: 'j1' }), finding({ id: 'f2' })] } }) } };
      if (r.method === 'POST') return { body: {} };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/store', element: <AdminQueue /> }], ['/admin/store']);
    const item = await screen.findByTestId('queue-item');
    expect(within(item).getByText('Audité')).toBeInTheDocument();
    expect(within(item).getByText('Score 41/100')).toBeInTheDocument();
    expect(item).toHaveTextContent('Ligne de base non conforme');
    expect(item).toHaveTextContent('1 justification à vérifier');
    await user.click(within(item).getByRole('button', { name: 'Examiner Radar tactique' }));
    const justifications = await within(item).findByRole('region', { name: 'Justifications' });
    // only justified findings are listed for verification
    expect(within(justifications).getAllByTestId('finding')).toHaveLength(1);
    await user.click(within(justifications).getByRole('button', { name: /^Vérifier la justification/ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/store/findings/j1/verify')?.body).toEqual({ verified: true }));

    await user.click(within(item).getByRole('button', { name: 'Refuser' }));
    expect(within(item).getByText('Un retour écrit est obligatoire pour refuser')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/review'))).toBe(false);
    await user.type(within(item).getByLabelText('Retour écrit à l’éditeur'), 'Ajoutez une mention RGPD.');
    await user.click(within(item).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/store/apps/radar-tactique/review')?.body).toEqual({ action: 'reject', feedback: 'Ajoutez une mention RGPD.' }));
    expect(toast.success).toHaveBeenCalledWith('Application refusée');
  });

  it('approve sends no feedback when none is written; the empty queue says so', async () => {
    setSession({ ...session().session, user: { ...session().session.user, roles: ['admin'] } });
    let empty = false;
    const calls = mockApi((r) => {
      if (r.path === '/api/admin/store/queue') return { body: empty ? { items: [], total: 0 } : { items: [{ ...summary({ status: 'audited' }), version: 1, open_justifications: 0, justifications: [] }], total: 1 } };
      if (r.path === '/api/store/apps/radar-tactique') return { body: { app: detail({ status: 'audited' }) } };
      if (r.method === 'POST') {
        empty = true;
        return { body: {} };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/store', element: <AdminQueue /> }], ['/admin/store']);
    await user.click(await screen.findByRole('button', { name: 'Examiner Radar tactique' }));
    // the vendor's price beside the suggested one (walk of session 12: the reviewer saw only 25 000 €, not 3 000 €)
    const prices = await screen.findByTestId('review-prices');
    expect(prices).toHaveTextContent(/Prix affiché\s*25\s000\s€/);
    expect(prices).toHaveTextContent(/Prix suggéré\s*24\s000\s€/);
    await user.click(await screen.findByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/review'))?.body).toEqual({ action: 'approve' }));
    expect(await screen.findByText('Aucune soumission en attente de revue.')).toBeInTheDocument();
  });
});
