import type { AiSource, GeneratedFile } from '@ov/shared';
import type { AssistantKind } from '../offline/assistants';

/** Streaming callbacks: prose tokens as they arrive, each file as soon as its block closes. */
export type StreamSink = { onToken?: (text: string) => void | Promise<void>; onFile?: (file: GeneratedFile) => void | Promise<void> };

export type AppRequest = { prompt: string; projectType: string; language: string; complexity: string };
export type AppResult = { files: GeneratedFile[]; description: string; techStack: string[]; features: string[]; appType: string; response: string };
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
export type CodeResult = { generatedCode: string; explanation: string; language: string; securityAnalysis: string; repaired?: boolean };
export type ChatRequest = { assistant: AssistantKind; message: string; language?: string };
export type ChatResult = { text: string; sources: AiSource[] };

/** One interface for every provider (offline, Anthropic, OpenAI, OpenAI-compatible). Throws ProviderError on failure. */
export interface Provider {
  readonly name: 'offline' | 'anthropic' | 'openai' | 'openai-compatible';
  readonly model: string;
  generateApp(req: AppRequest, sink?: StreamSink): Promise<AppResult>;
  generateCode(req: CodeRequest, sink?: StreamSink): Promise<CodeResult>;
  chat(req: ChatRequest, sink?: StreamSink): Promise<ChatResult>;
}

export class ProviderError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'ProviderError';
  }
}
