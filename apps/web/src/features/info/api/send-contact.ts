import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export const sendContact = (input: ContactInput, opts?: RequestOptions) =>
  apiFetch<{ id: string }>('/api/contact', { method: 'POST', json: input, anonymous: true, ...withSignal(opts) });

export const useSendContact = () => useMutation({ mutationFn: (input: ContactInput) => sendContact(input) });
