/**
 * The independent settlement oracle (decision 090): test code only, never imported by
 * production. `oracleSettle` settles a stored bet from the written rules — every line one by
 * one, in its own exact fractions — so a test or the whole-book simulation can hold production's
 * settlement (`priceSettlement`) to it, bet by bet.
 */
export { oracleSettle } from './settle';
export { oracleInputOf } from './stored';
export type { StoredLeg } from './stored';
export type { OracleHouseTerms, OracleInput, OracleLeg, OracleLegResult } from './types';
