import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { mockApi, renderRoutes, setUpPageTests } from '@/test/utils';
import { EditProjectForm, NewProjectForm } from './project-form';
import { filterProjects } from './project-list';

const ID = '11111111-2222-4333-8444-555555555555';

function Where() {
  return <p>AT {useLocation().pathname}</p>;
}

describe('project form', () => {
  setUpPageTests({ signedIn: true });

  it('new mode: requires a title, creates the project with the Hello page, then opens /projects/{id}', async () => {
    const calls = mockApi((r) => {
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      if (r.path === '/api/projects' && r.method === 'POST') return { status: 201, body: { id: ID } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/projects/new', element: <NewProjectForm /> },
        { path: '/projects/:id', element: <Where /> },
      ],
      ['/projects/new'],
    );
    expect(screen.getByRole('heading', { name: 'Nouveau projet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sauvegarder les métadonnées' }));
    expect(screen.getByText('Le titre est requis')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titre'), 'Radar');
    await user.selectOptions(screen.getByLabelText('Visibilité'), 'Ministère');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Défense');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder les métadonnées' }));
    expect(await screen.findByText(`AT /projects/${ID}`)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/projects')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Radar', visibility: 'ministry_only', category: 'defense', description: null });
    expect((body.code_content as { path: string }[])[0]!.path).toBe('index.html');
  });

  it('edit mode: loads with a spinner, shows visibility as public when missing, saves with PATCH', async () => {
    const calls = mockApi((r) => {
      if (r.path === '/api/credits') return { body: { amount: 100 } };
      if (r.path === `/api/projects/${ID}` && r.method === 'GET')
        return { body: { project: { id: ID, title: 'Radar', description: 'd', visibility: null, category: 'defense', code_content: [], updated_at: '' } } };
      if (r.path === `/api/projects/${ID}` && r.method === 'PATCH') return { body: { project: {} } };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/projects/:id', element: <EditProjectForm id={ID} /> }], [`/projects/${ID}`]);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(await screen.findByLabelText('Titre')).toHaveValue('Radar');
    expect(screen.getByLabelText('Visibilité')).toHaveValue('public');
    expect(screen.getByRole('heading', { name: 'Éditer le projet' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Titre'));
    await user.type(screen.getByLabelText('Titre'), 'Radar 2');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder les métadonnées' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ title: 'Radar 2', visibility: 'public' });
  });

  it('edit mode: a missing project sends the user back to /projects', async () => {
    mockApi((r) => (r.path === '/api/credits' ? { body: { amount: 1 } } : undefined));
    renderRoutes(
      [
        { path: '/projects/:id', element: <EditProjectForm id={ID} /> },
        { path: '/projects', element: <Where /> },
      ],
      [`/projects/${ID}`],
    );
    expect(await screen.findByText('AT /projects')).toBeInTheDocument();
  });

  it('the list search matches title and description, case-insensitively', () => {
    const p = (title: string, description: string | null) => ({ id: title, title, description, visibility: null, updated_at: '' });
    const list = [p('Radar', null), p('Drone', 'Surveillance côtière')];
    expect(filterProjects(list, 'radar').map((x) => x.title)).toEqual(['Radar']);
    expect(filterProjects(list, 'CÔTIÈRE').map((x) => x.title)).toEqual(['Drone']);
    expect(filterProjects(list, '  ')).toHaveLength(2);
  });
});
