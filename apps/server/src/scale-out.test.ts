import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type App } from './app';
import { migrate, openPostgres, readMigrations, type Db } from './platform/db';
import { silentLogger } from './platform/logger';
import { RATE_RULES } from './platform/security/rate-limit';
import { paths } from './paths';
import { testConfig, uniqueEmail } from './test/test-app';
import { client, STRONG_PASSWORD } from './test/http';

// DESIGN §2: instances are stateless; two of them on one PostgreSQL behave as one.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two instances on one PostgreSQL [postgres]', () => {
  const schema = `t_scale_${randomBytes(4).toString('hex')}`;
  let dbA: Db;
  let dbB: Db;
  let a: App;
  let b: App;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const options = `-c search_path=${schema}`;
    dbA = openPostgres({ connectionString: url!, options, max: 4 });
    dbB = openPostgres({ connectionString: url!, options, max: 4 });
    // Both start and migrate at once: the advisory lock serialises them.
    await Promise.all([migrate(dbA, readMigrations(paths.migrations)), migrate(dbB, readMigrations(paths.migrations))]);
    const config = testConfig({ rateLimitDisabled: false });
    a = createApp({ config, db: dbA, logger: silentLogger });
    b = createApp({ config, db: dbB, logger: silentLogger });
  });
  afterAll(async () => {
    await dbA?.close();
    await dbB?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('a session from one instance works, rotates and ends on the other; rate limits are shared', async () => {
    const email = uniqueEmail();
    expect((await client(a).post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' })).status).toBe(201);
    const s = (await client(a).post('/api/auth/sign-in', { email, password: STRONG_PASSWORD })).json.session;
    expect((await client(b).get('/api/auth/session', { token: s.access_token })).status).toBe(200);
    const rotated = await client(b).post('/api/auth/refresh', { refresh_token: s.refresh_token });
    expect(rotated.status).toBe(200);
    // The old token replayed on the first instance is detected as reuse: the family dies everywhere.
    expect((await client(a).post('/api/auth/refresh', { refresh_token: s.refresh_token })).status).toBe(401);
    expect((await client(b).get('/api/auth/session', { token: rotated.json.session.access_token })).status).toBe(401);

    const target = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.signInEmail.limit; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await client(app).post('/api/auth/sign-in', { email: target, password: 'wrong-password' })).status);
    }
    expect(statuses.slice(0, RATE_RULES.signInEmail.limit).every((x) => x === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

