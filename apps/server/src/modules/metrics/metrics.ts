import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppEnv } from '../../platform/http/app-env';
import { errorJson } from '../../platform/http/error-handler';
import { clientIp } from '../../platform/http/request-meta';

/** What the pool gauges read at scrape time (pg.Pool's counters); PGlite has no pool. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/**
 * Prometheus metrics of one server process (docs/decisions/221-metrics-prom-client.md). Every figure is a label set
 * bounded by the code (route templates, never raw paths; the AI function names; status codes).
 */
export type Metrics = {
  readonly registry: Registry;
  /** Counts and times every request by method, route template and status. Mount first. */
  http: MiddlewareHandler<AppEnv>;
  /** The halves of `http` for a middleware that does several things in one step (app.ts): call `httpStart()` first,
   * and `httpEnd()` with what it returned in a `finally` once the rest of the chain has answered. */
  httpStart(): number;
  httpEnd(c: Context<AppEnv>, start: number): void;
  /** Counts AI calls (POST /api/functions/:name) by function, provider and status. */
  ai(provider: string, knownFunctions: readonly string[]): MiddlewareHandler<AppEnv>;
  /** Records credits taken by a successful spend. */
  creditsSpent(amount: number): void;
  /** Records how long a request waited for a database connection. */
  poolWait(seconds: number): void;
  /** Pool gauges read at scrape time. */
  watchPool(stats: () => PoolStats): void;
};

export type MetricsOptions = {
  /** Process metrics (CPU, RSS, handles, GC) and event-loop lag; on in the server, off in tests that build many apps. */
  defaultMetrics?: boolean;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(opts: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the response headers, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being served', registers: [registry] });
  const aiCalls = new Counter({
    name: 'ai_calls_total',
    help: 'AI function calls by function, provider and status code',
    labelNames: ['function', 'provider', 'status'] as const,
    registers: [registry],
  });
  const credits = new Counter({ name: 'credits_spent_total', help: 'Credits taken by successful spends', registers: [registry] });
  const spends = new Counter({ name: 'credits_spends_total', help: 'Successful spends', registers: [registry] });
  const wait = new Histogram({
    name: 'db_pool_wait_seconds',
    help: 'Time a transaction waited for a database connection',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [registry],
  });
  let pool: (() => PoolStats) | undefined;
  const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (pool) this.set(pick(pool()));
      },
    });
  poolGauge('db_pool_connections', 'Open database connections', (s) => s.total);
  poolGauge('db_pool_idle_connections', 'Idle database connections', (s) => s.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a database connection', (s) => s.waiting);
  poolGauge('db_pool_max_connections', 'Pool size (DATABASE_POOL_SIZE)', (s) => s.max);

  const httpStart = () => {
    inFlight.inc();
    return performance.now();
  };
  const httpEnd = (c: Context<AppEnv>, start: number) => {
    inFlight.dec();
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    requests.inc({ method: c.req.method, route, status: String(status) });
    duration.observe({ method: c.req.method, route, status_class: `${Math.floor(status / 100)}xx` }, (performance.now() - start) / 1000);
  };
  return {
    registry,
    http: async (c, next) => {
      const start = httpStart();
      try {
        await next();
      } finally {
        httpEnd(c, start);
      }
    },
    httpStart,
    httpEnd,
    ai: (provider, knownFunctions) => async (c, next) => {
      await next();
      const name = c.req.param('name') ?? '';
      // An unknown name is one label, whatever the caller sent: the label set stays bounded.
      aiCalls.inc({ function: knownFunctions.includes(name) ? name : 'unknown', provider, status: String(c.res.status) });
    },
    creditsSpent: (amount) => {
      credits.inc(amount);
      spends.inc();
    },
    poolWait: (seconds) => wait.observe(seconds),
    watchPool: (stats) => {
      pool = stats;
    },
  };
}

/**
 * Parses METRICS_ALLOW: comma-separated addresses or CIDR blocks (IPv4 or IPv6). Throws on anything else so a typo
 * fails at start-up rather than opening or closing the endpoint by surprise.
 */
export function parseAllowList(spec: string): BlockList {
  const list = new BlockList();
  for (const raw of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [addr, bits, ...rest] = raw.split('/');
    const type = isIPv4(addr!) ? 'ipv4' : isIPv6(addr!) ? 'ipv6' : null;
    if (!type || rest.length > 0) throw new Error(`METRICS_ALLOW: "${raw}" is not an address or a CIDR block`);
    if (bits === undefined) {
      list.addAddress(addr!, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > (type === 'ipv4' ? 32 : 128)) throw new Error(`METRICS_ALLOW: bad prefix in "${raw}"`);
    list.addSubnet(addr!, prefix, type);
  }
  return list;
}

/** True when `ip` (as decided by clientIpMiddleware, TRUST_PROXY-aware) is inside the allow list. */
export function isAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return list.check(v4, 'ipv4');
  if (isIPv6(ip)) return list.check(ip, 'ipv6');
  return false;
}

/**
 * GET /metrics in Prometheus text format, for callers inside METRICS_ALLOW only; anyone else gets the same 404 as an
 * unknown path (the endpoint's existence is not advertised). The caller is the TCP peer unless TRUST_PROXY says
 * which proxies' X-Forwarded-For to believe: a client cannot forge its way in with that header.
 */
export function createMetricsRoutes(metrics: Metrics, allow: BlockList) {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    if (!isAllowed(allow, clientIp(c))) return errorJson(c, 404, 'not_found', 'Not found');
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
  return r;
}
