import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

/** POST /api/contact (anonymous allowed). */
export const sendContact = (input: ContactInput, opts?: RequestOptions) =>
  apiFetch<ContactResponse>('/api/contact', { method: 'POST', json: input, anonymous: true, ...withSignal(opts) });

export const useSendContact = () => useMutation({ mutationFn: (input: ContactInput) => sendContact(input) });
