import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session';

export type ResetRequestAnswer = { accepted: boolean; email_enabled: boolean };

/**
 * POST /api/auth/password-reset/request (decision 032): the answer never says whether the account exists; the link
 * is written in the page's language.
 */
export const requestPasswordReset = (input: PasswordResetRequestInput, language: string) =>
  apiFetch<ResetRequestAnswer>('/api/auth/password-reset/request', {
    method: 'POST',
    json: input,
    anonymous: true,
    headers: { 'Accept-Language': language === 'en' ? 'en' : 'fr' },
  });

/** POST /api/auth/password-reset/confirm: sets the new password, which ends every session of the account. */
export const confirmPasswordReset = (input: PasswordResetConfirmInput) =>
  apiFetch<void>('/api/auth/password-reset/confirm', { method: 'POST', json: input, anonymous: true });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: ({ input, language }: { input: PasswordResetRequestInput; language: string }) => requestPasswordReset(input, language),
  });

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: confirmPasswordReset,
    // Every session of the account was ended by the server, this tab's included.
    onSuccess: () => setSession(null),
  });
