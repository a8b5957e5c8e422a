import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type Profile = { id: string; full_name: string | null; avatar_url: string | null; email: string; plan: string };
export type UpdateProfileInput = { full_name?: string; avatar_url?: string | null };

export const getProfile = () => apiFetch<{ profile: Profile }>('/api/profile').then((r) => r.profile);

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });
export const useProfile = () => useQuery(getProfileQueryOptions());

export const updateProfile = (input: UpdateProfileInput) =>
  apiFetch<{ profile?: Profile }>('/api/profile', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['profile'] }),
  });
}
