import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GENERATION_STEPS, type AgentBody, type AgentResponse, type GeneratedFile, type GenerationProgress, type GenerationStep } from '@ov/shared';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';
import { streamSse } from './sse';

/**
 * An app generation, streamed (docs/decisions/111-generation-progress.md): `progress` steps from the first moment,
 * then each `file`, then `done` with the saved project's id. Every way in (landing, editor, chat, builder) uses
 * this one client, so every way builds the same project (issue 13 point 5).
 */

export type GenerationHandlers = {
  onProgress?: (p: GenerationProgress) => void;
  onFile?: (file: GeneratedFile) => void;
  onToken?: (text: string) => void;
};

const isStep = (s: unknown): s is GenerationStep => typeof s === 'string' && (GENERATION_STEPS as readonly string[]).includes(s);

/** POSTs sentinel-ai-agent as a stream; resolves with the final answer, throws ApiError (also when aborted). */
export async function streamAppGeneration(body: AgentBody, handlers: GenerationHandlers = {}, signal?: AbortSignal): Promise<AgentResponse> {
  const stream = streamSse('/api/functions/sentinel-ai-agent', body, signal ? { signal } : {});
  try {
    for await (const ev of stream) {
      const data = JSON.parse(ev.data) as unknown;
      if (ev.event === 'progress') {
        const p = data as GenerationProgress;
        if (isStep(p.step)) handlers.onProgress?.(p);
      } else if (ev.event === 'file') handlers.onFile?.(data as GeneratedFile);
      else if (ev.event === 'token') handlers.onToken?.((data as { text: string }).text);
      else if (ev.event === 'error') {
        const e = data as { code: string; message: string; status?: number };
        throw new ApiError(e.code, e.message, e.status ?? 500);
      } else if (ev.event === 'done') return data as AgentResponse;
    }
  } catch (e) {
    if (signal?.aborted) throw new ApiError('aborted', 'The generation was cancelled', 0);
    throw e;
  }
  if (signal?.aborted) throw new ApiError('aborted', 'The generation was cancelled', 0);
  throw new ApiError('network_error', 'The stream ended without an answer', 0);
}

export type GenerationState =
  | { status: 'idle' }
  | { status: 'running'; prompt: string; steps: GenerationStep[]; files: GeneratedFile[] }
  | { status: 'done'; prompt: string; steps: GenerationStep[]; files: GeneratedFile[]; result: AgentResponse }
  | { status: 'proposals'; prompt: string; proposals: string[]; result: AgentResponse }
  | { status: 'error'; prompt: string; steps: GenerationStep[]; files: GeneratedFile[]; error: unknown };

export type GenerationEvent =
  | { type: 'start'; prompt: string }
  | { type: 'progress'; step: GenerationStep }
  | { type: 'file'; file: GeneratedFile }
  | { type: 'done'; result: AgentResponse }
  | { type: 'error'; error: unknown };

/** The state of one generation as its events arrive (pure: unit-tested). */
export function reduceGeneration(state: GenerationState, ev: GenerationEvent): GenerationState {
  if (ev.type === 'start') return { status: 'running', prompt: ev.prompt, steps: [], files: [] };
  if (state.status !== 'running') return state;
  switch (ev.type) {
    case 'progress':
      return state.steps.includes(ev.step) ? state : { ...state, steps: [...state.steps, ev.step] };
    case 'file': {
      // A path written twice keeps its last content, in its first place.
      const at = state.files.findIndex((f) => f.path === ev.file.path);
      const files = at < 0 ? [...state.files, ev.file] : state.files.map((f, i) => (i === at ? ev.file : f));
      return { ...state, files };
    }
    case 'done':
      if (ev.result.proposals?.length && !ev.result.files.length) return { status: 'proposals', prompt: state.prompt, proposals: ev.result.proposals, result: ev.result };
      return { status: 'done', prompt: state.prompt, steps: [...GENERATION_STEPS], files: ev.result.files, result: ev.result };
    case 'error':
      return { status: 'error', prompt: state.prompt, steps: state.steps, files: state.files, error: ev.error };
  }
}

/**
 * Runs generations one at a time. Leaving the page (unmount) or starting another aborts the one running: the
 * server then neither finishes nor charges it (decision 015). On delivery the projects queries are invalidated,
 * so "Mes projets" lists the new project.
 */
export function useAppGeneration(opts: { onFile?: (file: GeneratedFile) => void; onDone?: (r: AgentResponse) => void } = {}) {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const queryClient = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (body: AgentBody): Promise<AgentResponse | null> => {
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      const apply = (ev: GenerationEvent) => {
        if (controller.current === ac) setState((s) => reduceGeneration(s, ev));
      };
      apply({ type: 'start', prompt: body.prompt });
      try {
        const result = await streamAppGeneration(
          body,
          {
            onProgress: (p) => apply({ type: 'progress', step: p.step }),
            onFile: (file) => {
              apply({ type: 'file', file });
              if (controller.current === ac) optsRef.current.onFile?.(file);
            },
          },
          ac.signal,
        );
        if (controller.current !== ac) return null;
        apply({ type: 'done', result });
        if (result.project_id) void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
        optsRef.current.onDone?.(result);
        return result;
      } catch (error) {
        if (ac.signal.aborted) return null;
        apply({ type: 'error', error });
        return null;
      } finally {
        if (controller.current === ac) controller.current = null;
        // delivered or not, a generation may have charged: the one balance refetches (lib/credits.ts)
        void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
      }
    },
    [queryClient],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset };
}
