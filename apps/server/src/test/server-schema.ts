import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Engine } from './test-app';

export type ServerDatabase = {
  /** DATABASE_URL for a server process: its own schema on TEST_DATABASE_URL (search_path), or '' for PGlite. */
  url: string;
  /** Runs SQL in that schema on a fresh connection (PostgreSQL only). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
};

/** A database for a real server process (test/main-process.ts): PGlite in its DATA_DIR, or a fresh PostgreSQL schema. */
export async function serverDatabase(engine: Engine): Promise<ServerDatabase> {
  if (engine === 'pglite') {
    return {
      url: '',
      query: () => Promise.reject(new Error('PGlite: open the data folder instead')),
      drop: async () => {},
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `srv_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async (connectionString: string, sql: string) => {
    const c = new pg.Client({ connectionString });
    await c.connect();
    try {
      return (await c.query<Record<string, unknown>>(sql)).rows;
    } finally {
      await c.end();
    }
  };
  await run(base, `CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    query: (sql) => run(url.toString(), sql),
    drop: async () => {
      await run(base, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
