import { existsSync, mkdirSync } from 'node:fs';
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

/**
 * PGlite's defaults plus a smaller shared_buffers: 128 MB of buffers in wasm memory is most of the
 * server's RSS, and a one-machine deployment's working set is far smaller (DESIGN §9: ≤ 200 MB at rest).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB'];

/**
 * Creates a new data directory (initdb) in a worker thread. initdb leaves ~600 MB of wasm memory
 * behind; when the worker ends, all of it goes back to the OS, and the server opens the directory at
 * its resting size.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { Worker } = await import('node:worker_threads');
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  const code = `const { workerData, parentPort } = require('node:worker_threads');
    import(workerData.moduleUrl)
      .then(async ({ PGlite }) => { const pg = await PGlite.create({ dataDir: workerData.dataDir }); await pg.close(); })
      .then(() => parentPort.postMessage('ok'), (err) => parentPort.postMessage(String(err && err.stack || err)));`;
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { moduleUrl, dataDir } });
    worker.once('message', (msg) => {
      void worker.terminate();
      if (msg === 'ok') resolve();
      else reject(new Error(`PGlite initdb failed: ${String(msg)}`));
    });
    worker.once('error', reject);
  });
}

/** File-backed PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<{ db: Db; raw: PGliteInterface; created: boolean }> {
  const created = !!dataDir && !existsSync(join(dataDir, 'PG_VERSION'));
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const raw = await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams: PGLITE_START_PARAMS });
  return { db: wrapPglite(raw), raw, created };
}
