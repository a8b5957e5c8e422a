import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setSession } from '@/lib/session';
import { mockApi, renderRoutes, session, setUpPageTests } from '@/test/utils';
import { Component as StoreApp } from './store-app';
import { Component as AdminStore } from './admin-store';

// jsdom runs neither Monaco nor the preview's worker.
vi.mock('@/features/editor/components/code-editor', () => ({ CodeEditor: () => <p>editor</p> }));
vi.mock('@/features/preview/components/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

describe('store routes', () => {
  setUpPageTests({ signedIn: true });

  it('a listing the visitor may not see is the not-found page', async () => {
    mockApi((r) => (r.path === '/api/store/apps/secret-app' ? { status: 404, body: { error: { code: 'not_found', message: 'x' } } } : undefined));
    renderRoutes([{ path: '/store/:slug', element: <StoreApp /> }], ['/store/secret-app']);
    expect(await screen.findByTestId('not-found-code')).toHaveTextContent('404');
  });

  it('/admin/store is the not-found page for a non-admin and the queue for an admin', async () => {
    mockApi((r) => (r.path === '/api/admin/store/queue' ? { body: { items: [], total: 0 } } : undefined));
    const { unmount } = renderRoutes([{ path: '/admin/store', element: <AdminStore /> }], ['/admin/store']);
    expect(await screen.findByTestId('not-found-code')).toBeInTheDocument();
    unmount();
    setSession({ ...session().session, user: { ...session().session.user, roles: ['admin'] } });
    renderRoutes([{ path: '/admin/store', element: <AdminStore /> }], ['/admin/store']);
    expect(await screen.findByRole('heading', { name: 'Revue du store' })).toBeInTheDocument();
  });
});
