import { toMoney } from './money';
import type { Money } from './money';

/** Stake entry limits in minor units (spec 000 §5 and §9: min 0.10, max 10000, step 0.01). */
export const STAKE_MIN = toMoney(10);
export const STAKE_MAX = toMoney(1_000_000);

/** The smallest and largest stake per line, in the currency's own minor units (decision 105). */
export interface StakeLimits {
  readonly min: Money;
  readonly max: Money;
}

/** The limits of spec 000 §9, where a brand names none for a currency. */
export const DEFAULT_STAKE_LIMITS: StakeLimits = { min: STAKE_MIN, max: STAKE_MAX };

/** Why a typed stake cannot be placed as it stands. */
export type StakeInputError = 'INVALID_STAKE' | 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH';

/**
 * A stake field's text after a keystroke. `text` is what the field should show; `minor` the
 * amount (null when empty or unreadable); `error` why it cannot be placed yet.
 */
export interface ParsedStake {
  readonly text: string;
  readonly minor: Money | null;
  readonly error: StakeInputError | null;
}

const STAKE_TEXT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Reads what a bettor typed into a stake field (spec 000 §5): digits with one decimal
 * separator ('.' or ','), at most two decimals (further digits are dropped), a trailing
 * separator allowed while typing. Anything else is INVALID_STAKE with empty text, so the field
 * keeps its previous value. Amounts outside `limits` (default 0.10 … 10000) keep their value and
 * carry an error.
 * @example parseStakeInput('12.345') // { text: '12.34', minor: 1234, error: null }
 */
export function parseStakeInput(text: string, limits: StakeLimits = DEFAULT_STAKE_LIMITS): ParsedStake {
  const trimmed = text.trim();
  const match = STAKE_TEXT.exec(trimmed);
  if (!match) return { text: '', minor: null, error: 'INVALID_STAKE' };
  const whole = match[1] ?? '';
  const fraction = match[2];
  if (whole === '' && fraction === undefined) return { text: '', minor: null, error: null };
  const cents = (fraction ?? '').slice(0, 2);
  const shown = fraction === undefined ? whole : `${whole}.${cents}`;
  const minorBig = BigInt(whole || '0') * 100n + BigInt(cents.padEnd(2, '0'));
  if (minorBig > BigInt(Number.MAX_SAFE_INTEGER)) return { text: shown, minor: null, error: 'STAKE_TOO_HIGH' };
  const minor = toMoney(Number(minorBig));
  return { text: shown, minor, error: stakeError(minor, limits) };
}

/** Why an amount is not a stake the slip may place (outside `limits`, default 0.10 … 10000), or null. */
export function stakeError(
  minor: Money,
  limits: StakeLimits = DEFAULT_STAKE_LIMITS,
): 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH' | null {
  if (minor < limits.min) return 'STAKE_TOO_LOW';
  return minor > limits.max ? 'STAKE_TOO_HIGH' : null;
}
