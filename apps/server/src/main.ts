import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { initPgliteDataDir, migrate, openPglite, openPostgres, pgliteDataDir, readMigrations, type Db } from './platform/db';
import { createLogger, errorFields, type Logger } from './platform/logger';
import { createAuthService, ensureAdmin } from './modules/auth';
import { createCreditsService } from './modules/credits';
import { generateApp } from './modules/ai';
import { createProjectsService } from './modules/projects';
import { createDefaultStoreService, seedStore } from './modules/store';
import { noRateLimit } from './platform/security/rate-limit';
import { createTokenSigner } from './platform/security/tokens';
import { paths } from './paths';

/** Stops accepting, lets in-flight requests finish, then closes the database (which flushes PGlite). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  // Files we create (embedded database, JWT secret) are readable by this user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  // With WEB_CONCURRENCY > 1 this process only migrates, then forks the workers that serve
  // (docs/decisions/014-cluster-mode.md); a worker skips what its primary already did.
  const primaryOfCluster = config.webConcurrency > 1 && cluster.isPrimary;
  const isWorker = cluster.isWorker;

  const migrations = readMigrations(paths.migrations);
  let db: Db;
  if (config.databaseUrl) {
    db = openPostgres({ connectionString: config.databaseUrl, max: primaryOfCluster ? 2 : config.databasePoolSize, logger });
    if (!isWorker) {
      const applied = await migrate(db, migrations);
      if (applied.length) logger.info('migrations applied', { applied });
    }
  } else {
    const dir = pgliteDataDir(config.dataDir);
    let applied: string[] = [];
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      logger.info('creating the embedded database', { dir });
      applied = await initPgliteDataDir(dir, migrations);
    }
    db = (await openPglite(dir)).db;
    applied.push(...(await migrate(db, migrations)));
    if (applied.length) logger.info('migrations applied', { applied });
  }

  if (config.admin && !isWorker) {
    const credits = createCreditsService(db);
    const auth = createAuthService({ db, credits, tokens: createTokenSigner(config.jwtSecret), rateLimiter: noRateLimit, logger });
    await ensureAdmin({ db, auth, logger }, config.admin);
  }

  if (primaryOfCluster) {
    await db.close();
    runPrimary(config, logger);
    return;
  }

  // The store's audit jobs run in the background; shutdown waits for them before closing the database.
  const store = createDefaultStoreService({ db, logger, auditBudgetMs: config.store.auditBudgetMs, complianceBudgetMs: config.store.complianceBudgetMs, chromiumPath: config.store.chromiumPath });
  const app = createApp({ config, db, logger, webDist: paths.webDist, store });
  let background: Promise<void> = Promise.resolve();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    logger.info('listening', {
      url: `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`,
      database: db.engine,
      ai: config.ai.provider,
      pid: process.pid,
      rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
    });
    // After listening, never before: audits a stopped server left unfinished, then the sample listings (decision 174).
    setImmediate(() => {
      if (stopping) return;
      background = (async () => {
        await store.resume();
        if (config.store.seed) {
          const projects = createProjectsService(db);
          const generate = (prompt: string) => {
            const g = generateApp(prompt);
            return { title: '', description: g.description, files: g.files, techStack: g.techStack, spec: g.spec ?? null };
          };
          await seedStore({ db, store, logger, generate, createProject: (userId, g, tx) => projects.createGenerated(userId, g, tx) });
        }
      })().catch((err: unknown) => logger.error('store background start failed', errorFields(err)));
    });
  }) as Server;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.warn('shutdown timeout, closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      background
        .then(() => store.idle())
        .then(() => db.close())
        .catch((err: unknown) => logger.error('database close failed', errorFields(err)))
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    // Keep-alive sockets with no request in flight would hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Forks `config.webConcurrency` workers that share the port (the primary accepts connections and
 * hands them out in turn) and keeps that many running. SIGTERM or SIGINT is passed on: each worker
 * drains its requests and closes its pool, and the primary exits 0 when the last one has. A worker
 * that dies before it listens stops the whole server (a crash loop would hide the cause).
 */
function runPrimary(config: Config, logger: Logger) {
  let stopping = false;
  let exitCode = 0;
  const listening = new Set<number>();
  const alive = () => Object.keys(cluster.workers ?? {}).length;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => listening.add(worker.id));
  };

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info('shutting down', { signal: reason });
    if (alive() === 0) process.exit(exitCode);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    // Each worker has its own drain timeout; this only guards against one that hangs.
    setTimeout(() => {
      logger.warn('workers did not stop in time');
      process.exit(exitCode || 1);
    }, SHUTDOWN_TIMEOUT_MS + 5_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const hadListened = listening.delete(worker.id);
    if (stopping) {
      if (alive() === 0) {
        logger.info('stopped');
        process.exit(exitCode);
      }
    } else if (!hadListened) {
      logger.error('a worker failed to start, stopping', { pid: worker.process.pid, code, signal });
      stop('worker_start_failure', 1);
    } else {
      logger.warn('worker exited, starting another', { pid: worker.process.pid, code, signal });
      fork();
    }
  });

  for (let i = 0; i < config.webConcurrency; i++) fork();
  logger.info('cluster started', { workers: config.webConcurrency, pid: process.pid });
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
}

main().catch((err: unknown) => {
  console.error('fatal: the server could not start', err instanceof Error ? err.message : err);
  process.exit(1);
});
