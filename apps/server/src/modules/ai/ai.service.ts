import {
  CREDIT_COST,
  firstFencedBlock,
  DEFAULT_CREDIT_DESCRIPTION,
  FALLBACK_CREDIT_DESCRIPTION,
  isGenerationFunction,
  type AgentResponse,
  type AiFunctionName,
  type ChatResponse,
  type CreditReason,
  type CodegenResponse,
  type GeneratedFile,
  type PreviewFix,
} from '@ov/shared';
import { AppError } from '../../platform/http/errors';
import type { Instructor } from './instruct';
import { detectLanguage } from './offline/understand';
import { answer, type AssistantKind } from './offline/assistants';
import type { Provider, StreamSink } from './providers';
import type { CodeFix } from './providers/types';
import { sameFile, type GenerationsPort } from './generations';
import { trackProgress } from './progress';
import { projectTitle, type AppDeliveryPort } from './delivery';

/** The two credit operations the AI module needs; the real credits service satisfies it. */
export type CreditsPort = {
  getBalance(userId: string): Promise<{ amount: number }>;
  spend(input: { userId: string; amount: number; description?: string; idempotencyKey?: string; reason?: CreditReason }): Promise<{ ok: true; amount: number } | { ok: false; code: 'insufficient_credits' }>;
};

export type AiCaller = { id: string } | null;
export type AiLogger = { warn(msg: string, fields?: Record<string, unknown>): void };

export type AiServiceDeps = {
  provider: Provider;
  credits: CreditsPort;
  /** Change a project by instruction (`project_id` in the body; decision 115). Without it such a request is 404. */
  instruct?: Instructor;
  /** Wait before an anonymous reply (spec §6: 800–2000 ms); tests inject a zero delay. */
  anonymousDelay?: () => Promise<void>;
  logger?: AiLogger;
  /** What the AI wrote, for the free first fix (decision 043); without it every fix costs the normal price. */
  generations?: GenerationsPort;
  /**
   * Keeps a delivered app as a private project, charged in the same transaction (decision 110). Without it
   * (unit tests of other rules) the app is charged and answered but not kept.
   */
  delivery?: AppDeliveryPort;
};

const ASSISTANTS: Record<Exclude<AiFunctionName, 'sentinel-ai-agent' | 'sentinel-codegen'>, AssistantKind> = {
  'claude-ai-chat': 'claude',
  'gov-advisor': 'gov-advisor',
  'sentinel-builder': 'builder',
  'smart-prophet-chat': 'prophet',
};

export const MESSAGES = {
  signInRequired: 'Connexion requise pour générer une application',
  insufficientApp: 'Crédits insuffisants - 2 crédits requis pour générer une application',
  insufficientChat: "Crédits insuffisants : vous n'avez plus de crédits, achetez-en pour continuer.",
};

/**
 * The caller went away (closed the connection) before the answer was complete: nothing is charged
 * and nothing more is sent. See docs/decisions/015-ai-charge-on-delivery.md.
 */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('The client closed the connection before the answer was complete');
  }
}

export const defaultAnonymousDelay = () => new Promise<void>((r) => setTimeout(r, 800 + Math.floor(Math.random() * 1200)));

export type AiBody = Record<string, unknown> & {
  prompt?: string;
  message?: string;
  language?: string;
  projectType?: string;
  complexity?: string;
  target?: string;
  preview_fix?: PreviewFix;
};

/**
 * The fix request of a codegen body: the file is `preview_fix.content`, or, from a client that predates that
 * field, the first fenced block of the prompt (possibly cut at 8,000 characters: then only what was sent).
 */
export function fixFromBody(body: AiBody): CodeFix | undefined {
  const pf = body.preview_fix;
  if (!pf) return undefined;
  const content = pf.content ?? firstFencedBlock(body.prompt ?? '')?.body;
  if (content === undefined) return undefined;
  return {
    path: pf.file,
    content,
    kind: pf.kind,
    message: pf.message,
    line: pf.line,
    column: pf.column,
    lang: pf.locale ?? detectLanguage(body.prompt ?? pf.message),
  };
}

export function createAiService(deps: AiServiceDeps) {
  const { provider, credits } = deps;
  const delay = deps.anonymousDelay ?? defaultAnonymousDelay;
  const model = provider.name === 'offline' ? 'sentinel-offline' : `${provider.name}:${provider.model}`;

  const { generations } = deps;

  /** Records what the AI delivered; a failure is logged, never turned into an error for a paid answer. */
  async function record(userId: string, fn: 'sentinel-ai-agent' | 'sentinel-codegen', files: GeneratedFile[]): Promise<void> {
    if (!generations) return;
    try {
      await generations.record(userId, fn, files);
    } catch (err) {
      deps.logger?.warn('ai generation not recorded', { fn, userId, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Runs checks that must answer with an HTTP status before any streaming starts. */
  async function precheck(name: AiFunctionName, user: AiCaller, body?: AiBody): Promise<void> {
    const generation = isGenerationFunction(name);
    if (!user) {
      if (generation) throw new AppError(401, 'unauthorized', MESSAGES.signInRequired);
      return;
    }
    // A fix that will be free needs no credits; whether it really is free is decided again, atomically, on delivery.
    const fix = name === 'sentinel-codegen' && body ? fixFromBody(body) : undefined;
    if (fix && generations && (await generations.freeFixAvailable(user.id, fix.content))) return;
    const cost = generation ? CREDIT_COST.app : CREDIT_COST.chat;
    const balance = await credits.getBalance(user.id);
    if (balance.amount < cost) {
      throw generation ? new AppError(402, 'insufficient_credits_app', MESSAGES.insufficientApp) : new AppError(402, 'insufficient_credits_chat', MESSAGES.insufficientChat);
    }
  }

  /**
   * Charges on delivery. The ledger row keeps the spec's French `description` and a structured reason (which
   * function, which project when given) that the credits page renders in the reader's language (decision 033).
   */
  async function charge(
    user: { id: string },
    name: AiFunctionName,
    amount: number,
    description: string,
    about?: { project?: string | undefined; projectId?: string | undefined },
  ): Promise<void> {
    const project = about?.project?.trim().slice(0, 200);
    const reason: CreditReason = {
      code: description === FALLBACK_CREDIT_DESCRIPTION ? 'ai_fallback' : 'ai_function',
      fn: name,
      ...(project ? { project } : {}),
      ...(about?.projectId ? { project_id: about.projectId } : {}),
    };
    const r = await credits.spend({ userId: user.id, amount, description, reason });
    if (!r.ok) {
      // spent elsewhere between the check and now (concurrent requests): the reply is withheld
      throw isGenerationFunction(name) ? new AppError(402, 'insufficient_credits_app', MESSAGES.insufficientApp) : new AppError(402, 'insufficient_credits_chat', MESSAGES.insufficientChat);
    }
  }

  /**
   * Runs one function for a caller whose precheck passed. Charges only on success, except the
   * spec's chat fallback rule: a failed chat is answered locally and still costs 1 credit.
   */
  async function run(
    name: AiFunctionName,
    body: AiBody,
    user: AiCaller,
    sink?: StreamSink,
    /** Aborted when the client closes the connection: an answer not complete by then is not charged. */
    signal?: AbortSignal,
  ): Promise<AgentResponse | CodegenResponse | ChatResponse> {
    const stillThere = () => {
      if (signal?.aborted) {
        deps.logger?.warn('ai client left before the answer was complete, not charged', { fn: name, userId: user?.id ?? null });
        throw new ClientGoneError();
      }
    };
    if (name === 'sentinel-ai-agent' && typeof body.project_id === 'string') {
      const u = user!;
      // An instruction to change the caller's project: the merged files are answered, not saved (decision 115).
      if (!deps.instruct) throw new AppError(404, 'not_found', 'Project not found');
      const r = await deps.instruct(u.id, body.project_id, body.prompt!);
      stillThere();
      if (r.chargeable) await charge(u, name, CREDIT_COST.app, DEFAULT_CREDIT_DESCRIPTION, { project: r.outcome.app_spec?.title, projectId: body.project_id });
      if (r.chargeable) await record(u.id, name, r.written);
      const { outcome } = r;
      const common = { description: outcome.changes.join(' · '), techStack: [], features: outcome.changes, appType: outcome.app_spec?.kind ?? 'instruction' };
      return { instruction: outcome, files: outcome.file_changes.length ? outcome.files : [], ...common, response: r.response, creditsUsed: r.chargeable ? CREDIT_COST.app : 0, model: 'sentinel-offline' };
    }
    if (name === 'sentinel-ai-agent') {
      const u = user!;
      const prompt = body.prompt!;
      // Progress from the first moment (issue 12 point 3, decision 111); the provider's tokens and files are
      // forwarded through the tracker, which ticks the steps they show.
      const progress = trackProgress(sink, sink?.onProgress);
      await progress.reach('request');
      let result;
      try {
        result = await provider.generateApp(
          { prompt, projectType: body.projectType ?? 'web-application', language: body.language ?? 'typescript', complexity: body.complexity ?? 'intermediate' },
          progress.sink,
        );
      } catch (err) {
        stillThere();
        deps.logger?.warn('ai generation failed', { fn: name, error: err instanceof Error ? err.message : String(err) });
        throw new AppError(502, 'ai_error', `Erreur lors de la génération: ${err instanceof Error ? err.message : 'erreur inconnue'}`);
      }
      const files = result.files.filter((f): f is GeneratedFile => typeof f.path === 'string' && typeof f.content === 'string');
      stillThere();
      const { spec: _spec, chargeable, proposals, ...rest } = result;
      if (chargeable !== false && !proposals?.length && files.length === 0) {
        throw new AppError(502, 'ai_error', 'Erreur lors de la génération: aucun fichier produit');
      }
      if (chargeable === false || (proposals && proposals.length > 0)) {
        // Nothing built (a vague request answers proposals): no project, nothing charged (issue 13 point 3).
        return { ...rest, files: [], creditsUsed: 0, model, ...(proposals?.length ? { proposals } : {}) };
      }
      let kept: { id: string; title: string } | null = null;
      await progress.reach('saving');
      if (deps.delivery) {
        kept = await deps.delivery.deliver({
          userId: u.id,
          amount: CREDIT_COST.app,
          description: DEFAULT_CREDIT_DESCRIPTION,
          reason: { code: 'ai_function', fn: name },
          project: {
            title: projectTitle(result.spec?.title, prompt),
            description: (result.description || prompt).slice(0, 5000),
            files,
            techStack: result.techStack,
            spec: result.spec ?? null,
          },
        });
        if (!kept) throw new AppError(402, 'insufficient_credits_app', MESSAGES.insufficientApp);
      } else await charge(u, name, CREDIT_COST.app, DEFAULT_CREDIT_DESCRIPTION);
      await record(u.id, name, files);
      return { ...rest, files, creditsUsed: CREDIT_COST.app, model, ...(kept ? { project_id: kept.id, project_title: kept.title } : {}) };
    }
    if (name === 'sentinel-codegen') {
      const u = user!;
      const fix = fixFromBody(body);
      let result;
      try {
        result = await provider.generateCode({ prompt: body.prompt!, language: body.language ?? 'typescript', target: body.target ?? 'web', ...(fix ? { fix } : {}) }, sink, { signal });
      } catch (err) {
        stillThere();
        deps.logger?.warn('ai codegen failed', { fn: name, error: err instanceof Error ? err.message : String(err) });
        throw new AppError(502, 'ai_error', `Erreur lors de la génération: ${err instanceof Error ? err.message : 'erreur inconnue'}`);
      }
      stillThere();
      // Issue 13: work not done (a fix that changed nothing: "Correction automatique impossible") costs nothing, and
      // does not use up the free first fix either.
      if (result.chargeable === false) {
        const { chargeable: _notCharged, ...rest } = result;
        return { ...rest, creditsUsed: 0, model, ...(fix ? { freeFix: false, repaired: false } : {}) };
      }
      // Decision 043: the first automatic fix of a file exactly as the AI wrote it for this user is free; the
      // server hashes the content it was sent. The claim and its 0-credit ledger row are one transaction.
      const free = fix && generations ? await generations.claimFreeFix(u.id, fix.content) : false;
      if (!free) await charge(u, name, CREDIT_COST.app, DEFAULT_CREDIT_DESCRIPTION);
      // What a paid answer wrote is the AI's; a fix that changed nothing wrote nothing, and a free fix's output
      // gives no further free fix (at most one free fix per paid generation).
      const wrote = fix ? !sameFile(result.generatedCode, fix.content) : result.generatedCode.trim().length > 0;
      if (!free && wrote) await record(u.id, name, [{ path: fix?.path ?? '', content: result.generatedCode }]);
      return { ...result, creditsUsed: free ? 0 : CREDIT_COST.app, model, ...(fix ? { freeFix: free, repaired: result.repaired ?? wrote } : {}) };
    }

    const assistant = ASSISTANTS[name];
    const message = body.message ?? 'assistant';
    const language = typeof body.language === 'string' ? body.language : undefined;
    if (!user) {
      // anonymous landing-page chat: the free local reply, after the spec's delay, never charged
      await delay();
      const a = answer(message, assistant, language);
      if (sink?.onToken) await sink.onToken(a.text);
      return { response: a.text, generatedText: a.text, sources: a.sources, creditsUsed: 0, model: 'sentinel-offline' };
    }
    let r;
    try {
      r = await provider.chat({ assistant, message, ...(language ? { language } : {}) }, sink, { signal });
    } catch (err) {
      stillThere();
      deps.logger?.warn('ai chat failed, local fallback', { fn: name, error: err instanceof Error ? err.message : String(err) });
      const a = answer(message, assistant, language);
      if (sink?.onToken) await sink.onToken(a.text);
      stillThere();
      // spec §8: the local fallback still costs 1 credit, except when it only says it does not know (issue 13)
      const fallbackCost = a.chargeable === false ? 0 : CREDIT_COST.chat;
      if (fallbackCost > 0) await charge(user, name, fallbackCost, FALLBACK_CREDIT_DESCRIPTION);
      return { response: a.text, generatedText: a.text, sources: a.sources, creditsUsed: fallbackCost, model: 'sentinel-offline', fallback: true };
    }
    // outside the try: a failure to charge is not a provider failure and must not charge a fallback
    stillThere();
    // "I do not know" (retrieval found nothing holding the question's terms) costs nothing (issue 13)
    if (r.chargeable === false) return { response: r.text, generatedText: r.text, sources: r.sources, creditsUsed: 0, model };
    await charge(user, name, CREDIT_COST.chat, DEFAULT_CREDIT_DESCRIPTION);
    return { response: r.text, generatedText: r.text, sources: r.sources, creditsUsed: CREDIT_COST.chat, model };
  }

  return { precheck, run, model };
}

export type AiService = ReturnType<typeof createAiService>;
