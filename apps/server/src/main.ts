import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { initPgliteDataDir, migrate, openPglite, openPostgres, pgliteDataDir, readMigrations, type Db } from './platform/db';
import { createLogger, errorFields } from './platform/logger';
import { createAuthService, ensureAdmin } from './modules/auth';
import { createCreditsService } from './modules/credits';
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

  const migrations = readMigrations(paths.migrations);
  let db: Db;
  if (config.databaseUrl) {
    db = openPostgres({ connectionString: config.databaseUrl, max: config.databasePoolSize, logger });
    const applied = await migrate(db, migrations);
    if (applied.length) logger.info('migrations applied', { applied });
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

  if (config.admin) {
    const credits = createCreditsService(db);
    const auth = createAuthService({ db, credits, tokens: createTokenSigner(config.jwtSecret), rateLimiter: noRateLimit, logger });
    await ensureAdmin({ db, auth, logger }, config.admin);
  }

  const app = createApp({ config, db, logger, webDist: paths.webDist });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    logger.info('listening', {
      url: `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`,
      database: db.engine,
      ai: config.ai.provider,
      rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
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
      db.close()
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

main().catch((err: unknown) => {
  console.error('fatal: the server could not start', err instanceof Error ? err.message : err);
  process.exit(1);
});
