// Shared by scripts/backup.mjs and scripts/restore.mjs (docs/deploy.md "Backups", decision 223).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../apps/server/migrations/', import.meta.url));
export const MANIFEST = 'manifest.json';
export const FORMAT = 'ov-sentinel-backup';

/** The migrations this code knows, in order. */
export const knownMigrations = () => readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();

export const sha256File = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The environment as the server reads it (an empty value means unset). */
export function env(name) {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

/** The schema named by `options=-c search_path=X` in a connection URL, if any (isolated schemas, tests). */
export function searchPathOf(url) {
  const options = new URL(url).searchParams.get('options') ?? '';
  const m = /search_path\s*=\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(options);
  return m ? m[1] : undefined;
}

/**
 * The URL for pg_dump/pg_restore: without `options` (libpq does not read `+` as a space there, and the tools are given
 * the schema explicitly; the dump names every object with its schema).
 */
export function libpqUrl(url) {
  const u = new URL(url);
  u.searchParams.delete('options');
  return u.toString();
}

/** Path of a PostgreSQL client tool, or a clear error naming the Debian package. */
export function pgTool(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`${name} is not installed: apt-get install -y postgresql-client-15 (the server's major version or newer)`);
  }
}

/**
 * Refuses a dump taken by a newer version of the application: it holds migrations this code does not know, so this
 * code would run against a schema it does not understand. Returns the migrations still to apply (an older dump).
 */
export function checkMigrations(dumped) {
  const known = knownMigrations();
  const newer = dumped.filter((m) => !known.includes(m));
  if (newer.length > 0) {
    throw new Error(
      `this backup comes from a newer version of the application (unknown migrations: ${newer.join(', ')}); ` +
        'restore it with that version or a later one',
    );
  }
  return known.filter((m) => !dumped.includes(m));
}

export function fail(err) {
  console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
