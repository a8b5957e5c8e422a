import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export type Profile = { id: string; full_name: string | null; avatar_url: string | null; email: string; plan: string };
export type UpdateProfileInput = { full_name?: string; avatar_url?: string | null };

export const getProfile = (opts?: RequestOptions) => apiFetch<{ profile: Profile }>('/api/profile', withSignal(opts)).then((r) => r.profile);

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile({ signal }) });
export const useProfile = () => useQuery(getProfileQueryOptions());

export const updateProfile = (input: UpdateProfileInput, opts?: RequestOptions) =>
  apiFetch<{ profile?: Profile }>('/api/profile', { method: 'PATCH', json: input, ...withSignal(opts) });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['profile'] }),
  });
}
