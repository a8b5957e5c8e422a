import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';

export const sendContact = (input: ContactInput) =>
  apiFetch<{ id: string }>('/api/contact', { method: 'POST', json: input, anonymous: true });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
