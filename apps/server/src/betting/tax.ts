/*
 * The tax rules live in the core (packages/betting/src/tax.ts, decision 030), so the slip, the
 * receipt and the server compute one tax; re-exported here for the server's callers.
 */
export { calcTax, DEFAULT_TAX_RULES } from '@sportsbook/betting';
export type { TaxRule, TaxTable } from '@sportsbook/betting';
