import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreDeploymentResponse, StoreDeploymentsResponse, StoreOrder, StoreOrderResponse, StoreOrdersResponse, StoreRatingResponse } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;

/** GET /api/store/orders: the caller's purchases and sales. */
export const ordersOptions = () =>
  queryOptions({ queryKey: queryKeys.storeOrders.list, queryFn: ({ signal }) => apiFetch<StoreOrdersResponse>('/api/store/orders', { signal }) });
export const useStoreOrders = () => useQuery(ordersOptions());

/** GET /api/store/orders/:number: the receipt (buyer or seller). */
export const useOrder = (number: string) =>
  useQuery({
    queryKey: queryKeys.storeOrders.detail(number),
    queryFn: ({ signal }) => apiFetch<StoreOrderResponse>(`/api/store/orders/${enc(number)}`, { signal }),
    select: (r) => r.order,
  });

/** GET /api/store/apps/:slug/purchase: the viewer's order and rating of a listing. */
export const usePurchaseOf = (slug: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.storeOrders.purchase(slug),
    queryFn: ({ signal }) => apiFetch<{ order: StoreOrder | null; stars: number | null }>(`/api/store/apps/${enc(slug)}/purchase`, { signal }),
    enabled,
  });

/**
 * POST /api/store/apps/:slug/orders. The caller passes one key per purchase attempt (made when the dialog opens):
 * a double click or a retry sends the same key and the server answers with the same order. No price is sent.
 */
export function useBuy(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiFetch<StoreOrderResponse>(`/api/store/apps/${enc(slug)}/orders`, { method: 'POST', json: { idempotency_key: idempotencyKey } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.storeOrders.all }),
  });
}

export function useRate(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) => apiFetch<StoreRatingResponse>(`/api/store/apps/${enc(slug)}/ratings`, { method: 'POST', json: { stars } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.storeOrders.purchase(slug) }),
  });
}

export const useDeployments = () =>
  useQuery({ queryKey: queryKeys.storeOrders.deployments, queryFn: ({ signal }) => apiFetch<StoreDeploymentsResponse>('/api/store/deployments', { signal }) });

export function useDeploy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, version }: { slug: string; version?: number }) =>
      apiFetch<StoreDeploymentResponse>(`/api/store/apps/${enc(slug)}/deployments`, { method: 'POST', json: version === undefined ? {} : { version } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.storeOrders.deployments }),
  });
}

export function useUndeploy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<StoreDeploymentResponse>(`/api/store/deployments/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.storeOrders.deployments }),
  });
}
