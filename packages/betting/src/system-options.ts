import { BettingInputError } from './errors';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { binomial, elementarySymmetric } from './maths/symmetric';

/** A leg as system maths sees it: its decimal odds and, for each-way, the 1/n terms. */
export interface SystemLeg {
  readonly odds: number;
  readonly ewPrice?: number | null;
}

/** One system bet the bettor can choose (spec 000 §3), e.g. System 2/3 — a Trixie's doubles. */
export interface SystemOption {
  readonly type: `system_${number}/${number}`;
  readonly title: string;
  readonly name: string;
  readonly bets: number;
  readonly perm_length: number;
  readonly selections: number;
  readonly combinations: number;
  /** Return of every line at a line stake of 1 (each-way: both parts), for display. */
  readonly potential_return: number;
}

/**
 * Exact return per unit of line stake for every permutation size k (index k), each-way adding
 * the place lines. Shared by `systemOptions` (display) and `calcTotals` (money).
 */
export function systemUnitReturns(legs: readonly SystemLeg[], eachWay: boolean): Rational[] {
  const win = elementarySymmetric(legs.map((leg) => exactOdds(leg.odds)));
  if (!eachWay) return win;
  const place = elementarySymmetric(legs.map((leg) => exactPlaceOdds(leg.odds, requireTerms(leg))));
  return win.map((value, k) => R.add(value, place[k]!));
}

/** Each-way needs terms on every leg; a leg without them is a caller's mistake, not a price. */
export function requireTerms(leg: SystemLeg): number {
  if (leg.ewPrice === undefined || leg.ewPrice === null) {
    throw new BettingInputError('INVALID_BET', 'Each way needs each-way terms (ew_price) on every selection.');
  }
  return leg.ewPrice;
}

/**
 * The system bets available for n selections: one per permutation size k = 2 … n − 1
 * (spec 000 §5), with C(n, k) lines each (doubled each-way) and the summed return of all
 * lines at a line stake of 1, computed from elementary symmetric polynomials in O(n²).
 * @example systemOptions([{ odds: 2 }, { odds: 3 }, { odds: 4 }], false)[0]
 * // { type: 'system_2/3', name: 'System 2/3 (3 combinations)', bets: 3, potential_return: 26, ... }
 */
export function systemOptions(legs: readonly SystemLeg[], eachWay: boolean): SystemOption[] {
  const n = legs.length;
  if (n < 3) return [];
  const returns = systemUnitReturns(legs, eachWay);
  const options: SystemOption[] = [];
  for (let k = 2; k < n; k += 1) {
    const combinations = binomial(n, k);
    options.push({
      type: `system_${k}/${n}`,
      title: `System ${k}/${n}`,
      name: `System ${k}/${n} (${combinations} combinations)`,
      bets: eachWay ? combinations * 2 : combinations,
      perm_length: k,
      selections: n,
      combinations,
      potential_return: R.toNumber(returns[k]!),
    });
  }
  return options;
}

/** Reads 'system_k/n' into its numbers; null when the text is not a system type. */
export function parseSystemType(type: string): { k: number; n: number } | null {
  const match = /^system_(\d{1,3})\/(\d{1,3})$/.exec(type);
  if (!match) return null;
  return { k: Number(match[1]), n: Number(match[2]) };
}
