import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTION_HISTORY_LIMIT, type CreditTransactionsResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/credits/transactions: spec §7, newest first, limit 50. */
export const getTransactions = (opts?: RequestOptions) =>
  apiFetch<CreditTransactionsResponse>(`/api/credits/transactions?limit=${TRANSACTION_HISTORY_LIMIT}`, withSignal(opts)).then((r) => r.transactions);

export const transactionsOptions = () =>
  queryOptions({ queryKey: queryKeys.credits.transactions, queryFn: ({ signal }) => getTransactions({ signal }) });

export const useTransactions = () => useQuery(transactionsOptions());
