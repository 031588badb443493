/**
 * The test port of storage/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { tableColumns } from './schema-drift';
export { testDatabaseTargets } from './test-database';
export type { TestDatabase, TestDatabaseTarget } from './test-database';
