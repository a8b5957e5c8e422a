import type { CodegenBody } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';
import type { PreviewEvent, ProjectFile } from '../types';

type CodegenResponse = { generatedCode?: string; generated_code?: string; explanation?: string; creditsUsed?: number };

export type FixResult = { file: ProjectFile; explanation: string; creditsUsed: number };

/** The prompt sent to sentinel-codegen: the error, where it is, and the whole file to return fixed. */
export function fixPrompt(error: PreviewEvent, file: ProjectFile): string {
  const where = error.line ? `${file.path}:${error.line}:${error.column ?? 1}` : file.path;
  return [
    `Corrige l'erreur suivante dans le fichier ${file.path} et renvoie le fichier complet corrigé, sans explication autour du code.`,
    `Erreur (${error.kind}) à ${where} : ${error.message}`,
    '',
    `Fichier ${file.path} :`,
    '```',
    file.content,
    '```',
  ].join('\n');
}

/** Strips a surrounding Markdown fence if the model added one. */
export function extractCode(text: string): string {
  const m = /```[\w-]*\n([\s\S]*?)```/.exec(text);
  return (m?.[1] ?? text).replace(/\s+$/, '') + '\n';
}

/**
 * "Ask the AI to fix": POST /api/functions/sentinel-codegen with the error and the file.
 * Billing of the first automatic fix is the server's rule: see docs/decisions/063-preview-ai-fix.md.
 */
export async function fixError(error: PreviewEvent, file: ProjectFile): Promise<FixResult> {
  const language = /\.(tsx?|jsx?)$/.test(file.path) ? 'typescript' : (file.path.split('.').pop() ?? 'text');
  const body: CodegenBody = {
    prompt: fixPrompt(error, file).slice(0, 8000),
    language,
    target: 'web',
    preview_fix: {
      kind: error.kind === 'console' ? 'runtime' : error.kind,
      message: error.message.slice(0, 2000),
      file: file.path.slice(0, 512),
      ...(error.line ? { line: error.line } : {}),
    },
  };
  const res = await apiFetch<CodegenResponse>('/api/functions/sentinel-codegen', { method: 'POST', json: body });
  const code = res.generatedCode ?? res.generated_code ?? '';
  if (!code.trim()) throw new Error('empty');
  return { file: { path: file.path, content: extractCode(code) }, explanation: res.explanation ?? '', creditsUsed: res.creditsUsed ?? 0 };
}
