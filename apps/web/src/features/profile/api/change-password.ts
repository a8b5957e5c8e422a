import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

/** POST /api/auth/password: changes the password with the current one (204; other sessions end, decision 031). */
export const changePassword = (input: ChangePasswordInput, opts?: RequestOptions) =>
  apiFetch<void>('/api/auth/password', { method: 'POST', json: input, ...withSignal(opts) });

export const useChangePassword = () => useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(input) });
