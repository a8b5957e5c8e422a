// Purchases and ratings of store listings (issue 17 items 2–3). Decisions 185, 189.
export { createStoreOrdersService, visibleListing, type StoreOrdersService, type Viewer } from './orders.service';
export { createStoreOrdersRoutes } from './orders.routes';
