/**
 * Offline understanding (issue 13, contract 4): a prompt → an AppSpec (or three proposals when too
 * vague), an instruction → a changed AppSpec, and the language of a text. Pure and deterministic.
 */
export { understandPrompt, stripSystemText, type Understanding } from './prompt';
export { applyInstruction, type InstructionResult } from './instruction';
export { detectLanguage } from './language';
export type { Lang } from './text';
