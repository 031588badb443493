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
export * from './schema';
