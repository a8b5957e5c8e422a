import type { AgentBody, AgentResponse, InstructionOutcome } from '@ov/shared';
import { apiFetch } from '@/lib/api-client';

export type InstructAnswer = { outcome: InstructionOutcome; response: string; creditsUsed: number };

/**
 * POST /api/functions/sentinel-ai-agent with `project_id`: the instruction changes the saved project; the answer
 * is the merged files and what changed, not saved (decision 115). An instruction not carried out costs nothing.
 */
export async function instructProject(projectId: string, instruction: string): Promise<InstructAnswer> {
  const body: AgentBody = { prompt: instruction.slice(0, 8000), project_id: projectId };
  const res = await apiFetch<AgentResponse>('/api/functions/sentinel-ai-agent', { method: 'POST', json: body });
  if (!res.instruction) throw new Error('not an instruction answer');
  return { outcome: res.instruction, response: res.response, creditsUsed: res.creditsUsed };
}
