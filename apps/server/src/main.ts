import cluster from 'node:cluster';
import { Server as NetServer } from 'node:net';
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
import { linkMarketplaceSamples, seedMarketplace } from './modules/marketplace';
import { noRateLimit } from './platform/security/rate-limit';
import { createTokenSigner } from './platform/security/tokens';
import { paths } from './paths';
import { appliedMigrations, createReadiness } from './modules/health';
import { createMetrics } from './modules/metrics';
import { backupToken, type PgliteBackup } from './modules/backup';

/** Stops accepting, lets in-flight requests finish, then closes the database (which flushes PGlite). */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const netClose = NetServer.prototype.close;
/**
 * After SIGTERM, keep-alive sockets left idle are closed after this grace (decision 220). It is longer than the idle
 * time nginx keeps an upstream connection (`keepalive_timeout 2s` in deploy/nginx), so nginx has closed them itself and
 * never sends a request on a socket we are closing (a POST lost that way could not be retried).
 */
const IDLE_CLOSE_GRACE_MS = 3_000;

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
  const metrics = createMetrics({ defaultMetrics: !primaryOfCluster });
  let db: Db;
  let backup: PgliteBackup | undefined;
  if (config.databaseUrl) {
    const max = primaryOfCluster ? 2 : config.databasePoolSize;
    const pg = openPostgres({ connectionString: config.databaseUrl, max, logger, onWait: metrics.poolWait });
    metrics.watchPool(() => ({ total: pg.pool.totalCount, idle: pg.pool.idleCount, waiting: pg.pool.waitingCount, max }));
    db = pg;
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
    const opened = await openPglite(dir);
    db = opened.db;
    // CHECKPOINT writes every committed page to the files; dumpDataDir then tars them with no query in between.
    const dump = async () => {
      const migrations = [...(await appliedMigrations(opened.db))].sort();
      await opened.raw.exec('CHECKPOINT');
      return { tarball: (await opened.raw.dumpDataDir('gzip')) as Blob, migrations };
    };
    backup = { dump, token: backupToken(config.dataDir) };
    applied.push(...(await migrate(db, migrations)));
    if (applied.length) logger.info('migrations applied', { applied });
  }

  if (config.admin && !isWorker) {
    const credits = createCreditsService(db);
    const auth = createAuthService({ db, credits, tokens: createTokenSigner(config.jwtSecret), rateLimiter: noRateLimit, logger, mfaKey: config.mfaKey });
    try {
      await ensureAdmin({ db, auth, logger }, config.admin);
    } catch (err) {
      // Instances started together race to create the account; the one that lost finds it on a second look.
      if ((err as { code?: unknown }).code !== 'email_taken') throw err;
      await ensureAdmin({ db, auth, logger }, config.admin);
    }
  }
  if (!isWorker) {
    // The spec's sample solutions, once (by slug): see docs/decisions/192-marketplace-seed.md.
    const seeded = await seedMarketplace(db);
    if (seeded) logger.info('marketplace seeded', { solutions: seeded });
  }

  if (primaryOfCluster) {
    await db.close();
    runPrimary(config, logger);
    return;
  }

  // The store's audit jobs run in the background; shutdown waits for them before closing the database.
  const store = createDefaultStoreService({ db, logger, auditBudgetMs: config.store.auditBudgetMs, complianceBudgetMs: config.store.complianceBudgetMs, chromiumPath: config.store.chromiumPath });
  const readiness = createReadiness(migrations.map((m) => m.name));
  const app = createApp({ config, db, logger, webDist: paths.webDist, store, metrics, readiness, ...(backup ? { backup } : {}) });
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
        const started = performance.now();
        const cpu0 = process.cpuUsage();
        await store.resume();
        if (config.store.seed) {
          const projects = createProjectsService(db);
          const generate = (prompt: string) => {
            const g = generateApp(prompt);
            return { title: '', description: g.description, files: g.files, techStack: g.techStack, spec: g.spec ?? null };
          };
          // A stop during the seed ends it after the sample in progress, so draining is not held by the rest.
          await seedStore({ db, store, logger, generate, createProject: (userId, g, tx) => projects.createGenerated(userId, g, tx), stopping: () => stopping });
          // The marketplace's sample solutions are the same apps: link them to their listings (decision 198).
          const linked = await linkMarketplaceSamples(db);
          if (linked) logger.info('marketplace samples linked to the store', { solutions: linked });
        }
        // The audit's thread (ESLint, TypeScript) ends now rather than after its idle timeout (decision 265).
        await store.releaseWorkers();
        // Its end is what `npm run bench` waits for before measuring at rest (the seed's own cost, decision 240).
        const cpu = process.cpuUsage(cpu0);
        logger.info('background start finished', {
          durationMs: Math.round(performance.now() - started),
          cpuMs: Math.round((cpu.user + cpu.system) / 1000),
          rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
        });
      })().catch((err: unknown) => logger.error('store background start failed', errorFields(err)));
    });
  }) as Server;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.warn('shutdown timeout, closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // net.Server's close, not http.Server's: the latter also closes idle keep-alive sockets at once (Node 19+),
    // racing a request the balancer is sending on one of them.
    netClose.call(server, () => {
      background
        .then(() => store.idle())
        .then(() => db.close())
        .catch((err: unknown) => logger.error('database close failed', errorFields(err)))
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    // No new connection is accepted from here (a balancer's connect fails and it tries the next instance, even for a
    // POST, since nothing was sent). A request still arriving on an open keep-alive socket is served and answered with
    // `Connection: close`; sockets left idle are closed after the grace (they would hold close() open).
    draining = true;
    const idle = setTimeout(() => {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }, IDLE_CLOSE_GRACE_MS);
    idle.unref();
  };
  let draining = false;
  server.on('request', (_req, res) => {
    if (draining && !res.headersSent) res.shouldKeepAlive = false;
  });
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
