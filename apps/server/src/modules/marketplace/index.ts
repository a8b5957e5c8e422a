// Public surface of the marketplace module (issue 18): solutions, pledges, evaluations, grants.
export { createMarketplaceRoutes } from './marketplace.routes';
export { createMarketplaceService, linkMarketplaceSamples, seedMarketplace, SAMPLE_STORE_LINKS } from './marketplace.service';
export type { MarketplaceService } from './marketplace.service';
