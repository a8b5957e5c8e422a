import type { AgentBody, AgentResponse, InstructionOutcome } from '@ov/shared';
import { apiFetch, withSignal, type RequestOptions } from '@/lib/api-client';

export type InstructAnswer = { outcome: InstructionOutcome; response: string; creditsUsed: number };

/**
 * POST /api/functions/sentinel-ai-agent with `project_id`: the instruction changes the saved project; the answer
 * is the merged files and what changed, not saved (decision 115). An instruction not carried out costs nothing;
 * an aborted one is not charged (decision 015).
 */
export async function instructProject(projectId: string, instruction: string, opts?: RequestOptions): Promise<InstructAnswer> {
  const body: AgentBody = { prompt: instruction.slice(0, 8000), project_id: projectId };
  const res = await apiFetch<AgentResponse>('/api/functions/sentinel-ai-agent', { method: 'POST', json: body, ...withSignal(opts) });
  if (!res.instruction) throw new Error('not an instruction answer');
  return { outcome: res.instruction, response: res.response, creditsUsed: res.creditsUsed };
}
