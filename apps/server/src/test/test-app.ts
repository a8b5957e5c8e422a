import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig, type Config } from '../config/env';
import { migrate, openPostgres, readMigrations, wrapPglite, type Db } from '../platform/db';
import { silentLogger } from '../platform/logger';
import { PGLITE_START_PARAMS } from '../platform/db/pglite';
import type { RateLimiter } from '../platform/security/rate-limit';
import { paths } from '../paths';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/tmp/ov-test-unused', LOG_LEVEL: 'silent' }),
    rateLimitDisabled: true,
    ...overrides,
  };
}

// Migrating a fresh in-memory PGlite costs ~3 s; do it once per test file and clone() (~0.5 s) per database.
let template: Promise<PGlite> | undefined;
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    // The global setup migrated one database for the whole run and dumped it (src/test/global-setup.ts).
    const dumped = inject('pgliteTemplate');
    if (dumped && existsSync(dumped)) {
      return PGlite.create({ loadDataDir: new Blob([readFileSync(dumped)]), startParams: PGLITE_START_PARAMS });
    }
    const raw = await PGlite.create({ startParams: PGLITE_START_PARAMS });
    await migrate(wrapPglite(raw), readMigrations(paths.migrations));
    return raw;
  })();
  return template;
}

export type TestDb = { db: Db; engine: Engine; close(): Promise<void> };

/** A fresh, migrated database: an in-memory PGlite, or an isolated schema on TEST_DATABASE_URL dropped on close. */
export async function createTestDb(engine: Engine = 'pglite', opts: { poolSize?: number } = {}): Promise<TestDb> {
  if (engine === 'pglite') {
    const raw = (await (await pgliteTemplate()).clone()) as PGlite;
    const db = wrapPglite(raw);
    return { db, engine, close: () => raw.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, max: opts.poolSize ?? 10, options: `-c search_path=${schema}` });
  await migrate(db, readMigrations(paths.migrations));
  return {
    db,
    engine,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

export type TestContext = {
  app: App;
  db: Db;
  engine: Engine;
  config: Config;
};

/** `webDist`: a built SPA folder to serve (test/fake-dist.ts); without it, the API alone. */
export type TestAppOptions = { config?: Partial<Config>; rateLimiter?: RateLimiter; poolSize?: number; webDist?: string };

/** The app on `db` as tests build it: test configuration (with `opts.config`), silent logs. */
export function appOn(db: Db, opts: Omit<TestAppOptions, 'poolSize'> = {}): App {
  return createApp({ config: testConfig(opts.config), db, logger: silentLogger, ...(opts.rateLimiter ? { rateLimiter: opts.rateLimiter } : {}), ...(opts.webDist ? { webDist: opts.webDist } : {}) });
}

export async function createTestApp(engine: Engine = 'pglite', opts: TestAppOptions = {}): Promise<TestContext & { close(): Promise<void> }> {
  const t = await createTestDb(engine, opts.poolSize ? { poolSize: opts.poolSize } : {});
  const config = testConfig(opts.config);
  return { app: appOn(t.db, opts), db: t.db, engine, config, close: t.close };
}

/**
 * Runs the same suite on a fresh PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 * `ctx` is filled in beforeAll: read its fields inside tests, not at collection time.
 */
export function describeEachDb(name: string, fn: (ctx: TestContext) => void, opts: TestAppOptions = {}): void {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      const ctx = {} as TestContext;
      let close: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const t = await createTestApp(engine, opts);
        close = t.close;
        Object.assign(ctx, { app: t.app, db: t.db, engine: t.engine, config: t.config });
      });
      afterAll(async () => {
        await close?.();
      });
      fn(ctx);
    });
  }
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(6).toString('hex')}@example.test`;
