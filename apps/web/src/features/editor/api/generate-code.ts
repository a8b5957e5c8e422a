import { apiFetch } from '@/lib/api-client';

type CodegenResponse = { generatedCode?: string; generated_code?: string; explanation?: string; language?: string; creditsUsed?: number; error?: string };

export type Suggestion = {
  id: string;
  code: string;
  description: string;
  confidence: number;
  kind: 'generate' | 'fix';
  path: string | null;
  /** Fixes: what was done, or what the error means when the file came back unchanged. */
  explanation?: string;
  creditsUsed?: number;
  /** Fixes: the server made this one free (first fix of a file the AI wrote). */
  freeFix?: boolean;
  /** Fixes: the file came back unchanged (nothing to apply). */
  unchanged?: boolean;
};

/** Spec §3: a generated suggestion has confidence 0.9. */
export const GENERATED_CONFIDENCE = 0.9;
/** Spec §9: the 5 latest suggestions are kept. */
export const MAX_SUGGESTIONS = 5;

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
