import { DEFAULT_URL_STAKE_MAJOR } from '../constants';
import { MINOR_PER_MAJOR, toMoney } from '../money/money';
import type { Money } from '../money/money';

const URL_DEFAULT = toMoney(DEFAULT_URL_STAKE_MAJOR * MINOR_PER_MAJOR);

/**
 * The stake a `combostake` URL parameter sets (spec 000 §5): ignored (null) when it ends with a
 * dot or is not a number, otherwise truncated to 2 decimals.
 * @example comboStakeFromUrl('12.349') // 1234
 */
export function comboStakeFromUrl(value: string | null | undefined): Money | null {
  if (value === null || value === undefined) return null;
  const match = /^\s*(\d{0,9})(?:\.(\d*))?\s*$/.exec(value);
  if (!match || value.trim().endsWith('.') || (match[1] === '' && !match[2])) return null;
  const cents = (match[2] ?? '').slice(0, 2).padEnd(2, '0');
  return toMoney(Number(match[1] || '0') * MINOR_PER_MAJOR + Number(cents));
}

/**
 * The stake URL-entered selections get when no `combostake` is given (spec 000 §5): a stake
 * below 10 is raised to 10, and the last used stake replaces it when larger.
 */
export function defaultUrlStake(current: Money | null, lastUsed: Money | null): Money {
  const raised = current === null || current < URL_DEFAULT ? URL_DEFAULT : current;
  return lastUsed !== null && lastUsed > raised ? lastUsed : raised;
}
