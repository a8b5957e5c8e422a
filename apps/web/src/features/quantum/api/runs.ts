import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuantumRun, QuantumRunInput, QuantumRunList } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

const RUNS_KEY = ['quantum', 'runs'] as const;

/** GET /api/quantum/runs: the caller's past runs, newest first. */
export const getRuns = (opts?: RequestOptions) => apiFetch<QuantumRunList>('/api/quantum/runs?limit=20', withSignal(opts));

export const runsOptions = () => queryOptions({ queryKey: RUNS_KEY, queryFn: ({ signal }) => getRuns({ signal }) });

export const useRuns = (enabled: boolean) => useQuery({ ...runsOptions(), enabled });

/** POST /api/quantum/runs: computes and stores a run; refreshes the history. */
export const createRun = (input: QuantumRunInput) => apiFetch<QuantumRun>('/api/quantum/runs', { method: 'POST', json: input });

export function useCreateRun() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRun, onSuccess: () => qc.invalidateQueries({ queryKey: RUNS_KEY }) });
}
