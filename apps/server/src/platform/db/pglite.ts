import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type { Migration } from './migrate';
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

/**
 * PGlite's defaults plus a smaller shared_buffers: 128 MB of buffers in wasm memory is most of the
 * server's RSS, and a one-machine deployment's working set is far smaller (DESIGN §9: ≤ 200 MB at rest).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB'];

/**
 * Creates a new data directory (initdb) and applies the migrations in a short-lived child process. initdb
 * and a first migration grow PGlite's wasm memory (~700 MB at the peak, and a worker thread gives back only
 * part of it when it ends); when the child exits all of it goes back to the OS, and the server then opens the
 * directory at its resting size. Returns the names of the migrations applied. See docs/decisions/011.
 */
export async function initPgliteDataDir(dataDir: string, migrations: readonly Migration[]): Promise<string[]> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { fork } = await import('node:child_process');
  // dist/main.js runs dist/pglite-setup.js (apps/server/build.mjs); under tsx, the TypeScript source
  // (the child inherits the parent's --import tsx through execArgv).
  const entry = new URL(import.meta.url.endsWith('.ts') ? './pglite-setup.ts' : './pglite-setup.js', import.meta.url);
  return new Promise<string[]>((resolve, reject) => {
    const child = fork(entry, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: process.execArgv });
    let answered = false;
    child.once('message', (msg: { ok: true; applied: string[] } | { ok: false; error: string }) => {
      answered = true;
      if (msg.ok) resolve(msg.applied);
      else reject(new Error(`PGlite initdb failed: ${msg.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`PGlite initdb process exited with code ${code}`));
    });
    child.send({ dataDir, migrations });
  });
}

/** File-backed PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<{ db: Db; raw: PGliteInterface; created: boolean }> {
  const created = !!dataDir && !existsSync(join(dataDir, 'PG_VERSION'));
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const raw = await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams: PGLITE_START_PARAMS });
  return { db: wrapPglite(raw), raw, created };
}
