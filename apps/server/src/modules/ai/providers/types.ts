import type { AiSource, AppSpec, GeneratedApp, GeneratedFile, GenerationProgress } from '@ov/shared';
import type { AssistantKind } from '../offline/assistants';

/** Streaming callbacks: prose tokens as they arrive, each file as soon as its block closes. */
export type StreamSink = {
  onToken?: (text: string) => void | Promise<void>;
  onFile?: (file: GeneratedFile) => void | Promise<void>;
  /** The steps of an app generation (the service sends them; providers need not). */
  onProgress?: (p: GenerationProgress) => void | Promise<void>;
};

export type AppRequest = { prompt: string; projectType: string; language: string; complexity: string };
export type AppResult = GeneratedApp & {
  /** What was understood (offline provider): kept with the project so an instruction can change it (issue 13). */
  spec?: AppSpec;
  /** A request too vague to build: three concrete requests the user can pick; no files, nothing charged. */
  proposals?: string[];
  /** false: the work asked for was not done (too vague, instruction not understood): nothing is charged. */
  chargeable?: boolean;
};
/** "Fix this error in this file": the whole file and the error; the answer is the whole file. */
export type CodeFix = {
  path: string;
  content: string;
  kind: 'build' | 'runtime' | 'unhandledrejection';
  message: string;
  line?: number | undefined;
  column?: number | undefined;
  /** The user's language, for the explanation. */
  lang: 'fr' | 'en';
};
export type CodeRequest = { prompt: string; language: string; target: string; fix?: CodeFix };
/** `repaired` is set for a fix: false when generatedCode is the file unchanged. */
export type CodeResult = {
  generatedCode: string;
  explanation: string;
  language: string;
  securityAnalysis: string;
  repaired?: boolean;
  /** false: nothing useful was produced (a fix that changed nothing): nothing is charged. */
  chargeable?: boolean;
};
export type ChatRequest = { assistant: AssistantKind; message: string; language?: string };
export type ChatResult = {
  text: string;
  sources: AiSource[];
  /** false: the assistant said it does not know (retrieval found nothing holding the question's terms): nothing is charged. */
  chargeable?: boolean;
};

/** Per-call options: `signal` aborts the call (the stream is then a failure: nothing delivered, nothing charged). */
export type CallOptions = { signal?: AbortSignal | undefined };

/** One interface for every provider (offline, Anthropic, OpenAI, OpenAI-compatible). Throws ProviderError on failure. */
export interface Provider {
  readonly name: 'offline' | 'anthropic' | 'openai' | 'openai-compatible';
  readonly model: string;
  generateApp(req: AppRequest, sink?: StreamSink, opts?: CallOptions): Promise<AppResult>;
  generateCode(req: CodeRequest, sink?: StreamSink, opts?: CallOptions): Promise<CodeResult>;
  chat(req: ChatRequest, sink?: StreamSink, opts?: CallOptions): Promise<ChatResult>;
}

/**
 * Why a provider call failed: `timeout` (no data from the model for AI_TIMEOUT_MS), `truncated` (the model stopped
 * at its output length limit, or the reply ended inside a file block), `aborted` (the call was cancelled),
 * `empty` (nothing usable came back), `provider` (anything else: HTTP error, network...).
 */
export type ProviderErrorCode = 'timeout' | 'truncated' | 'aborted' | 'empty' | 'provider';

export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  constructor(message: string, override readonly cause?: unknown, code: ProviderErrorCode = 'provider') {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}
