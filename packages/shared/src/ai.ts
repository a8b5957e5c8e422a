import { z } from 'zod';
import type { AppSpec } from './app-spec';

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

/** Functions that generate code and cost CREDIT_COST.app (see docs/decisions/040-ai-function-costs-and-fallbacks.md). */
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
  /** A project of the caller's: the prompt is then an instruction to change it (issue 13; see INSTRUCTION below). */
  project_id: z.uuid().optional(),
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

/**
 * What an instruction ("ajoute un champ service visité") would do to a project (issue 13, decision 115): the app
 * description is edited, the app generated again, and each file merged three ways (base: the files as the AI last
 * generated them; ours: the project's files; theirs: the new generation). Nothing is saved: the client shows the
 * diff and saves `files`, `app_spec` and `generated_files` with PATCH /api/projects/:id on "Appliquer".
 */
export const INSTRUCTION_FILE_STATUSES = ['added', 'changed', 'removed', 'conflict'] as const;
export type InstructionFileStatus = (typeof INSTRUCTION_FILE_STATUSES)[number];
/** Why an instruction gives nothing to apply (and costs nothing). */
export const INSTRUCTION_REASONS = ['not_understood', 'no_spec', 'no_change'] as const;
export type InstructionReason = (typeof INSTRUCTION_REASONS)[number];
/** Conflict markers in a merged file; the client resolves them with the same strings. */
export const CONFLICT_MARKERS = { ours: '<<<<<<<', sep: '=======', theirs: '>>>>>>>' } as const;
export type InstructionFileChange = {
  path: string;
  status: InstructionFileStatus;
  /** The project's file before (null: added). */
  before: string | null;
  /** The merged file (null: removed). With conflicts it holds conflict markers. */
  after: string | null;
  /** Conflicting regions left marked in `after`. */
  conflicts: number;
  /**
   * A whole-file conflict: the user deleted a file the instruction changes (it comes back), or changed a file the
   * new generation no longer has (it is kept).
   */
  note?: 'deleted_by_you' | 'kept_yours';
};
export type InstructionOutcome = {
  project_id: string;
  /** false: nothing to apply, nothing charged; `reason_code` and `reason` say why. */
  applied: boolean;
  reason_code?: InstructionReason;
  /** In the instruction's language. */
  reason?: string;
  /** What the instruction changed in the app description, in the instruction's language. */
  changes: string[];
  /** Every file of the project after the merge (what "Appliquer" saves). */
  files: GeneratedFile[];
  /** The files that differ from the project's, with their status. */
  file_changes: InstructionFileChange[];
  /** Conflicting regions in all files. */
  conflicts: number;
  /** The new app description and the new generation (the next merge's base), stored on "Appliquer". */
  app_spec: AppSpec | null;
  generated_files: GeneratedFile[] | null;
  /** The project version the merge started from. */
  base_version: number;
};

/** A generated app as a provider delivers it and the agent function answers it. */
export type GeneratedApp = {
  files: GeneratedFile[];
  description: string;
  techStack: string[];
  features: string[];
  appType: string;
  response: string;
};

export type AgentResponse = GeneratedApp & {
  /** Set when the request was an instruction to change a project (`project_id`): what it would do, not saved. */
  instruction?: InstructionOutcome;
  creditsUsed: number;
  model: string;
  /**
   * The private project the delivered app was saved as (issue 12: every generation is kept, decision 110);
   * absent when nothing was built (a vague request answered with `proposals`).
   */
  project_id?: string;
  /** Its title (the app's title, or the first words of the request). */
  project_title?: string;
  /** A request too vague to build: three concrete requests the user can pick; no files, no project, nothing charged. */
  proposals?: string[];
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

/**
 * The steps of an app generation, in order, as the `progress` events name them (decision 111): the request was
 * received, the AI started answering, the data model was written, the screens were written, files are being
 * written, the project is being saved. A step is sent when there is evidence of it, so one may be skipped.
 */
export { GENERATION_STEPS, type GenerationStep } from './generation-steps';
import type { GenerationStep } from './generation-steps';
export type GenerationProgress = { step: GenerationStep; label_fr: string; label_en: string };

/** Server-sent events of `POST /api/functions/:name` with `Accept: text/event-stream`. */
export type AiStreamEvent =
  | { event: 'progress'; data: GenerationProgress }
  | { event: 'token'; data: { text: string } }
  | { event: 'file'; data: GeneratedFile }
  | { event: 'done'; data: AiFunctionResponse }
  | { event: 'error'; data: { code: string; message: string } };
