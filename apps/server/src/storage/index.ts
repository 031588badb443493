export { openDatabase, MEMORY } from './database';
export type {
  Database,
  DatabaseHandle,
  Dialect,
  OpenDatabaseOptions,
  ScriptTransaction,
  Transaction,
} from './database';
export { LOCK_FILE } from './data-dir-lock';
export { loadMigrations, migrate } from './migrate';
export type { Migration } from './migrate';
export { startTableMaintenance } from './table-maintenance';
export type { TableMaintenance } from './table-maintenance';
export * from './schema';
