#!/usr/bin/env node
// npm run restore -- <backup folder>
// Restores a backup made by scripts/backup.mjs into an EMPTY target, never over live data:
// - PostgreSQL (DATABASE_URL set): pg_restore into that database (create it first: createdb), in one transaction;
// - PGlite: into DATA_DIR/pglite, which must not exist yet (stop the server and move the old one aside first).
// A backup from a newer version of the application (migrations this code does not know) is refused. An older one is
// restored as it is; the server applies the missing migrations when it starts (forward-only, under the advisory lock).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { FORMAT, MANIFEST, checkMigrations, env, fail, libpqUrl, pgTool, searchPathOf, sha256File } from './backup-lib.mjs';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });

async function restorePostgres(url, dir, manifest) {
  const pgRestore = pgTool('pg_restore');
  const schema = searchPathOf(url) ?? 'public';
  if (manifest.schema && manifest.schema !== schema) {
    throw new Error(`the backup holds schema ${manifest.schema}; the target URL uses ${schema} (set options=-c search_path=${manifest.schema})`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`, [schema]);
    if (rows[0].n > 0) throw new Error(`the target database already has ${rows[0].n} tables in schema ${schema}: restore into a new, empty database`);
    // pg_dump --schema recreates the schema itself; an existing empty one (public, or made by hand) is dropped first.
    if (manifest.schema) await client.query(`DROP SCHEMA IF EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
  execFileSync(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqUrl(url)}`, join(dir, manifest.file)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function restorePglite(dataDir, dir, manifest) {
  const target = join(dataDir, 'pglite');
  if (existsSync(target)) throw new Error(`${target} exists: stop the server and move it aside first (restore never overwrites data)`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: target, loadDataDir: new Blob([readFileSync(join(dir, manifest.file))]) });
  try {
    await db.query('SELECT count(*) FROM schema_migrations');
  } finally {
    await db.close();
  }
}

try {
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- <backup folder>');
  const dir = resolve(positionals[0]);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
  if (manifest.format !== FORMAT || manifest.version !== 1) throw new Error(`${dir} is not a backup made by npm run backup`);
  if (sha256File(join(dir, manifest.file)) !== manifest.sha256) throw new Error(`${manifest.file} does not match its checksum: the backup is damaged`);
  const pending = checkMigrations(manifest.migrations);
  const url = env('DATABASE_URL');
  if (manifest.engine === 'postgres') {
    if (!url) throw new Error('this is a PostgreSQL backup: set DATABASE_URL to the (empty) target database');
    await restorePostgres(url, dir, manifest);
  } else {
    if (url) throw new Error('this is an embedded-database (PGlite) backup: unset DATABASE_URL and set DATA_DIR');
    await restorePglite(resolve(env('DATA_DIR') ?? './.data'), dir, manifest);
  }
  console.log(`restored ${manifest.engine} backup of ${manifest.created_at}${pending.length ? `; the server will apply ${pending.length} newer migration(s) when it starts` : ''}`);
} catch (err) {
  fail(err);
}
