import { BettingInputError } from '../errors';
import * as R from './rational';
import type { Rational } from './rational';
import { reduce } from './symmetric';

const ONE = R.int(1);

/** Exact decimal odds of a leg; refuses NaN, infinities and negative prices. */
export function exactOdds(odds: number): Rational {
  if (!Number.isFinite(odds) || odds < 0) {
    throw new BettingInputError('INVALID_ODDS', `Odds must be a decimal price of 0 or more, got ${String(odds)}.`);
  }
  return reduce(R.fromNumber(odds));
}

/**
 * The each-way place price of a leg: the win part's winnings at 1/ewPrice of the odds,
 * (odds − 1) / ewPrice + 1 (spec 000 §5).
 * @example exactPlaceOdds(2.75, 4) // 1.4375 exactly
 */
export function exactPlaceOdds(odds: number, ewPrice: number): Rational {
  if (!Number.isFinite(ewPrice) || ewPrice <= 0) {
    throw new BettingInputError(
      'INVALID_BET',
      `Each-way terms must be a positive fraction 1/n, got 1/${String(ewPrice)}.`,
    );
  }
  return reduce(R.add(R.div(R.sub(exactOdds(odds), ONE), R.fromNumber(ewPrice)), ONE));
}

/**
 * Combi odds: the product of the legs' odds rounded UP to two decimals, exactly
 * (1.1 × 1.1 = 1.21, never 1.22 as floating point would make it).
 */
export function combiOdds(legs: readonly Rational[]): Rational {
  const product = legs.reduce<Rational>((total, leg) => reduce(R.mul(total, leg)), ONE);
  return { num: R.ceil(R.mul(product, R.int(100))), den: 100n };
}
