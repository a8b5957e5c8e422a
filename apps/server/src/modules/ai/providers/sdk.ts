import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../../config/env';
import { knowledgeIndex } from '../knowledge';
import { detectLanguage } from '../offline/understand';
import { analyzeCodeSecurity } from '../offline/security';
import { FileBlockParser, parseFencedFiles } from '../protocol';
import { APP_SYSTEM_PROMPT, CODE_SYSTEM_PROMPT, FIX_SYSTEM_PROMPT, chatSystemPrompt, fixUserPrompt } from './prompts';
import { ProviderError, type CallOptions, type Provider, type StreamSink } from './types';
import { sameFile } from '../generations';

/** A real model's settings; `timeoutMs`: a call that receives nothing from the model for this long fails with "timeout". */
export type SdkProviderConfig = Omit<AiConfig, 'provider'> & { provider: Exclude<AiConfig['provider'], 'offline'> };

const DEFAULT_MODELS = { anthropic: 'claude-sonnet-4-5', openai: 'gpt-4.1', 'openai-compatible': 'llama3.1' } as const;

// The SDK packages are imported on first use: an offline server never loads them (about 27 MB and
// 0.3 s of start-up saved), and the bundled server keeps them as lazily imported externals.
async function languageModel(cfg: SdkProviderConfig, id: string): Promise<LanguageModel> {
  switch (cfg.provider) {
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey: cfg.apiKey ?? '', ...(cfg.baseUrl ? { baseURL: cfg.baseUrl } : {}) })(id);
    }
    case 'openai': {
      // the Chat Completions API, which every OpenAI-style server speaks (not the Responses API)
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey: cfg.apiKey ?? '', ...(cfg.baseUrl ? { baseURL: cfg.baseUrl } : {}) }).chat(id);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({ name: 'compatible', baseURL: cfg.baseUrl!, ...(cfg.apiKey ? { apiKey: cfg.apiKey } : {}) })(id);
    }
  }
}

/** The idle timeout between chunks when AI_TIMEOUT_MS is not set (config/env.ts gives the same default). */
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

/**
 * Runs one streamed completion; text deltas go to `onDelta`. Returns the whole text only when the model finished
 * its answer: a stream that stops at the output length limit (finish reason `length`, Anthropic's `max_tokens`),
 * is aborted (`signal`), or stays silent for `idleMs` between two chunks (or before the first) is a ProviderError
 * with code `truncated`, `aborted` or `timeout`, so the caller delivers no file and charges nothing.
 */
async function run(
  modelP: Promise<LanguageModel>,
  system: string,
  prompt: string,
  onDelta: (t: string) => Promise<void>,
  idleMs: number,
  maxOutputTokens = 4_096,
  signal?: AbortSignal,
): Promise<string> {
  let full = '';
  let finishReason: string | undefined;
  let rawFinishReason: string | undefined;
  let timedOut = false;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      abort.abort(new Error('timeout'));
    }, idleMs);
  };
  const onAbort = () => abort.abort(signal?.reason);
  const failure = (): ProviderError | undefined => {
    if (timedOut) return new ProviderError(`timeout: the model sent nothing for ${idleMs} ms (AI_TIMEOUT_MS); the unfinished answer was discarded`, undefined, 'timeout');
    if (abort.signal.aborted) return new ProviderError('aborted: the request was cancelled before the answer was complete', undefined, 'aborted');
    return undefined;
  };
  if (signal?.aborted) throw failure() ?? new ProviderError('aborted: the request was cancelled before the answer was complete', undefined, 'aborted');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const model = await modelP;
    const { streamText } = await import('ai');
    // from the request on (loading the SDK is ours, not the model's)
    arm();
    // errors are read from fullStream below; the default onError would print them
    const result = streamText({ model, system, prompt, maxRetries: 1, maxOutputTokens, abortSignal: abort.signal, onError: () => {} });
    for await (const part of result.fullStream) {
      // the idle timeout measures the model, not our own handling of a chunk (a slow client reading the stream)
      clearTimeout(timer);
      if (part.type === 'text-delta') {
        full += part.text;
        await onDelta(part.text);
      } else if (part.type === 'finish') {
        finishReason = part.finishReason;
        rawFinishReason = part.rawFinishReason;
      } else if (part.type === 'abort') {
        break;
      } else if (part.type === 'error') {
        throw part.error;
      }
      arm();
    }
  } catch (err) {
    throw failure() ?? (err instanceof ProviderError ? err : new ProviderError(err instanceof Error ? err.message : 'provider error', err));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  const failed = failure();
  if (failed) throw failed;
  if (finishReason === 'length') {
    throw new ProviderError(`truncated: the model stopped at its output length limit (${rawFinishReason ?? 'length'}); the unfinished answer was discarded`, undefined, 'truncated');
  }
  if (finishReason === 'content-filter' || finishReason === 'error') {
    throw new ProviderError(`the model stopped before the end of its answer (${rawFinishReason ?? finishReason}); the unfinished answer was discarded`, undefined, 'truncated');
  }
  if (!full.trim()) throw new ProviderError('empty reply from the model', undefined, 'empty');
  return full;
}

/** Anthropic, OpenAI and OpenAI-compatible providers through the Vercel AI SDK. */
export function createSdkProvider(cfg: SdkProviderConfig): Provider {
  if (cfg.provider === 'openai-compatible' && !cfg.baseUrl) throw new ProviderError('AI_BASE_URL is required for openai-compatible');
  const id = cfg.model ?? DEFAULT_MODELS[cfg.provider];
  let loaded: Promise<LanguageModel> | undefined;
  const model = () => (loaded ??= languageModel(cfg, id));
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  return {
    name: cfg.provider,
    model: id,
    async generateApp(req, sink?: StreamSink, opts?: CallOptions) {
      const parser = new FileBlockParser();
      const prompt = `${req.prompt}\n\n(project type: ${req.projectType}; language: ${req.language}; complexity: ${req.complexity})`;
      const full = await run(model(), APP_SYSTEM_PROMPT, prompt, async (delta) => {
        for (const ev of parser.push(delta)) {
          if (ev.type === 'text') await sink?.onToken?.(ev.text);
          else if (ev.type === 'file') await sink?.onFile?.(ev.file);
        }
      }, timeoutMs, 16_000, opts?.signal);
      for (const ev of parser.end()) {
        if (ev.type === 'text') await sink?.onToken?.(ev.text);
        else if (ev.type === 'file') await sink?.onFile?.(ev.file);
      }
      // a block the model never closed is an unfinished file: never delivered, the whole answer is a failure
      if (parser.unclosed !== null) throw new ProviderError(`truncated: the reply ended inside the file ${parser.unclosed}; the unfinished answer was discarded`, undefined, 'truncated');
      let files = parser.files;
      if (files.length === 0) {
        files = parseFencedFiles(full);
        for (const f of files) await sink?.onFile?.(f);
      }
      if (files.length === 0) throw new ProviderError('the model returned no file', undefined, 'empty');
      const description = parser.text.trim().split(/\n\s*\n/)[0]?.slice(0, 600) || req.prompt.slice(0, 200);
      const hasTsx = files.some((f) => /\.tsx?$/.test(f.path));
      return {
        files,
        description,
        techStack: hasTsx ? ['React 19', 'TypeScript', 'CSS'] : ['HTML', 'CSS', 'JavaScript'],
        features: [],
        appType: hasTsx ? 'web-application' : 'html',
        response: parser.text.trim() || description,
      };
    },
    async generateCode(req, sink, opts) {
      const fix = req.fix;
      const system = fix ? FIX_SYSTEM_PROMPT : CODE_SYSTEM_PROMPT;
      const prompt = fix ? fixUserPrompt(fix) : `Language: ${req.language}. Target: ${req.target}.\n\n${req.prompt}`;
      // a fix returns the whole file: room for a large one
      const full = await run(model(), system, prompt, async (d) => {
        await sink?.onToken?.(d);
      }, timeoutMs, fix ? 32_000 : 8_000, opts?.signal);
      const fence = /(`{3,})[\w.+-]*[^\n]*\n([\s\S]*?)\n\1/.exec(full);
      // a code block opened and never closed is unfinished code: not delivered, not charged
      if (!fence && /^\s*`{3,}/m.test(full)) throw new ProviderError('truncated: the reply ended inside its code block; the unfinished answer was discarded', undefined, 'truncated');
      const code = fence ? fence[2]! : full;
      const explanation = fence ? full.replace(fence[0], '').trim() : '';
      return {
        generatedCode: code,
        explanation,
        language: req.language,
        securityAnalysis: analyzeCodeSecurity(code, req.language, fix?.lang ?? detectLanguage(req.prompt)),
        // a fix that changed nothing is not charged (issue 13)
        ...(fix ? (sameFile(code, fix.content) ? { repaired: false, chargeable: false as const } : { repaired: true }) : {}),
      };
    },
    async chat(req, sink, opts) {
      const hits = knowledgeIndex().search(req.message, { limit: 3 });
      const text = await run(model(), chatSystemPrompt(req.assistant, hits.map((h) => h.section), req.language), req.message, async (d) => {
        await sink?.onToken?.(d);
      }, timeoutMs, 4_096, opts?.signal);
      return { text, sources: hits.map((h) => ({ id: h.section.id, title: `${h.section.docTitle} › ${h.section.heading}`, language: h.section.language })) };
    },
  };
}
