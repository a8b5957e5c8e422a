#!/usr/bin/env node
// npm run backup -- [--out DIR]
// Writes DIR (default ./backups/ov-<UTC time>) holding manifest.json and the dump:
// - PostgreSQL (DATABASE_URL set): pg_dump's custom format, a consistent snapshot taken while the instances run;
// - PGlite (the embedded database in DATA_DIR): asked of the running server (GET /api/ops/backup on loopback with
//   DATA_DIR/backup-token), which dumps between two queries; with --offline, the server being stopped, read directly.
// See docs/deploy.md "Backups" and docs/decisions/223-backups-and-restore.md.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { FORMAT, MANIFEST, env, fail, knownMigrations, libpqUrl, pgTool, searchPathOf, sha256File } from './backup-lib.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, offline: { type: 'boolean' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = resolve(values.out ?? join('backups', `ov-${stamp}`));

async function migrationsOf(query) {
  const { rows } = await query('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((r) => r.name);
}

async function backupPostgres(url) {
  const pgDump = pgTool('pg_dump');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let migrations;
  try {
    migrations = await migrationsOf((sql) => client.query(sql));
  } finally {
    await client.end();
  }
  const schema = searchPathOf(url);
  const file = 'database.dump';
  // Custom format (compressed, restorable selectively); owners and grants left out so it restores into a database
  // owned by another role. With an isolated schema (search_path in the URL), only that schema is dumped.
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, file)}`, ...(schema ? [`--schema=${schema}`] : []), libpqUrl(url)];
  execFileSync(pgDump, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  chmodSync(join(out, file), 0o600);
  return { engine: 'postgres', file, migrations, ...(schema ? { schema } : {}) };
}

async function backupPglite(dataDir) {
  const file = 'pglite.tar.gz';
  const target = join(out, file);
  let migrations;
  if (values.offline) {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    try {
      migrations = (await db.query('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
      await db.exec('CHECKPOINT');
      writeFileSync(target, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
  } else {
    const tokenFile = join(dataDir, 'backup-token');
    if (!existsSync(tokenFile)) throw new Error(`${tokenFile} is missing: is the server running on this DATA_DIR? (--offline when it is stopped)`);
    const token = readFileSync(tokenFile, 'utf8').trim();
    const host = env('HOST') && env('HOST') !== '0.0.0.0' && env('HOST') !== '::' ? env('HOST') : '127.0.0.1';
    const base = env('BACKUP_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${env('PORT') ?? '3000'}`;
    let res;
    try {
      res = await fetch(`${base}/api/ops/backup`, { headers: { authorization: `Bearer ${token}` } });
    } catch (err) {
      throw new Error(`the server at ${base} did not answer (${err.cause?.code ?? err.message}); if it is stopped, use --offline`);
    }
    if (res.status !== 200) throw new Error(`the server at ${base} refused the backup (${res.status}); run this on its machine, with its DATA_DIR`);
    writeFileSync(target, Buffer.from(await res.arrayBuffer()), { mode: 0o600 });
    migrations = (res.headers.get('x-ov-migrations') ?? '').split(',').filter(Boolean);
  }
  return { engine: 'pglite', file, migrations };
}

try {
  if (existsSync(out)) throw new Error(`${out} already exists`);
  mkdirSync(out, { recursive: true, mode: 0o700 });
  const url = env('DATABASE_URL');
  const part = url ? await backupPostgres(url) : await backupPglite(resolve(env('DATA_DIR') ?? './.data'));
  const known = knownMigrations();
  const manifest = {
    format: FORMAT,
    version: 1,
    created_at: new Date().toISOString(),
    ...part,
    sha256: sha256File(join(out, part.file)),
    bytes: statSync(join(out, part.file)).size,
    app_migrations: known.length,
  };
  writeFileSync(join(out, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  console.log(`backup written: ${out} (${part.engine}, ${manifest.bytes} bytes, ${part.migrations.length} migrations)`);
} catch (err) {
  fail(err);
}
