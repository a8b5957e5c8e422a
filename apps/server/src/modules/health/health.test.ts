import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../platform/db';
import { appOn, describeEachDb } from '../../test/test-app';
import { client } from '../../test/http';
import { freePort } from '../../test/listen';
import { tcpProxy } from '../../test/tcp-proxy';
import { createApp } from '../../app';
import { readMigrations } from '../../platform/db';
import { silentLogger } from '../../platform/logger';
import { paths } from '../../paths';
import { testConfig } from '../../test/test-app';
import { createReadiness } from './index';

describeEachDb('health', (ctx) => {
  it('answers 200 {status, db} when the database answers', async () => {
    const r = await client(ctx.app).get('/api/health');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('health while PostgreSQL is unreachable', () => {
  it('answers 503 db_unavailable when nothing listens, and API calls get 503 rather than 500', async () => {
    const port = await freePort();
    const db = openPostgres({ connectionString: `postgres://postgres@127.0.0.1:${port}/test`, connectionTimeoutMillis: 500, max: 2 });
    const app = appOn(db);
    try {
      const r = await client(app).get('/api/health');
      expect(r.status).toBe(503);
      expect(r.json.error.code).toBe('db_unavailable');
      const signIn = await client(app).post('/api/auth/sign-in', { email: 'a@b.co', password: 'whatever' });
      expect(signIn.status).toBe(503);
      expect(signIn.json.error.code).toBe('db_unavailable');
    } finally {
      await db.close();
    }
  });
});

// A TCP proxy in front of the real PostgreSQL lets the test cut and restore the database like a restart.
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('health across a PostgreSQL outage [postgres]', () => {
  let proxy: ReturnType<typeof tcpProxy> | undefined;
  afterAll(() => proxy?.cut());

  it('goes 200 → 503 while down → 200 again, without crashing on the dead pooled connections', async () => {
    const port = await freePort();
    proxy = tcpProxy(new URL(url!), port);
    await proxy.start();
    const proxied = new URL(url!);
    proxied.host = `127.0.0.1:${port}`;
    const db = openPostgres({ connectionString: proxied.toString(), connectionTimeoutMillis: 1000, max: 3 });
    const app = appOn(db);
    const c = client(app);
    try {
      expect((await c.get('/api/health')).status).toBe(200);
      await proxy.cut(); // the pooled connection dies: the pool's error listener must absorb it
      const down = await c.get('/api/health');
      expect(down.status).toBe(503);
      expect(down.json.error.code).toBe('db_unavailable');
      await proxy.start();
      // A generous bounded wait for the pool to reconnect (a loaded machine may need several seconds), not a measure.
      let status = 0;
      for (let i = 0; i < 150 && status !== 200; i++) {
        status = (await c.get('/api/health')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await db.close();
    }
  });
});

describeEachDb('readiness', (ctx) => {
  it('is 200 when the database answers and every migration is applied; 503 not_ready while draining', async () => {
    const expected = readMigrations(paths.migrations).map((m) => m.name);
    const readiness = createReadiness(expected);
    const app = createApp({ config: testConfig(), db: ctx.db, logger: silentLogger, readiness });
    const ok = await client(app).get('/api/health/ready');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: 'ready' });
    readiness.drain();
    const draining = await client(app).get('/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.json.error).toMatchObject({ code: 'not_ready', details: { reason: 'draining' } });
    // Liveness stays 200: the process is healthy, it only asks the balancer to move on.
    expect((await client(app).get('/api/health')).status).toBe(200);
  });

  it('is 503 migrations_pending when the code expects a migration the database has not recorded', async () => {
    const readiness = createReadiness([...readMigrations(paths.migrations).map((m) => m.name), '999_from_a_newer_build.sql']);
    const app = createApp({ config: testConfig(), db: ctx.db, logger: silentLogger, readiness });
    const r = await client(app).get('/api/health/ready');
    expect(r.status).toBe(503);
    expect(r.json.error.details).toEqual({ reason: 'migrations_pending' });
  });
});
