import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaConfirmResponse, MfaEnrollResponse, MfaStatusResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshSession } from '@/lib/session';

/** GET /api/auth/mfa: on or off, required by the roles, recovery codes left. */
export const getMfaStatus = (opts?: RequestOptions) => apiFetch<MfaStatusResponse>('/api/auth/mfa', withSignal(opts));
export const mfaStatusOptions = () => queryOptions({ queryKey: queryKeys.security.mfa, queryFn: ({ signal }) => getMfaStatus({ signal }) });
export const useMfaStatus = () => useQuery(mfaStatusOptions());

/** POST /api/auth/mfa/enroll: a new secret, its otpauth URL and the QR code drawn by the server. */
export const enrollMfa = () => apiFetch<MfaEnrollResponse>('/api/auth/mfa/enroll', { method: 'POST', json: {} });

/** After a 2FA change the session's user (mfa_enabled) is refreshed, so the enrolment gate lets go at once. */
function useAfterChange() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries({ queryKey: queryKeys.security.mfa });
    await refreshSession();
  };
}

export function useConfirmMfa() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (code: string) => apiFetch<MfaConfirmResponse>('/api/auth/mfa/confirm', { method: 'POST', json: { code } }),
    onSuccess: after,
  });
}

export function useDisableMfa() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (code: string) => apiFetch('/api/auth/mfa/disable', { method: 'POST', json: { code } }),
    onSuccess: after,
  });
}

export function useRegenerateRecoveryCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiFetch<MfaConfirmResponse>('/api/auth/mfa/recovery-codes', { method: 'POST', json: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.security.mfa }),
  });
}
