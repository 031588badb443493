/**
 * The test port of betting/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { findSelection, firstListedSelection, slipBody, startBettingTestApp } from './test-app';
export type { BettingTestApp, TestPlayer } from './test-app';
export { betLegs, bets } from './tables';
