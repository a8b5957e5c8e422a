// Public surface of the credits module; other modules (AI, billing) depend on exactly this.
export { createCreditsService } from './credits.service';
export type { CreditsService, SpendInput, SpendResult, GrantInput, GrantResult } from './credits.service';
export { createCreditsRoutes, createRpcRoutes } from './credits.routes';
