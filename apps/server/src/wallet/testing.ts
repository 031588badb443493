/**
 * The test port of wallet/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { freebets, ledgerEntries, wallets } from './tables';
