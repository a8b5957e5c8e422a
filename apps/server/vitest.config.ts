import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defineConfig } from 'vitest/config';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The server tests run on PGlite, and a second time on PostgreSQL when one is reachable: TEST_DATABASE_URL, else
 * the machine's local PostgreSQL (trust auth, database `test`) if it answers within a second.
 * TEST_DATABASE_URL=off keeps them on PGlite only.
 */
async function postgresForTests(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given === 'off') {
    delete process.env.TEST_DATABASE_URL;
    return;
  }
  if (given) return;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  } catch {
    // no local PostgreSQL: PGlite only
  } finally {
    await client.end().catch(() => {});
  }
}

export default defineConfig(async () => {
  await postgresForTests();
  return {
    // src/client-abort.test.ts drives the web's own API client (apps/web/src/lib) against the real server.
    resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
    test: {
      name: 'server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['src/test/global-setup.ts'],
      // Bounds, not budgets: at load 30 on two cores (issue 14's loaded run) creating a test database took over
      // 60 s and ordinary tests up to 15 s. No test asserts a duration.
      testTimeout: 120_000,
      hookTimeout: 300_000,
      // PGlite is CPU-bound wasm; two cores are shared by the whole suite.
      maxWorkers: 2,
      // A project with its own maxWorkers needs its own group: the server tests run after the
      // shared and web ones instead of competing with them for the two cores.
      sequence: { groupOrder: 1 },
    },
  };
});
