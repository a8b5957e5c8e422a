import type { AgentResponse } from '@ov/shared';
import { streamAppGeneration, type GenerationHandlers } from '@/lib/app-generation';

/**
 * Spec §7: the builder calls sentinel-ai-agent with projectType code-editor and complexity advanced. The prompt is
 * the user's request, as typed: no instruction text ever reaches the generated code (issue 13 point 5, decision
 * 113). The answer is the same saved project as the landing's "Créer App".
 */
export function askBuilderAgent(request: string, handlers: GenerationHandlers = {}, signal?: AbortSignal): Promise<AgentResponse> {
  return streamAppGeneration({ prompt: request, projectType: 'code-editor', language: 'typescript', complexity: 'advanced' }, handlers, signal);
}
