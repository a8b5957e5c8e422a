export type { Db, Tx, Queryable, QueryResult } from './types';
export { isDbUnavailableError, isUniqueViolation } from './types';
export { openPglite, wrapPglite, pgliteDataDir } from './pglite';
export { openPostgres } from './postgres';
export { migrate, readMigrations } from './migrate';
