import type { Queryable } from '../../platform/db/types';

/** Names of the migrations recorded as applied. */
export async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(rows.map((x) => x.name));
}
