import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { mockApi, renderRoutes } from '@/test/utils';
import { ContactPage } from './contact-page';

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label === 'Téléphone' ? /^Téléphone/ : label), value);
};

describe('contact form (the shared zod schema decides, the catalogue says it)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says required for empty fields and invalid for bad values, and sends nothing', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], ['/contact']);
    await fill(user, { Nom: 'Koné', Email: 'nope', Téléphone: 'abc', Sujet: 'Démo', Message: 'Bonjour' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const firstName = screen.getByLabelText('Prénom');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Cette valeur n’est pas valide');
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription('Cette valeur n’est pas valide');
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.filter((c) => c.path === '/api/contact')).toHaveLength(0);
  });

  it('sends the parsed message (trimmed, lower-cased email) and leaves an empty phone out', async () => {
    const calls = mockApi((r) => (r.path === '/api/contact' ? { status: 201, body: { id: 'c1' } } : undefined));
    const user = userEvent.setup();
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], ['/contact']);
    await fill(user, { Prénom: ' Awa ', Nom: 'Koné', Email: 'Awa@Example.test', Sujet: 'Démo', Message: 'Bonjour' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/contact')).toBe(true));
    expect(calls.find((c) => c.path === '/api/contact')!.body).toEqual({
      first_name: 'Awa',
      last_name: 'Koné',
      email: 'awa@example.test',
      subject: 'Démo',
      message: 'Bonjour',
    });
    expect(await screen.findByTestId('contact-sent')).toBeInTheDocument();
  });
});
