import { createOfflineProvider } from './offline';
import { createSdkProvider } from './sdk';
import type { Provider } from './types';

export type { Provider, StreamSink, AppResult, CodeResult, ChatResult } from './types';
export { ProviderError } from './types';
export { createOfflineProvider, createSdkProvider };

export type ProviderConfig = {
  provider: 'offline' | 'anthropic' | 'openai' | 'openai-compatible';
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  /** Idle timeout between chunks of a real model's stream (AI_TIMEOUT_MS); see sdk.ts. */
  timeoutMs?: number;
};

/** Chooses the provider from AI_PROVIDER (config.ai); offline is the default and needs no network. */
export function createProvider(cfg: ProviderConfig): Provider {
  if (cfg.provider === 'offline') return createOfflineProvider();
  return createSdkProvider({ ...cfg, provider: cfg.provider });
}
