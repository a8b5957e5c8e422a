import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types';

/** Arbitrary constant: serialises migrations when several instances start on one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export type Migration = { name: string; sql: string };

/** Every `NNN_name.sql` of the folder, in order. Other modules add their own numbers (010+, 020+). */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction under an
 * advisory lock, so a failed file leaves the schema as it was and two instances never race.
 */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Lock first: two instances racing on CREATE TABLE IF NOT EXISTS would collide in pg_type.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
