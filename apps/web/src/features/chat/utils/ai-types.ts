import type { AiFunctionName } from '@ov/shared';

/** Assistant types the chat accepts in navigation state (`aiType`), default smart-prophet (spec §2). */
export const AI_TYPES = ['smart-prophet', 'claude', 'sentinel-codegen', 'gov-advisor', 'builder'] as const;
export type AiType = (typeof AI_TYPES)[number];
export const DEFAULT_AI_TYPE: AiType = 'smart-prophet';

export const FUNCTION_FOR: Record<AiType, AiFunctionName> = {
  'smart-prophet': 'smart-prophet-chat',
  claude: 'claude-ai-chat',
  'sentinel-codegen': 'sentinel-codegen',
  'gov-advisor': 'gov-advisor',
  builder: 'sentinel-builder',
};

/** The landing hero's assistants (sentinel, gov-advisor, builder) and the function names map onto chat types. */
export function toAiType(value: unknown): AiType {
  if (typeof value !== 'string') return DEFAULT_AI_TYPE;
  if ((AI_TYPES as readonly string[]).includes(value)) return value as AiType;
  const aliases: Record<string, AiType> = {
    sentinel: 'smart-prophet',
    'smart-prophet-chat': 'smart-prophet',
    'claude-ai-chat': 'claude',
    codegen: 'sentinel-codegen',
    'sentinel-builder': 'builder',
    govadvisor: 'gov-advisor',
  };
  return aliases[value.toLowerCase()] ?? DEFAULT_AI_TYPE;
}

/** The assistant's name on the badge; the model beside it is the one that really answered (decision 113). */
export function badgeKey(type: AiType): 'claude' | 'codegen' | 'sentinel' {
  if (type === 'claude') return 'claude';
  if (type === 'sentinel-codegen') return 'codegen';
  return 'sentinel';
}
