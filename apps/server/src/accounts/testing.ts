/**
 * The test port of accounts/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { registrationBody, startRegistrationTestApp } from './registration-test-kit';
export type { RegistrationTestApp } from './registration-test-kit';
export { FAST_SCRYPT, loginBody, startAccountsTestApp } from './test-app';
export type { AccountsTestApp } from './test-app';
