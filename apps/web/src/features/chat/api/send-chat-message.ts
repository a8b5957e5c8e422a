import type { AiSource, ChatBody, ChatResponse, CodegenBody, CodegenResponse } from '@ov/shared';
import { ApiError } from '@/lib/api-client';
import { streamSse } from '@/lib/sse';
import { FUNCTION_FOR, type AiType } from '../utils/ai-types';

export type ChatReply =
  | { kind: 'text'; text: string; sources: AiSource[]; creditsUsed: number; model: string; fallback: boolean }
  | { kind: 'code'; code: string; language: string; explanation: string; securityAnalysis: string; creditsUsed: number; model: string };

/** Body of each function, as spec §7 lists them. */
export function bodyFor(type: AiType, message: string, uiLanguage: string): ChatBody | CodegenBody {
  switch (type) {
    case 'sentinel-codegen':
      return { prompt: message, language: 'typescript', target: 'web' };
    case 'claude':
      return { message, language: uiLanguage };
    default:
      return { message };
  }
}

/**
 * Sends one chat message through POST /api/functions/:name with server-sent events: tokens are
 * passed to `onToken` as they arrive, the final JSON comes with `done`.
 */
export async function sendChatMessage(
  input: { type: AiType; message: string; uiLanguage: string; signal?: AbortSignal },
  onToken: (text: string) => void,
): Promise<ChatReply> {
  const name = FUNCTION_FOR[input.type];
  const stream = streamSse(`/api/functions/${name}`, bodyFor(input.type, input.message, input.uiLanguage), input.signal ? { signal: input.signal } : {});
  for await (const ev of stream) {
    if (ev.event === 'token') onToken((JSON.parse(ev.data) as { text: string }).text);
    else if (ev.event === 'error') {
      const e = JSON.parse(ev.data) as { code: string; message: string; status?: number };
      throw new ApiError(e.code, e.message, e.status ?? 500);
    } else if (ev.event === 'done') {
      const data = JSON.parse(ev.data) as ChatResponse | CodegenResponse;
      if ('generatedCode' in data) {
        return { kind: 'code', code: data.generatedCode, language: data.language, explanation: data.explanation, securityAnalysis: data.securityAnalysis, creditsUsed: data.creditsUsed, model: data.model };
      }
      return { kind: 'text', text: data.response ?? data.generatedText, sources: data.sources ?? [], creditsUsed: data.creditsUsed, model: data.model, fallback: Boolean(data.fallback) };
    }
  }
  throw new ApiError('network_error', 'The stream ended without an answer', 0);
}
