import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoutes, setUpPageTests } from '@/test/utils';
import { ChangePasswordCard } from './password-cards';

describe('ChangePasswordCard', () => {
  setUpPageTests({ signedIn: true });

  it('refuses what the server would refuse with the profile’s words, then sends current and new password only', async () => {
    const calls = mockApi((r) => (r.path === '/api/auth/password' ? { body: { ok: true } } : r.path === '/api/credits' ? { body: { amount: 1 } } : undefined));
    const user = userEvent.setup();
    renderRoutes([{ path: '/profile', element: <ChangePasswordCard /> }], ['/profile']);
    const form = await screen.findByRole('form', { name: 'Mot de passe' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), '12345');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription('Minimum 6 caractères Minimum 6 caractères');
    expect(screen.getByLabelText('Confirmez le nouveau mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques');
    expect(calls.some((c) => c.path === '/api/auth/password')).toBe(false);
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'old-secret');
    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-Secret-2026');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'Nouveau-Secret-2026');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByTestId('password-done')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/password')?.body).toEqual({ current_password: 'old-secret', new_password: 'Nouveau-Secret-2026' });
    // the form is emptied after a change
    await waitFor(() => expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue(''));
    expect(form).toBeInTheDocument();
  });
});
