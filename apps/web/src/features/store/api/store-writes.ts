import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResubmitStoreAppInput, UpdateStoreAppPriceInput, StoreAppDetail, StoreAppSummary, StoreReviewInput, SubmitStoreAppInput } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const base = (slug: string) => `/api/store/apps/${encodeURIComponent(slug)}`;

/** POST /api/store/apps → 201 { app } (status pending; the server pins the project's current version). */
export const submitStoreApp = (input: SubmitStoreAppInput, opts?: RequestOptions) =>
  apiFetch<{ app: StoreAppSummary }>('/api/store/apps', { method: 'POST', json: input, ...withSignal(opts) }).then((r) => r.app);

/** POST /api/store/apps/:slug/versions: resubmit from the project's current version (author). */
export const resubmitStoreApp = (slug: string, input: ResubmitStoreAppInput, opts?: RequestOptions) =>
  apiFetch<{ app: StoreAppDetail | StoreAppSummary }>(`${base(slug)}/versions`, { method: 'POST', json: input, ...withSignal(opts) });

/** PATCH /api/store/apps/:slug {price} (author): applies to new orders at once (decision 296). */
export const updateStoreAppPrice = (slug: string, input: UpdateStoreAppPriceInput, opts?: RequestOptions) =>
  apiFetch<{ app: StoreAppDetail }>(base(slug), { method: 'PATCH', json: input, ...withSignal(opts) }).then((r) => r.app);

/** POST /api/store/apps/:slug/findings/:id/justification (author). */
export const justifyFinding = (slug: string, findingId: string, text: string, opts?: RequestOptions) =>
  apiFetch<unknown>(`${base(slug)}/findings/${encodeURIComponent(findingId)}/justification`, { method: 'POST', json: { text }, ...withSignal(opts) });

/** POST /api/admin/store/apps/:slug/review (admin, never the author). */
export const reviewStoreApp = (slug: string, input: StoreReviewInput, opts?: RequestOptions) =>
  apiFetch<unknown>(`/api/admin/store/apps/${encodeURIComponent(slug)}/review`, { method: 'POST', json: input, ...withSignal(opts) });

/** POST /api/admin/store/findings/:id/verify (admin). */
export const verifyFinding = (findingId: string, verified: boolean, opts?: RequestOptions) =>
  apiFetch<unknown>(`/api/admin/store/findings/${encodeURIComponent(findingId)}/verify`, { method: 'POST', json: { verified }, ...withSignal(opts) });

/** Every write changes a listing, the lists it appears in and the review queue: refetch the whole store. */
function useStoreWrite<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.store.all }) });
}

export const useSubmitStoreApp = () => useStoreWrite((input: SubmitStoreAppInput) => submitStoreApp(input));
export const useResubmitStoreApp = (slug: string) => useStoreWrite((input: ResubmitStoreAppInput) => resubmitStoreApp(slug, input));
export const useUpdateStoreAppPrice = (slug: string) => useStoreWrite((input: UpdateStoreAppPriceInput) => updateStoreAppPrice(slug, input));
export const useJustifyFinding = (slug: string) => useStoreWrite(({ id, text }: { id: string; text: string }) => justifyFinding(slug, id, text));
export const useReviewStoreApp = () => useStoreWrite(({ slug, input }: { slug: string; input: StoreReviewInput }) => reviewStoreApp(slug, input));
export const useVerifyFinding = () => useStoreWrite(({ id, verified }: { id: string; verified: boolean }) => verifyFinding(id, verified));
