/**
 * The test port of catalog/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { DEFAULT_COMBO_BOOST } from './combo-boost';
export { DEFAULT_CURRENCY_STAKE_LIMITS } from './stake-limits';
export { insertCatalogFixture } from './test-fixtures';
export type { CatalogFixture } from './test-fixtures';
