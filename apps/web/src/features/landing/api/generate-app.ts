import type { AgentBody, AgentResponse, GeneratedFile } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/functions/sentinel-ai-agent: an app from a prompt (2 credits, charged by the server on success). */
export function generateApp(body: AgentBody): Promise<AgentResponse> {
  return apiFetch<AgentResponse>('/api/functions/sentinel-ai-agent', { method: 'POST', json: body });
}

/** Spec §5: only generated files with both a path and text content are passed on. */
export function usableFiles(files: unknown): GeneratedFile[] {
  if (!Array.isArray(files)) return [];
  return files.filter(
    (f): f is GeneratedFile =>
      !!f && typeof f === 'object' && typeof (f as GeneratedFile).path === 'string' && (f as GeneratedFile).path.trim() !== '' && typeof (f as GeneratedFile).content === 'string',
  );
}
