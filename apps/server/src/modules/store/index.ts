// The store module (issue 16). Other modules reach it only through this file.
import { defaultAuditWorker } from './audit/index';
import { createStoreService, type StoreDeps } from './listings/store.service';

export * from './audit/index';
export { createStoreService, canReadListing, SYSTEM_ACTOR, type StoreService, type StoreDeps } from './listings/store.service';
export { createStoreRoutes, createStoreAdminRoutes } from './listings/store.routes';
export { seedStore, STORE_SAMPLES } from './listings/store.seed';
export { filesHash, canonicalFiles } from './listings/pin';
export { findListingRefs, listingRefsOf, listingLabel, type ListingRef } from './listings/link';

/** The store service with the server's audit runner (dist/audit-worker.js when built, in-process from sources). */
export function createDefaultStoreService(deps: Omit<StoreDeps, 'analyse'> & Partial<Pick<StoreDeps, 'analyse'>>) {
  if (deps.analyse) return createStoreService({ ...deps, analyse: deps.analyse });
  const worker = defaultAuditWorker(import.meta.url);
  return createStoreService({ ...deps, analyse: worker.analyse, releaseAnalyse: worker.release });
}
export * from './orders/index';
// The server-side build of a pinned version (decision 176) and the compliance validation (decisions 177–179).
export * from './build/index';
export { checkCompliance, type ComplianceOptions } from './compliance/index';
