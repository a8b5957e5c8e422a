// Public surface of the metrics module (Prometheus, prom-client): see README.md.
export { createMetrics, createMetricsRoutes, parseAllowList, isAllowed } from './metrics';
export type { Metrics, MetricsOptions, PoolStats } from './metrics';
