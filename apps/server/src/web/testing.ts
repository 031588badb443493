/**
 * The test port of web/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { hashSource } from './security-headers';
