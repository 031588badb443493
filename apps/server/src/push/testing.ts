/**
 * The test port of push/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { pushSubscriptions, pushVapidKeys } from './tables';
