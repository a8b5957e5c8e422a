import type { AppSpec } from '@ov/shared';

export type InstructionResult = { ok: true; spec: AppSpec; changes: string[] } | { ok: false; reason: string };

export function applyInstruction(spec: AppSpec, instruction: string): InstructionResult {
  void spec;
  void instruction;
  return { ok: false, reason: 'not yet' };
}
