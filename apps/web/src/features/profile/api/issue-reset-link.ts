import { useMutation } from '@tanstack/react-query';
import type { AdminResetLinkResponse, PasswordResetRequestInput } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

/** POST /api/admin/password-reset-links {email} (admin only): a one-time reset link to hand over (decision 032). */
export const issueResetLink = (input: PasswordResetRequestInput, opts?: RequestOptions) =>
  apiFetch<AdminResetLinkResponse>('/api/admin/password-reset-links', { method: 'POST', json: input, ...withSignal(opts) });

export const useIssueResetLink = () => useMutation({ mutationFn: (input: PasswordResetRequestInput) => issueResetLink(input) });
