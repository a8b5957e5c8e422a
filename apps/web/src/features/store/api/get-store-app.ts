import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreAppDetail } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StoreSourceResponse } from './types';

const base = (slug: string) => `/api/store/apps/${encodeURIComponent(slug)}`;

/** GET /api/store/apps/:slug → { app }: 404 for a listing the caller may not see. */
export const getStoreApp = (slug: string, opts?: RequestOptions) =>
  apiFetch<{ app: StoreAppDetail }>(base(slug), withSignal(opts)).then((r) => r.app);

export const storeAppOptions = (slug: string, enabled = true) =>
  queryOptions({ queryKey: queryKeys.store.detail(slug), queryFn: ({ signal }) => getStoreApp(slug, { signal }), retry: false, enabled });

export const useStoreApp = (slug: string, enabled = true) => useQuery(storeAppOptions(slug, enabled));

/** GET /api/store/apps/:slug/source: the pinned version's files, read-only. */
export const getStoreSource = (slug: string, opts?: RequestOptions) =>
  apiFetch<StoreSourceResponse>(`${base(slug)}/source`, withSignal(opts)).then((r) => r.files);

export const storeSourceOptions = (slug: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.store.source(slug),
    queryFn: ({ signal }) => getStoreSource(slug, { signal }),
    enabled,
    retry: false,
    // A version's files never change (write-once): a new version changes the listing, which refetches this.
    staleTime: Infinity,
  });

export const useStoreSource = (slug: string, enabled: boolean) => useQuery(storeSourceOptions(slug, enabled));

/** The SBOM's address (CycloneDX 1.5 JSON), for a download link. */
export const sbomPath = (slug: string) => `${base(slug)}/sbom`;
export const getStoreSbom = (slug: string, opts?: RequestOptions) => apiFetch<unknown>(sbomPath(slug), withSignal(opts));
