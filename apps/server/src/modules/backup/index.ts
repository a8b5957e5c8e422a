// Public surface of the backup module: the embedded database's dump endpoint (see scripts/backup.mjs).
export { backupToken, createBackupRoutes } from './backup.routes';
export type { PgliteBackup } from './backup.routes';
