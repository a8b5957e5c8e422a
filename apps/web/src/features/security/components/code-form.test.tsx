import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { CodeForm } from './code-form';

// The 2FA enrolment, regeneration and disabling forms: a code that is not 6 digits says what is expected; a wrong
// 6-digit code keeps the server's refusal.
describe('CodeForm', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('an empty or short code asks for the 6 digits, without a request; a wrong code shows the server’s refusal', async () => {
    await i18n.changeLanguage('fr');
    const onSubmit = vi.fn(async () => {
      throw new ApiError('invalid_mfa_code', 'x', 401);
    });
    const user = userEvent.setup();
    render(<CodeForm id="mfa-confirm-code" submitLabel="Confirmer et activer" onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Code à 6 chiffres' });
    const submit = screen.getByRole('button', { name: 'Confirmer et activer' });
    await user.click(submit);
    expect(await screen.findByText('Saisissez les 6 chiffres du code')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '123');
    await user.click(submit);
    expect(screen.getByText('Saisissez les 6 chiffres du code')).toBeInTheDocument();
    expect(screen.queryByText('Code incorrect, expiré ou déjà utilisé.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '000 000');
    await user.click(submit);
    expect(await screen.findByText('Code incorrect, expiré ou déjà utilisé.')).toBeInTheDocument();
    expect(screen.queryByText('Saisissez les 6 chiffres du code')).not.toBeInTheDocument();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('000000'));
  });

  it('English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(<CodeForm id="mfa-disable-code" submitLabel="Disable" onSubmit={vi.fn(async () => {})} />);
    await user.type(screen.getByRole('textbox'), '12345');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Enter the 6 digits of the code')).toBeInTheDocument();
  });
});
