export type { Db, Tx, Queryable, QueryResult } from './types';
export { isDbUnavailableError, isUniqueViolation } from './types';
export { openPglite, wrapPglite, pgliteDataDir, initPgliteDataDir } from './pglite';
export { openPostgres } from './postgres';
export { migrate, readMigrations } from './migrate';
