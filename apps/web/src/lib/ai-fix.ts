import { PREVIEW_FIX_MAX_CONTENT, stripFence, type CodegenBody, type CodegenResponse, type ProjectFile } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from './api-client';

/**
 * "Ask the AI to fix": the error and the WHOLE file go to sentinel-codegen (`preview_fix.content`, outside the
 * 8,000-character prompt); the answer is the whole file, repaired or unchanged with an explanation. Whether the
 * fix is free is the server's decision (docs/decisions/043-ai-repair-and-free-first-fix.md).
 */

export type FixableError = {
  kind: 'build' | 'runtime' | 'unhandledrejection' | 'console';
  message: string;
  line?: number | undefined;
  column?: number | undefined;
};
export type FixFile = ProjectFile;
export type AiFixResult = {
  file: FixFile;
  explanation: string;
  creditsUsed: number;
  /** The server granted the free first fix of a file the AI wrote. */
  freeFix: boolean;
  /** False when the file came back unchanged (no safe fix; the explanation says what to do). */
  repaired: boolean;
};

/** The short instruction (the file travels in preview_fix.content). */
export function fixPrompt(error: FixableError, path: string): string {
  const where = error.line ? `${path}:${error.line}:${error.column ?? 1}` : path;
  return `Corrige l'erreur suivante dans le fichier ${path} et renvoie le fichier complet corrigé.\nErreur (${error.kind}) à ${where} : ${error.message}`.slice(0, 8000);
}

export function fixRequest(error: FixableError, file: FixFile, opts: { locale?: 'fr' | 'en'; projectId?: string | null } = {}): CodegenBody {
  if (file.content.length > PREVIEW_FIX_MAX_CONTENT) throw new RangeError('file too large to fix');
  const language = /\.(tsx?|jsx?)$/.test(file.path) ? 'typescript' : (file.path.split('.').pop() ?? 'text').slice(0, 32);
  return {
    prompt: fixPrompt(error, file.path),
    language,
    target: 'web',
    preview_fix: {
      kind: error.kind === 'console' ? 'runtime' : error.kind,
      message: error.message.slice(0, 2000),
      file: file.path.slice(0, 512),
      ...(error.line ? { line: error.line } : {}),
      ...(error.column !== undefined && error.line ? { column: Math.max(0, error.column) } : {}),
      ...(opts.projectId && /^[0-9a-f-]{36}$/i.test(opts.projectId) ? { project_id: opts.projectId } : {}),
      content: file.content,
      ...(opts.locale ? { locale: opts.locale } : {}),
    },
  };
}

/** A model may still wrap the whole file in a fence: strip it only when it wraps everything (a file ends with a newline). */
export function unwrapFence(text: string): string {
  const body = stripFence(text);
  return body === text || body.endsWith('\n') ? body : `${body}\n`;
}

export async function requestAiFix(error: FixableError, file: FixFile, opts: { locale?: 'fr' | 'en'; projectId?: string | null } & RequestOptions = {}): Promise<AiFixResult> {
  const res = await apiFetch<CodegenResponse>('/api/functions/sentinel-codegen', {
    method: 'POST',
    json: fixRequest(error, file, opts),
    ...withSignal(opts),
  });
  // The server always sends `generatedCode` (apps/server/src/modules/ai/providers/types.ts); an empty one is no fix.
  if (!res.generatedCode?.trim()) throw new Error('empty');
  const content = unwrapFence(res.generatedCode);
  return {
    file: { path: file.path, content },
    explanation: res.explanation,
    creditsUsed: res.creditsUsed,
    freeFix: res.freeFix === true,
    repaired: res.repaired ?? content !== file.content,
  };
}
