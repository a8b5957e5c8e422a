import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type { Db, QueryResult, Tx } from './types';

type Client = Pick<PGliteInterface, 'query' | 'exec' | 'transaction' | 'close'>;

/** Wraps an open PGlite (one connection: transactions run one after another). */
export function wrapPglite(pg: Client): Db {
  const query = async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const r = await pg.query<T>(sql, params ? [...params] : undefined);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  };
  return {
    engine: 'pglite',
    query,
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return pg.transaction(async (t) =>
        fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
            const r = await t.query<R>(sql, params ? [...params] : undefined);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
          async exec(sql: string) {
            await t.exec(sql);
          },
        }),
      );
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async ping() {
      await pg.query('SELECT 1');
    },
    async close() {
      await pg.close();
    },
  };
}

/** The embedded database lives in its own folder of DATA_DIR, beside the generated JWT secret. */
export const pgliteDataDir = (dataDir: string): string => join(dataDir, 'pglite');

/** File-backed PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<{ db: Db; raw: PGliteInterface }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const raw = await PGlite.create(dataDir ? { dataDir } : {});
  return { db: wrapPglite(raw), raw };
}
