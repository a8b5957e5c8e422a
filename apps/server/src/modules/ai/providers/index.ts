import { createOfflineProvider } from './offline';
import { createSdkProvider } from './sdk';
import type { Provider } from './types';
import type { AiConfig } from '../../../config/env';

export type { Provider, StreamSink, AppResult, CodeResult, ChatResult } from './types';
export { ProviderError } from './types';
export { createOfflineProvider, createSdkProvider };

/** config.ai: the provider, its model, address, key and idle timeout (see sdk.ts). */
export type ProviderConfig = AiConfig;

/** Chooses the provider from AI_PROVIDER (config.ai); offline is the default and needs no network. */
export function createProvider(cfg: ProviderConfig): Provider {
  if (cfg.provider === 'offline') return createOfflineProvider();
  return createSdkProvider({ ...cfg, provider: cfg.provider });
}
