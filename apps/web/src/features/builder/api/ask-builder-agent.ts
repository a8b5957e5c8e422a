import type { AgentResponse } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';

/** Spec §7: the builder calls sentinel-ai-agent with projectType code-editor and complexity advanced. */
export function askBuilderAgent(prompt: string): Promise<AgentResponse> {
  return apiFetch<AgentResponse>('/api/functions/sentinel-ai-agent', {
    method: 'POST',
    json: { prompt, projectType: 'code-editor', language: 'typescript', complexity: 'advanced' },
  });
}
