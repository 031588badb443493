import { toMoney } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import { DEFAULT_MAX_PAYOUT } from '../catalog/index';
import { DEFAULT_TAX_RULES } from './tax';
import type { TaxTable } from './tax';

/** The operator's settings of bet acceptance. */
export interface BettingConfig {
  /** Largest potential return (before tax) one bet may have, minor units. */
  readonly maxPayout: Money;
  /** How long a bet on a live event waits before it is re-checked and accepted, ms. */
  readonly inPlayDelayMs: number;
  /** Tax rules by country (tax.ts). */
  readonly taxRules: TaxTable;
  /**
   * Group commit of submits (decisions 044 and 071): on by default; `BET_GROUP_COMMIT=0` gives
   * every submit its own transaction, as before.
   */
  readonly groupCommit: boolean;
}

export { DEFAULT_MAX_PAYOUT };
/** 3 s, a usual in-play delay for football. */
export const DEFAULT_IN_PLAY_DELAY_MS = 3_000;

/** The defaults of every setting. */
export const DEFAULT_BETTING_CONFIG: BettingConfig = {
  maxPayout: DEFAULT_MAX_PAYOUT,
  inPlayDelayMs: DEFAULT_IN_PLAY_DELAY_MS,
  taxRules: DEFAULT_TAX_RULES,
  groupCommit: true,
};

function readWhole(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0 || number > max) {
    throw new Error(`${name} must be a whole number between 0 and ${max}, got "${value}".`);
  }
  return number;
}

/**
 * Reads `BET_MAX_PAYOUT` (minor units, default 25000000 = 250,000.00) and
 * `BET_IN_PLAY_DELAY_MS` (default 3000) and `BET_GROUP_COMMIT` (`0`: off) from the environment; a bad value stops start-up with
 * a message. Tax rules are not read from the environment: pass `taxRules` to override them.
 */
export function readBettingConfig(env: NodeJS.ProcessEnv = process.env): BettingConfig {
  return {
    maxPayout: toMoney(readWhole(env.BET_MAX_PAYOUT, 'BET_MAX_PAYOUT', DEFAULT_MAX_PAYOUT, Number.MAX_SAFE_INTEGER)),
    inPlayDelayMs: readWhole(env.BET_IN_PLAY_DELAY_MS, 'BET_IN_PLAY_DELAY_MS', DEFAULT_IN_PLAY_DELAY_MS, 60_000),
    taxRules: DEFAULT_TAX_RULES,
    groupCommit: env.BET_GROUP_COMMIT !== '0',
  };
}
