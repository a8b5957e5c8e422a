import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersResponse, AuditResponse, ContactMessagesResponse, Role } from '@ov/shared';
import { apiFetch, apiRequest, toApiError, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Drops empty filters and builds the query string. */
const qs = (params: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

export type UsersFilter = { q?: string; page: number };
export const getUsers = (f: UsersFilter, opts?: RequestOptions) => apiFetch<AdminUsersResponse>(`/api/admin/users${qs(f)}`, withSignal(opts));
export const usersOptions = (f: UsersFilter) =>
  queryOptions({ queryKey: queryKeys.admin.users(f), queryFn: ({ signal }) => getUsers(f, { signal }), placeholderData: keepPreviousData });
export const useUsers = (f: UsersFilter) => useQuery(usersOptions(f));

export type AuditFilter = { event?: string; actor?: string; target?: string; from?: string; to?: string; page: number };
export const getAudit = (f: AuditFilter, opts?: RequestOptions) => apiFetch<AuditResponse>(`/api/admin/audit${qs(f)}`, withSignal(opts));
export const auditOptions = (f: AuditFilter) =>
  queryOptions({ queryKey: queryKeys.admin.audit(f), queryFn: ({ signal }) => getAudit(f, { signal }), placeholderData: keepPreviousData });
export const useAudit = (f: AuditFilter) => useQuery(auditOptions(f));

/** GET /api/admin/audit.csv with the same filters (no page): saved as a file. The server streams it. */
export async function downloadAuditCsv(f: Omit<AuditFilter, 'page'>): Promise<void> {
  const res = await apiRequest(`/api/admin/audit.csv${qs(f)}`, { headers: { Accept: 'text/csv' } });
  if (!res.ok) throw await toApiError(res);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export type MessagesFilter = { status: 'open' | 'handled' | 'all'; page: number };
export const getMessages = (f: MessagesFilter, opts?: RequestOptions) =>
  apiFetch<ContactMessagesResponse>(`/api/admin/contact-messages${qs(f)}`, withSignal(opts));
export const useMessages = (f: MessagesFilter) =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.messages(f), queryFn: ({ signal }) => getMessages(f, { signal }), placeholderData: keepPreviousData }));

export type AdminAction =
  | { kind: 'role'; role: Role; action: 'grant' | 'revoke'; reason: string }
  | { kind: 'credits'; amount: number; reason: string }
  | { kind: 'lock' | 'unlock' | 'mfa-reset'; reason: string };

/** The console's writes: each carries its reason; the lists (users, audit) are refetched after. */
export function useAdminAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: AdminAction) => {
      const base = `/api/admin/users/${encodeURIComponent(userId)}`;
      if (a.kind === 'role') return apiFetch(`${base}/roles`, { method: 'POST', json: { role: a.role, action: a.action, reason: a.reason } });
      if (a.kind === 'credits') return apiFetch(`${base}/credits`, { method: 'POST', json: { amount: a.amount, reason: a.reason } });
      const path = a.kind === 'mfa-reset' ? 'mfa/reset' : a.kind;
      return apiFetch(`${base}/${path}`, { method: 'POST', json: { reason: a.reason } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

export function useMarkHandled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/contact-messages/${encodeURIComponent(id)}/handled`, { method: 'POST', json: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
