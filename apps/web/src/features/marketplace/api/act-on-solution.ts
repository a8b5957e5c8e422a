import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationInput, EvaluationResponse, GrantInput, GrantResponse, PledgeInput, PledgeResponse } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/marketplace/solutions/:id/{pledges,evaluations,grants}. Each call carries an idempotency key made
 * once per dialog opening, so a retried or double click records one row (decision 193).
 */
const post = <T>(id: string, what: 'pledges' | 'evaluations' | 'grants', body: unknown) =>
  apiFetch<T>(`/api/marketplace/solutions/${encodeURIComponent(id)}/${what}`, { method: 'POST', json: body });

export const pledge = (id: string, body: PledgeInput) => post<PledgeResponse>(id, 'pledges', body);
export const evaluate = (id: string, body: EvaluationInput) => post<EvaluationResponse>(id, 'evaluations', body);
export const grant = (id: string, body: GrantInput) => post<GrantResponse>(id, 'grants', body);

/** Any of the three; the solutions and the caller's pledges are refetched after it. */
export function useSolutionAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'pledge'; id: string; body: PledgeInput } | { kind: 'evaluate'; id: string; body: EvaluationInput } | { kind: 'grant'; id: string; body: GrantInput }) =>
      (a.kind === 'pledge' ? pledge(a.id, a.body) : a.kind === 'evaluate' ? evaluate(a.id, a.body) : grant(a.id, a.body)) as Promise<PledgeResponse | EvaluationResponse | GrantResponse>,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.marketplace.all }),
  });
}
