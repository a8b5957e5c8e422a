import { z } from 'zod';

/** The six serverless AI functions of the product spec, section 7. */
export const AI_FUNCTION_NAMES = [
  'sentinel-ai-agent',
  'claude-ai-chat',
  'sentinel-codegen',
  'gov-advisor',
  'sentinel-builder',
  'smart-prophet-chat',
] as const;
export type AiFunctionName = (typeof AI_FUNCTION_NAMES)[number];

/** Functions that generate code and cost CREDIT_COST.app (see docs/decisions/040-ai-function-costs.md). */
export const AI_GENERATION_FUNCTIONS = ['sentinel-ai-agent', 'sentinel-codegen'] as const satisfies readonly AiFunctionName[];
export const isGenerationFunction = (name: AiFunctionName): boolean =>
  (AI_GENERATION_FUNCTIONS as readonly string[]).includes(name);

export const AI_PROVIDERS = ['offline', 'anthropic', 'openai', 'openai-compatible'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

export const agentBodySchema = z.strictObject({
  prompt: text(8_000),
  projectType: z.string().max(64).default('web-application'),
  language: z.string().max(32).default('typescript'),
  complexity: z.string().max(32).default('intermediate'),
});
/** The largest file "ask the AI to fix" sends (characters); the whole request stays under the 1 MiB body limit. */
export const PREVIEW_FIX_MAX_CONTENT = 200_000;

/**
 * Sent with sentinel-codegen by the preview's and the editor's "ask the AI to fix" action: the error being
 * fixed and, in `content`, the whole file (outside the 8,000-character prompt, so a large file is never cut).
 * The answer's generatedCode is the whole file. The server decides whether the fix is free by hashing
 * `content` itself (the first automatic fix of a file exactly as the AI wrote it for this user); the client
 * never decides. See docs/decisions/043-ai-repair-and-free-first-fix.md (supersedes 063's server part).
 */
export const previewFixSchema = z.strictObject({
  kind: z.enum(['build', 'runtime', 'unhandledrejection']),
  message: z.string().max(2_000),
  file: z.string().max(512),
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(0).optional(),
  project_id: z.uuid().optional(),
  /** The whole file being fixed. */
  content: z.string().max(PREVIEW_FIX_MAX_CONTENT).optional(),
  /** The user's interface language, for the explanation. */
  locale: z.enum(['fr', 'en']).optional(),
});
export type PreviewFix = z.infer<typeof previewFixSchema>;

export const codegenBodySchema = z.strictObject({
  prompt: text(8_000),
  language: z.string().max(32).default('typescript'),
  target: z.string().max(32).default('web'),
  preview_fix: previewFixSchema.optional(),
});
export const claudeChatBodySchema = z.strictObject({
  message: text(8_000),
  language: z.string().max(32).optional(),
});
export const messageBodySchema = z.strictObject({ message: text(8_000) });
export const prophetBodySchema = z.strictObject({ message: text(8_000).default('assistant') });

/**
 * The chat page sends `{ message }` to every assistant (spec §7); sentinel-ai-agent accepts that body too, `message`
 * being the prompt (issue 13: every way in builds the same app). Giving both is refused (unknown field `message`).
 */
export function agentBodyFromChat(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  if (!('message' in body) || 'prompt' in body) return value;
  const { message, ...rest } = body;
  return { ...rest, prompt: message };
}
export const agentRequestSchema = z.preprocess(agentBodyFromChat, agentBodySchema);

export const AI_BODY_SCHEMAS = {
  'sentinel-ai-agent': agentRequestSchema,
  'claude-ai-chat': claudeChatBodySchema,
  'sentinel-codegen': codegenBodySchema,
  'gov-advisor': messageBodySchema,
  'sentinel-builder': messageBodySchema,
  'smart-prophet-chat': prophetBodySchema,
} as const;

export type AgentBody = z.input<typeof agentBodySchema>;
export type CodegenBody = z.input<typeof codegenBodySchema>;
export type ChatBody = { message: string; language?: string };

export type GeneratedFile = { path: string; content: string };
export type AiSource = { id: string; title: string; language: 'fr' | 'en' };

export type AgentResponse = {
  files: GeneratedFile[];
  description: string;
  techStack: string[];
  features: string[];
  appType: string;
  response: string;
  creditsUsed: number;
  model: string;
};
export type CodegenResponse = {
  generatedCode: string;
  explanation: string;
  language: string;
  securityAnalysis: string;
  creditsUsed: number;
  model: string;
  /** Set on a fix answer: true when it was the first automatic fix of a file the AI wrote for this user, so free. */
  freeFix?: boolean;
  /** Set on a fix answer: false when the answer is the file unchanged (no safe fix; the explanation says why). */
  repaired?: boolean;
};
export type ChatResponse = {
  response: string;
  generatedText: string;
  sources: AiSource[];
  creditsUsed: number;
  model: string;
  /** true when the provider failed and a canned local answer was served (spec §8). */
  fallback?: boolean;
};
export type AiFunctionResponse = AgentResponse | CodegenResponse | ChatResponse;

/** Server-sent events of `POST /api/functions/:name` with `Accept: text/event-stream`. */
export type AiStreamEvent =
  | { event: 'token'; data: { text: string } }
  | { event: 'file'; data: GeneratedFile }
  | { event: 'done'; data: AiFunctionResponse }
  | { event: 'error'; data: { code: string; message: string } };
