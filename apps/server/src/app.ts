import { randomUUID } from 'node:crypto';
import { AI_FUNCTION_NAMES } from '@ov/shared';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config/env';
import type { Db } from './platform/db/types';
import type { AppEnv } from './platform/http/app-env';
import { corsSteps } from './platform/http/cors';
import { apiNotFound, createErrorHandler } from './platform/http/error-handler';
import { AppError } from './platform/http/errors';
import { CachedRouter } from './platform/http/cached-router';
import { setClientIp } from './platform/http/request-meta';
import { finishSecurityHeaders, setSecurityHeaders } from './platform/http/security-headers';
import { closeIfBodyUnread } from './platform/http/unread-body';
import { mountStatic } from './platform/http/static';
import { rejectNulPath } from './platform/http/validate';
import { createLogger, type Logger } from './platform/logger';
import { createDbRateLimiter, noRateLimit, type RateLimiter } from './platform/security/rate-limit';
import { sameOriginCheck } from './platform/security/same-origin';
import { createTokenSigner } from './platform/security/tokens';
import { createAdminRoutes } from './modules/admin';
import { createAiRoutes, createAppDelivery, createGenerationsStore } from './modules/ai';
import { checkMfaEnrolment, identifyCaller, createAuthRoutes, createAuthService, createPasswordAdminRoutes, createPasswordService, createSmtpMailer, type Mailer } from './modules/auth';
import { createBillingRoutes, createDemoPaymentProvider } from './modules/billing';
import { createContactRoutes } from './modules/contact';
import { createCreditsRoutes, createCreditsService, createRpcRoutes } from './modules/credits';
import { createMarketplaceRoutes, createMarketplaceService } from './modules/marketplace';
import { createHealthRoutes, type Readiness } from './modules/health';
import { createMetrics, createMetricsRoutes, parseAllowList, type Metrics } from './modules/metrics';
import { createBackupRoutes, type PgliteBackup } from './modules/backup';
import { createProfileRoutes, createRolesRoutes } from './modules/profile';
import { createProjectsRoutes, createProjectsService } from './modules/projects';
import { createDefaultStoreService, createStoreAdminRoutes, createStoreRoutes, type StoreService } from './modules/store';
import { createDeployRoutes, createDeployService, createDeployedAppRoutes } from './modules/deploy';
import { createStoreOrdersRoutes, createStoreOrdersService } from './modules/store';
import { createQuantumRoutes } from './modules/quantum';

export type AppDeps = {
  config: Config;
  db: Db;
  logger?: Logger;
  /** Folder of the built SPA; omitted in API tests. */
  webDist?: string;
  /** Defaults to PostgreSQL-backed counters, or none when config.rateLimitDisabled. */
  rateLimiter?: RateLimiter;
  /** Outgoing mail; defaults to SMTP when config.smtp is set, else none (decision 032). Tests inject one. */
  mailer?: Mailer | null;
  /** Clock of password-reset tokens; tests inject one. */
  now?: () => Date;
  /** The store's service (its audit jobs are awaited on shutdown); defaults to one built from config.store. */
  store?: StoreService;
  /** Prometheus metrics (main.ts passes one with process metrics); a bare one otherwise. */
  metrics?: Metrics;
  /** Drain switch and expected migrations for /api/health/ready (main.ts); without it, ready means the database answers. */
  readiness?: Readiness;
  /** The embedded database's dump endpoint for `npm run backup` (main.ts, PGlite only). */
  backup?: PgliteBackup;
};

/** Body limits: 1 MiB for JSON calls, 5 MiB for project saves (code_content). See decision 008. */
export const BODY_LIMIT = { default: 1024 * 1024, projects: 5 * 1024 * 1024 };

/** A request id taken from a trusted proxy: letters, digits and dashes only (it goes into every log line). */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Builds the HTTP app without listening; tests call `app.request(...)`. */
export function createApp(deps: AppDeps) {
  const { config, db } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const rateLimiter = deps.rateLimiter ?? (config.rateLimitDisabled ? noRateLimit : createDbRateLimiter(db));
  const tokens = createTokenSigner(config.jwtSecret);
  const metrics = deps.metrics ?? createMetrics();
  const metricsAllow = parseAllowList(config.metricsAllow);
  const credits = createCreditsService(db);
  const spend = credits.spend.bind(credits);
  credits.spend = async (input, tx) => {
    const r = await spend(input, tx);
    if (r.ok && !r.replayed) metrics.creditsSpent(input.amount);
    return r;
  };
  const auth = createAuthService({ db, credits, tokens, rateLimiter, logger, mfaKey: config.mfaKey, ...(deps.now ? { now: deps.now } : {}) });
  const mailer = deps.mailer !== undefined ? deps.mailer : config.smtp ? createSmtpMailer(config.smtp) : null;
  const passwords = createPasswordService({ db, rateLimiter, logger, mailer, publicUrl: config.publicUrl, ...(deps.now ? { now: deps.now } : {}) });
  const projects = createProjectsService(db);

  // One line per request at LOG_LEVEL=debug (request id, method, path, status, duration); nothing measured otherwise.
  const accessLog = logger.isLevelEnabled('debug');
  const app = new Hono<AppEnv>({ router: new CachedRouter() });
  app.onError(createErrorHandler(logger));

  // Every request: metrics, request id, client address, security headers, CORS, `Connection: close` on an unread
  // body and the access log, in this order, as one middleware rather than six. Each middleware layer costs Hono a
  // dispatch, two promises and their microtask turns; decision 280. Each step is the same function as the middleware
  // of the same name (metrics.http, clientIpMiddleware, securityHeaders, cors, closeWhenBodyUnread), which the tests
  // exercise alone.
  const corsStep = corsSteps(config.corsOrigins);
  app.use('*', async (c, next) => {
    const measured = metrics.httpStart();
    try {
      // Behind trusted proxies, nginx's $request_id (X-Request-Id) is kept so its log lines and ours share one id.
      const forwardedId = config.trustProxy > 0 ? c.req.header('x-request-id') : undefined;
      c.set('requestId', forwardedId && REQUEST_ID.test(forwardedId) ? forwardedId : randomUUID());
      c.set('user', null);
      c.set('sessionId', null);
      const start = accessLog ? performance.now() : 0;
      setClientIp(c, config.trustProxy);
      const pendingHeaders = setSecurityHeaders(c);
      const preflight = corsStep.preflight(c);
      if (preflight) {
        c.res = preflight;
      } else {
        await next();
        closeIfBodyUnread(c);
        corsStep.after(c);
      }
      if (pendingHeaders) finishSecurityHeaders(c, pendingHeaders);
      if (accessLog) logger.debug('request', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Math.round(performance.now() - start) });
    } finally {
      metrics.httpEnd(c, measured);
    }
  });
  const tooLarge = () => {
    throw new AppError(413, 'payload_too_large', 'The request body is too large');
  };
  const limitDefault = bodyLimit({ maxSize: BODY_LIMIT.default, onError: tooLarge });
  const limitProjects = bodyLimit({ maxSize: BODY_LIMIT.projects, onError: tooLarge });
  // Every API call: the body limit, the CSRF check (sameOriginWrites), the caller's session (authenticate) and the
  // 2FA enrolment rule (requireMfaEnrolment), in this order, as one middleware (decision 280).
  const sameOrigin = sameOriginCheck(config.corsOrigins, config.trustProxy);
  const identify = identifyCaller(auth);
  const guard = async (c: Context<AppEnv>, next: Next) => {
    sameOrigin(c);
    await identify(c);
    checkMfaEnrolment(c);
    return next();
  };
  app.use('/api/*', (c, next) => {
    rejectNulPath(c);
    // GET and HEAD bodies are never read (the Node adapter drops them); checking one would build a
    // full fetch Request per call, a measurable share of a GET's CPU (docs/performance.md).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return guard(c, next);
    return (c.req.path.startsWith('/api/projects') ? limitProjects : limitDefault)(c, () => guard(c, next));
  });

  app.route('/api/health', createHealthRoutes(db, deps.readiness));
  app.route('/api/auth', createAuthRoutes(auth, passwords));
  app.route('/api/profile', createProfileRoutes(db));
  app.route('/api/roles', createRolesRoutes(db));
  app.route('/api/credits', createCreditsRoutes(credits));
  app.route('/api/rpc', createRpcRoutes({ credits }));
  app.route('/api/projects', createProjectsRoutes(projects));
  app.route('/api/admin', createAdminRoutes(db, { credits }));
  app.route('/api/admin', createPasswordAdminRoutes(passwords));
  app.route('/api/contact', createContactRoutes({ db, rateLimiter }));
  // One offline demo payment provider for credit packs and store orders (labelled demo in both UIs).
  const paymentProvider = createDemoPaymentProvider();
  app.route('/api/billing', createBillingRoutes({ config, credits, db, provider: paymentProvider }));
  const store = deps.store ?? createDefaultStoreService({ db, logger, auditBudgetMs: config.store.auditBudgetMs, complianceBudgetMs: config.store.complianceBudgetMs, chromiumPath: config.store.chromiumPath });
  app.route('/api/store', createStoreRoutes(store));
  app.route('/api/admin', createStoreAdminRoutes(store));
  const deploy = createDeployService({ db });
  app.route('/api/store', createStoreOrdersRoutes(createStoreOrdersService({ db, provider: paymentProvider })));
  app.route('/api/store', createDeployRoutes(deploy));
  app.route('/api/marketplace', createMarketplaceRoutes(createMarketplaceService({ db, provider: paymentProvider, ownsProject: projects.isOwner, projectActivity: projects.activity })));
  app.route('/api/quantum', createQuantumRoutes({ db, rateLimiter }));

  const delivery = createAppDelivery({ transaction: credits.transaction, spend: (input, tx) => credits.spend(input, tx), createGenerated: projects.createGenerated });
  const instructSource = { load: (userId: string, id: string) => projects.instructionSource(userId, id) };
  app.use('/api/functions/:name', metrics.ai(config.ai.provider, AI_FUNCTION_NAMES));
  app.route('/api/functions', createAiRoutes({ config, credits, logger, generations: createGenerationsStore(db, credits), delivery, instructSource }));

  // Feature modules (billing, ai above) mount before this catch-all, one line each.
  app.route('/metrics', createMetricsRoutes(metrics, metricsAllow));
  if (deps.backup) app.route('/api/ops', createBackupRoutes(deps.backup, metricsAllow));
  app.all('/api/*', apiNotFound);
  // Deployed store apps (issue 17 §4): other people's code, each file with the deployed-app CSP.
  app.route('/apps', createDeployedAppRoutes(deploy));
  mountStatic(app, deps.webDist);
  app.notFound(apiNotFound);

  return app;
}

export type App = ReturnType<typeof createApp>;
