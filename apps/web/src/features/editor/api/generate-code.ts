import { codeOf, type CodegenBody, type CodegenResponse, type ProjectFile } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

/** The suggestions and their rules live in utils/suggestions.ts (persisted per project, shown as diffs). */
export type { Suggestion } from '../utils/suggestions';

/** The code of a model's answer: the first fenced block if it added one, with one final newline. */
export const extractCode = (text: string): string => codeOf(text).replace(/\s+$/, '') + '\n';

/** Spec §7: target is web for TypeScript or JavaScript, code otherwise. */
export const targetFor = (language: string): 'web' | 'code' => (language === 'typescript' || language === 'javascript' ? 'web' : 'code');

/** The prompt with the active file as context (its path and its first 4,000 characters). */
export function assistantPrompt(request: string, file: ProjectFile | null): string {
  if (!file) return request;
  return [request.trim(), '', '```' + file.path, file.content.slice(0, 4000), '```'].join('\n');
}

export type GeneratedCode = { code: string; explanation: string; creditsUsed: number };

/**
 * POST /api/functions/sentinel-codegen; the server checks the session and the credits. Aborting the signal closes
 * the request: the server does not charge a client that left (decision 015).
 */
export async function generateCode(prompt: string, language: string, opts?: RequestOptions): Promise<GeneratedCode> {
  const body: CodegenBody = { prompt: prompt.slice(0, 8000), language, target: targetFor(language) };
  const res = await apiFetch<CodegenResponse>('/api/functions/sentinel-codegen', { method: 'POST', json: body, ...withSignal(opts) });
  if (!res.generatedCode?.trim()) throw new Error('empty');
  return { code: extractCode(res.generatedCode), explanation: res.explanation ?? '', creditsUsed: res.creditsUsed ?? 0 };
}
