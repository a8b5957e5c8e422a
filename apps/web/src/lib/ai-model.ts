import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Namespace, TFunction } from 'i18next';
import type { AiModelResponse } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Which model answers (issue 13 point 5, decision 113): the badges say the model that really answered (the
 * `model` of an answer), and before any answer the one the server is configured with. Never a fixed name.
 */

export const OFFLINE_MODEL = 'sentinel-offline';

/** GET /api/functions/model. */
export const getAiModel = (opts?: RequestOptions) =>
  apiFetch<AiModelResponse>('/api/functions/model', { anonymous: true, ...withSignal(opts) }).then((r) => r.model);

export const getAiModelQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ai.model, queryFn: ({ signal }) => getAiModel({ signal }), staleTime: 5 * 60_000 });

/** The configured model's id ('sentinel-offline' or 'provider:model'), undefined while unknown. */
export function useAiModel(): string | undefined {
  return useQuery(getAiModelQueryOptions()).data;
}

/** Words for a model id: the offline AI by name, a configured one as "model (provider)". */
export function modelLabel(t: TFunction<Namespace>, model: string): string {
  if (model === OFFLINE_MODEL) return t('common:models.offline');
  const at = model.indexOf(':');
  if (at < 0) return model;
  return t('common:models.configured', { model: model.slice(at + 1), provider: model.slice(0, at) });
}
