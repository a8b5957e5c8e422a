import { generateFromSpec } from './offline/generate';
import { applyInstruction, detectLanguage } from './offline/understand';
import type { InstructDeps } from './instruct';

/** The real understanding (contract 4) and generation (contract 5) behind a change by instruction. */
export const offlineInstructModules: Omit<InstructDeps, 'source'> = {
  applyInstruction,
  generate: generateFromSpec,
  detectLanguage,
};
