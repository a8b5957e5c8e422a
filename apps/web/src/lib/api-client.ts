import { env } from '@/config/env';

/** An API failure: `code` is one of ERROR_CODES from @ov/shared (or `network_error`). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  constructor(code: string, message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * Whether `e` is the rejection of a request its caller aborted (an AbortSignal): not a failure to report, the
 * caller left. An aborted request rejects with the signal's reason, a DOMException named AbortError by default.
 */
export const isAbortError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && ((e as { name?: unknown }).name === 'AbortError' || (e as { name?: unknown }).name === 'TimeoutError');

/**
 * What every request function accepts besides its own arguments: an AbortSignal (TanStack Query passes one to
 * `queryFn`; a page that is left aborts its generation with one). Aborting rejects the call with an AbortError
 * and closes the connection, so the server's "client gone → not charged" rule applies (decision 015).
 */
export type RequestOptions = { signal?: AbortSignal | undefined };

/** Just the signal of `opts` (TanStack Query's context carries more than a request needs). */
export const withSignal = (opts?: RequestOptions): RequestOptions => (opts?.signal ? { signal: opts.signal } : {});

// The access token lives in memory only (never in storage): see docs/decisions/020-web-session.md.
let accessToken: string | null = null;
let refresher: (() => Promise<string | null>) | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
export function getAccessToken(): string | null {
  return accessToken;
}
/** The session module registers how to obtain a fresh token after a 401. */
export function setTokenRefresher(fn: (() => Promise<string | null>) | null): void {
  refresher = fn;
}

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON with the right content type. */
  json?: unknown;
  body?: BodyInit | null;
  /** Skip the bearer token and the refresh-on-401 retry (auth endpoints). */
  anonymous?: boolean;
};

export function buildRequest(path: string, opts: ApiFetchOptions, token: string | null): [string, RequestInit] {
  const { json, anonymous, headers, ...rest } = opts;
  const h = new Headers(headers);
  if (!h.has('Accept')) h.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    h.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  if (!anonymous && token) h.set('Authorization', `Bearer ${token}`);
  return [`${env.apiBase}${path}`, { credentials: 'same-origin', ...rest, headers: h, body }];
}

export async function toApiError(res: Response): Promise<ApiError> {
  let code = res.status === 401 ? 'unauthorized' : res.status === 404 ? 'not_found' : 'internal';
  let message = res.statusText || `HTTP ${res.status}`;
  let details: unknown;
  try {
    const data = (await res.json()) as { error?: { code?: string; message?: string; details?: unknown } };
    if (data?.error?.code) code = data.error.code;
    if (data?.error?.message) message = data.error.message;
    details = data?.error?.details;
  } catch {
    // not JSON: keep the status-derived code
  }
  return new ApiError(code, message, res.status, details);
}

/** The rejection of an aborted call: the signal's reason when it is an error, else an AbortError. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error || (typeof DOMException !== 'undefined' && signal.reason instanceof DOMException)
    ? signal.reason
    : new DOMException('The request was aborted', 'AbortError');
}

/**
 * Raw fetch with the token and one refresh-and-retry on 401; returns the Response (used by SSE). An aborted
 * signal rejects with an AbortError (never `network_error`) and skips the refresh and the retry.
 */
export async function apiRequest(path: string, opts: ApiFetchOptions = {}): Promise<Response> {
  const signal = opts.signal ?? undefined;
  const doFetch = (token: string | null) => {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const [url, init] = buildRequest(path, opts, token);
    return fetch(url, init).catch((e: unknown) => {
      if (signal?.aborted || isAbortError(e)) throw signal?.aborted ? abortReason(signal) : e;
      throw new ApiError('network_error', e instanceof Error ? e.message : 'Network error', 0);
    });
  };
  let res = await doFetch(accessToken);
  if (res.status === 401 && !opts.anonymous && refresher) {
    if (signal?.aborted) throw abortReason(signal);
    const fresh = await refresher();
    if (fresh) res = await doFetch(fresh);
  }
  return res;
}

/** JSON API call: adds the in-memory token, refreshes once on 401, throws ApiError on failure. */
export async function apiFetch<T = unknown>(path: string, opts: ApiFetchOptions = {}): Promise<T> {
  const res = await apiRequest(path, opts);
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
