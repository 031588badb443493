export { openDatabase, MEMORY, wrapPgliteClient } from './database';
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
export { batchedReader } from './batched-reads';
export { odds, toOddsText } from './columns';
export { preparePgliteTemplate } from './prepare-pglite-template';
export { preparedPer } from './prepared';
export { competitions, events, markets, outcomes, regions, sportTranslations, sports } from './schema';
export { isUniqueViolation, violatedConstraint } from './unique-violation';
