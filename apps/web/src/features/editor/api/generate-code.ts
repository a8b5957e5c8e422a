import { apiFetch } from '@/lib/api-client';

type CodegenResponse = { generatedCode?: string; generated_code?: string; explanation?: string; language?: string; creditsUsed?: number; error?: string };

/** The suggestions and their rules live in utils/suggestions.ts (persisted per project, shown as diffs). */
export type { Suggestion } from '../utils/suggestions';

/** Strips a surrounding Markdown fence if the model added one. */
export function extractCode(text: string): string {
  const m = /```[\w-]*\n([\s\S]*?)```/.exec(text);
  return (m?.[1] ?? text).replace(/\s+$/, '') + '\n';
}

/** Spec §7: target is web for TypeScript or JavaScript, code otherwise. */
export const targetFor = (language: string): 'web' | 'code' => (language === 'typescript' || language === 'javascript' ? 'web' : 'code');

/** The prompt with the active file as context (its path and its first 4,000 characters). */
export function assistantPrompt(request: string, file: { path: string; content: string } | null): string {
  if (!file) return request;
  return [request.trim(), '', '```' + file.path, file.content.slice(0, 4000), '```'].join('\n');
}

/** POST /api/functions/sentinel-codegen; the server checks the session and the credits. */
export async function generateCode(prompt: string, language: string): Promise<{ code: string; explanation: string; creditsUsed: number }> {
  const res = await apiFetch<CodegenResponse>('/api/functions/sentinel-codegen', {
    method: 'POST',
    json: { prompt: prompt.slice(0, 8000), language, target: targetFor(language) },
  });
  const code = res.generatedCode ?? res.generated_code ?? '';
  if (!code.trim()) throw new Error(res.error ?? 'empty');
  return { code: extractCode(code), explanation: res.explanation ?? '', creditsUsed: res.creditsUsed ?? 0 };
}
