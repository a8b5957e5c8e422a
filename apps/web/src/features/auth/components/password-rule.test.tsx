import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newPasswordSchema } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { mockApi, renderRoutes, signedOutRefresh } from '@/test/utils';
import { AuthPage } from './auth-page';
import { ResetPasswordPage } from './reset-password-page';

// The server refuses a 5-character password (the shared schema); the forms refuse it too, with the spec's words.
const TOO_SHORT = '12345';
const TOKEN = 'a'.repeat(43);

const WORDS = {
  fr: { tab: 'Inscription', name: 'Nom complet', password: 'Mot de passe', submit: "S'inscrire", min: 'Minimum 6 caractères' },
  en: { tab: 'Sign up', name: 'Full name', password: 'Password', submit: 'Sign up', min: 'At least 6 characters' },
} as const;

describe('the server’s password rule, shown by the forms', () => {
  beforeEach(() => setSession(null));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('fr');
  });

  it('is the shared schema’s rule', () => {
    expect(newPasswordSchema.safeParse(TOO_SHORT).success).toBe(false);
    expect(newPasswordSchema.safeParse('123456').success).toBe(true);
  });

  for (const lang of ['fr', 'en'] as const) {
    it(`sign-up refuses it in ${lang}, with the hint and the error announced on the field`, async () => {
      await i18n.changeLanguage(lang);
      const w = WORDS[lang];
      const calls = mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
      const user = userEvent.setup();
      renderRoutes([{ path: '/auth', element: <AuthPage /> }], ['/auth']);
      await user.click(await screen.findByRole('tab', { name: w.tab }));
      await user.type(screen.getByLabelText(w.name), 'Ada');
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      const password = screen.getByLabelText(w.password);
      await user.type(password, TOO_SHORT);
      await user.click(screen.getByRole('button', { name: w.submit }));
      expect(await screen.findByText(w.min, { selector: '[role=alert]' })).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(`${w.min} ${w.min}`);
      expect(calls.some((c) => c.path === '/api/auth/sign-up')).toBe(false);
    });
  }

  it('the reset page refuses it and a different confirmation, then sends only the new password', async () => {
    await i18n.changeLanguage('en');
    const calls = mockApi((r) => (r.path === '/api/auth/password-reset/confirm' ? { body: { ok: true } } : undefined));
    const user = userEvent.setup();
    renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], [`/reset-password?token=${TOKEN}`]);
    await user.type(await screen.findByLabelText('New password'), TOO_SHORT);
    await user.type(screen.getByLabelText('Confirm the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('At least 6 characters', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh-Start-2026');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'Fresh-Start-2026');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/password-reset/confirm')?.body).toEqual({ token: TOKEN, new_password: 'Fresh-Start-2026' });
  });
});
