// Public surface of the health module: liveness, readiness and the drain switch main.ts flips on SIGTERM.
export { createHealthRoutes, createReadiness } from './health.routes';
export type { Readiness } from './health.routes';
export { appliedMigrations } from './health.repository';
