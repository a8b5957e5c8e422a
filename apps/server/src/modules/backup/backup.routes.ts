import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { BlockList } from 'node:net';
import type { AppEnv } from '../../platform/http/app-env';
import { errorJson } from '../../platform/http/error-handler';
import { clientIp } from '../../platform/http/request-meta';
import { isAllowed } from '../metrics';

/**
 * The embedded database's consistent dump for `npm run backup` while the server runs (decision 223): PGlite is
 * opened by this process only, so the dump is taken here, between two queries, by PGlite's own dumpDataDir.
 */
export type PgliteBackup = {
  /** A gzip tarball of the data directory, as PGlite.create({ loadDataDir }) reads it back, and the migrations it holds. */
  dump(): Promise<{ tarball: Blob; migrations: string[] }>;
  /** The secret `npm run backup` sends (DATA_DIR/backup-token, 0600). */
  token: string;
};

/** Reads DATA_DIR/backup-token, creating it (48 random bytes, 0600) the first time. */
export function backupToken(dataDir: string): string {
  const file = join(dataDir, 'backup-token');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const token = randomBytes(48).toString('base64url');
  writeFileSync(file, token + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

/**
 * GET /api/ops/backup — the dump, for a caller inside METRICS_ALLOW (loopback by default) presenting the token;
 * 404 to anyone else, as for an unknown path.
 */
export function createBackupRoutes(backup: PgliteBackup, allow: BlockList) {
  const r = new Hono<AppEnv>();
  const expected = Buffer.from(`Bearer ${backup.token}`);
  r.get('/backup', async (c) => {
    const given = Buffer.from(c.req.header('authorization') ?? '');
    const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
    if (!tokenOk || !isAllowed(allow, clientIp(c))) return errorJson(c, 404, 'not_found', 'Not found');
    const { tarball, migrations } = await backup.dump();
    return c.body(await tarball.arrayBuffer(), 200, { 'content-type': 'application/gzip', 'cache-control': 'no-store', 'x-ov-migrations': migrations.join(',') });
  });
  return r;
}
