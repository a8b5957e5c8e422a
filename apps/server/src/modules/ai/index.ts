import type { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env';
import { createAiRouter } from './ai.routes';
import { createAiService, type AiLogger, type CreditsPort } from './ai.service';
import { createProvider, type Provider, type ProviderConfig } from './providers';
import type { GenerationsPort } from './generations';
import type { AppDeliveryPort } from './delivery';
import { createInstructor, type InstructDeps, type InstructSourcePort } from './instruct';
import { offlineInstructModules } from './instruct-offline';

export { createGenerationsStore, contentSha256, type GenerationsPort } from './generations';
export { createAppDelivery, type AppDeliveryPort } from './delivery';
/** The offline generator and its prompt corpus, for the store's sample listings and audit tests (issue 16). */
export { generateApp } from './offline/index';
export { PROMPT_CORPUS } from './offline/corpus';
/** The assistants' bilingual knowledge base, for modules that cite it (quantum recommendations, decision 206). */
export { KNOWLEDGE_DOCS } from './knowledge/documents.generated';

export type { CreditsPort } from './ai.service';
export { createProvider } from './providers';

export type AiDeps = {
  config: { ai: ProviderConfig } | ProviderConfig;
  credits: CreditsPort;
  /** Overrides the provider chosen by config (tests). */
  provider?: Provider;
  anonymousDelay?: () => Promise<void>;
  logger?: AiLogger;
  /** What the AI wrote, for the free first fix (decision 043). */
  generations?: GenerationsPort;
  /** Keeps a delivered app as a project, charged in the same transaction (decision 110). */
  delivery?: AppDeliveryPort;
  /** The caller's projects, for a change by instruction (decision 115). */
  instructSource?: InstructSourcePort;
  /** Overrides the offline understanding and generation behind instructions (tests). */
  instructModules?: Partial<Omit<InstructDeps, 'source'>>;
};

/** The AI functions sub-app, mounted at /api/functions. */
export function createAiRoutes(deps: AiDeps): Hono<AppEnv> {
  const cfg = 'ai' in deps.config ? deps.config.ai : deps.config;
  const provider = deps.provider ?? createProvider(cfg);
  const instruct = deps.instructSource ? createInstructor({ ...offlineInstructModules, ...deps.instructModules, source: deps.instructSource }) : undefined;
  return createAiRouter(
    createAiService({ provider, credits: deps.credits, ...(deps.anonymousDelay ? { anonymousDelay: deps.anonymousDelay } : {}), ...(deps.logger ? { logger: deps.logger } : {}), ...(deps.generations ? { generations: deps.generations } : {}), ...(deps.delivery ? { delivery: deps.delivery } : {}), ...(instruct ? { instruct } : {}) }),
  );
}
