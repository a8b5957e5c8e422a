import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config/env';
import type { Db } from './platform/db/types';
import type { AppEnv } from './platform/http/app-env';
import { cors } from './platform/http/cors';
import { apiNotFound, createErrorHandler } from './platform/http/error-handler';
import { AppError } from './platform/http/errors';
import { clientIpMiddleware } from './platform/http/request-meta';
import { securityHeaders } from './platform/http/security-headers';
import { closeWhenBodyUnread } from './platform/http/unread-body';
import { mountStatic } from './platform/http/static';
import { createLogger, type Logger } from './platform/logger';
import { createDbRateLimiter, noRateLimit, type RateLimiter } from './platform/security/rate-limit';
import { sameOriginWrites } from './platform/security/same-origin';
import { createTokenSigner } from './platform/security/tokens';
import { createAdminRoutes } from './modules/admin';
import { createAiRoutes, createAppDelivery, createGenerationsStore } from './modules/ai';
import { authenticate, createAuthRoutes, createAuthService, createPasswordAdminRoutes, createPasswordService, createSmtpMailer, type Mailer } from './modules/auth';
import { createBillingRoutes, createDemoPaymentProvider } from './modules/billing';
import { createContactRoutes } from './modules/contact';
import { createCreditsRoutes, createCreditsService, createRpcRoutes } from './modules/credits';
import { createHealthRoutes } from './modules/health';
import { createMarketplaceRoutes, createMarketplaceService } from './modules/marketplace';
import { createProfileRoutes, createRolesRoutes } from './modules/profile';
import { createProjectsRoutes, createProjectsService } from './modules/projects';

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
};

/** Body limits: 1 MiB for JSON calls, 5 MiB for project saves (code_content). See decision 008. */
export const BODY_LIMIT = { default: 1024 * 1024, projects: 5 * 1024 * 1024 };

/** Builds the HTTP app without listening; tests call `app.request(...)`. */
export function createApp(deps: AppDeps) {
  const { config, db } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const rateLimiter = deps.rateLimiter ?? (config.rateLimitDisabled ? noRateLimit : createDbRateLimiter(db));
  const tokens = createTokenSigner(config.jwtSecret);
  const credits = createCreditsService(db);
  const auth = createAuthService({ db, credits, tokens, rateLimiter, logger });
  const mailer = deps.mailer !== undefined ? deps.mailer : config.smtp ? createSmtpMailer(config.smtp) : null;
  const passwords = createPasswordService({ db, rateLimiter, logger, mailer, publicUrl: config.publicUrl, ...(deps.now ? { now: deps.now } : {}) });
  const projects = createProjectsService(db);

  // One line per request at LOG_LEVEL=debug (request id, method, path, status, duration); nothing measured otherwise.
  const accessLog = logger.isLevelEnabled('debug');
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));

  app.use('*', async (c, next) => {
    c.set('requestId', randomUUID());
    c.set('user', null);
    c.set('sessionId', null);
    if (!accessLog) return next();
    const start = performance.now();
    await next();
    logger.debug('request', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Math.round(performance.now() - start) });
  });
  app.use('*', clientIpMiddleware(config.trustProxy));
  app.use('*', securityHeaders());
  app.use('*', cors(config.corsOrigins));
  app.use('*', closeWhenBodyUnread());
  const tooLarge = () => {
    throw new AppError(413, 'payload_too_large', 'The request body is too large');
  };
  const limitDefault = bodyLimit({ maxSize: BODY_LIMIT.default, onError: tooLarge });
  const limitProjects = bodyLimit({ maxSize: BODY_LIMIT.projects, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    // GET and HEAD bodies are never read (the Node adapter drops them); checking one would build a
    // full fetch Request per call, a measurable share of a GET's CPU (docs/performance.md).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (c.req.path.startsWith('/api/projects') ? limitProjects : limitDefault)(c, next);
  });
  app.use('/api/*', sameOriginWrites(config.corsOrigins, config.trustProxy));
  app.use('/api/*', authenticate(auth));

  app.route('/api/health', createHealthRoutes(db));
  app.route('/api/auth', createAuthRoutes(auth, passwords));
  app.route('/api/profile', createProfileRoutes(db));
  app.route('/api/roles', createRolesRoutes(db));
  app.route('/api/credits', createCreditsRoutes(credits));
  app.route('/api/rpc', createRpcRoutes({ credits }));
  app.route('/api/projects', createProjectsRoutes(projects));
  app.route('/api/admin', createAdminRoutes(db));
  app.route('/api/admin', createPasswordAdminRoutes(passwords));
  app.route('/api/contact', createContactRoutes({ db, rateLimiter }));
  app.route('/api/billing', createBillingRoutes({ config, credits, db }));
  app.route('/api/marketplace', createMarketplaceRoutes(createMarketplaceService({ db, provider: createDemoPaymentProvider(), ownsProject: projects.isOwner, projectActivity: projects.activity })));

  const delivery = createAppDelivery({ transaction: credits.transaction, spend: (input, tx) => credits.spend(input, tx), createGenerated: projects.createGenerated });
  const instructSource = { load: (userId: string, id: string) => projects.instructionSource(userId, id) };
  app.route('/api/functions', createAiRoutes({ config, credits, logger, generations: createGenerationsStore(db, credits), delivery, instructSource }));

  // Feature modules (billing, ai above) mount before this catch-all, one line each.
  app.all('/api/*', apiNotFound);
  mountStatic(app, deps.webDist);
  app.notFound(apiNotFound);

  return app;
}

export type App = ReturnType<typeof createApp>;
