import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse, UpdateProfileInput } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The /api/profile resource, typed with @ov/shared. */
export type { Profile, UpdateProfileInput };

/** GET /api/profile. */
export const getProfile = (opts?: RequestOptions) => apiFetch<ProfileResponse>('/api/profile', withSignal(opts)).then((r) => r.profile);

export const profileOptions = () => queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile({ signal }) });
export const useProfile = () => useQuery(profileOptions());

/** PATCH /api/profile: only full_name and avatar_url. */
export const updateProfile = (input: UpdateProfileInput, opts?: RequestOptions) =>
  apiFetch<ProfileResponse>('/api/profile', { method: 'PATCH', json: input, ...withSignal(opts) });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
