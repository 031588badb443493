import { BettingInputError } from './errors';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { binomial, elementarySymmetric } from './maths/symmetric';
import {
  decimalParts,
  exactSum,
  greatestCommonDivisor,
  integerSymmetric,
  nearestQuotients,
  reduceByCommonDivisor,
} from './maths/scaled-returns';
import { FULL_COVERS, fullCoversFor, linesOfSizes, systemLineSizes } from './system-lines';
import type { FullCoverName } from './system-lines';

export { parseSystemType } from './system-lines';

/** A leg as system maths sees it: its decimal odds and, for each-way, the 1/n terms. */
export interface SystemLeg {
  readonly odds: number;
  readonly ewPrice?: number | null;
}

/**
 * One system bet the bettor can choose (spec 000 §3): System k/n, e.g. System 2/3 — a Trixie's
 * doubles — or a named full cover such as a Yankee.
 */
export interface SystemOption {
  /** 'system_k/n' or the cover's name ('yankee'). */
  readonly type: string;
  readonly title: string;
  readonly name: string;
  /** The named full cover, null for System k/n. */
  readonly cover: FullCoverName | null;
  readonly bets: number;
  /** k of System k/n; a full cover's smallest line. */
  readonly perm_length: number;
  readonly selections: number;
  /** Lines before each way doubles them (a Yankee's 11). */
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

/** The fast path's bound on an integer leg value or denominator, well inside exact doubles. */
const PART_LIMIT = 2 ** 50;

function isTooLarge(value: number): boolean {
  return value >= PART_LIMIT;
}

/**
 * Whether some e_k of the values may reach 2^53: their sum Π(1 + v) does (a rough float bound
 * is enough, it only decides speed). Below, every sum is a number anyway and dividing out a
 * common divisor would only cost its gcds.
 */
function mayPassSafeIntegers(values: readonly number[]): boolean {
  let sumOfSums = 1;
  for (const value of values) sumOfSums *= 1 + value;
  return sumOfSums >= 2 ** 53;
}

/**
 * `systemUnitReturns` for k = 0 … upTo rounded to the nearest doubles, the same numbers
 * `R.toNumber` gives, by the integer path of maths/scaled-returns; null when a leg is outside
 * that path (more than 8 decimals, fractional or missing each-way terms, a refused price): the
 * caller then takes the rational path, which also raises the typed errors.
 */
export function systemUnitReturnNumbers(
  legs: readonly SystemLeg[],
  eachWay: boolean,
  upTo = legs.length,
): number[] | null {
  let decimals = 0;
  const parts: { m: number; d: number }[] = [];
  for (const leg of legs) {
    const part = decimalParts(leg.odds);
    if (part === null) return null;
    parts.push(part);
    if (part.d > decimals) decimals = part.d;
  }
  const win = parts.map((part) => part.m * 10 ** (decimals - part.d));
  if (win.some(isTooLarge)) return null;
  // Win odds are win_i / scale; e_k of them is e_k(win) / scale^k.
  const scale = mayPassSafeIntegers(win) ? reduceByCommonDivisor(win, 10 ** decimals) : 10 ** decimals;
  if (!eachWay) return nearestQuotients(integerSymmetric(win, upTo), scale);
  // Place odds (odds − 1) / t + 1 = (win + (t − 1)·scale) / (t·scale), over one denominator
  // lcm(t)·scale, reduced on their own. Win and place odds then go over the lcm of the two
  // denominators, and e_k of both is (e_k(win') + e_k(place')) / common^k.
  let termsLcm = 1;
  for (const leg of legs) {
    const terms = leg.ewPrice;
    if (typeof terms !== 'number' || !Number.isInteger(terms) || terms < 1 || terms > 1000) return null;
    termsLcm = (termsLcm / greatestCommonDivisor(termsLcm, terms)) * terms;
    if (termsLcm * scale >= PART_LIMIT) return null;
  }
  const place = legs.map((leg, i) => (win[i]! + (leg.ewPrice! - 1) * scale) * (termsLcm / leg.ewPrice!));
  if (place.some(isTooLarge)) return null;
  const placeScale = mayPassSafeIntegers(place) ? reduceByCommonDivisor(place, termsLcm * scale) : termsLcm * scale;
  const common = (scale / greatestCommonDivisor(scale, placeScale)) * placeScale;
  const winOverCommon = win.map((value) => value * (common / scale));
  const placeOverCommon = place.map((value) => value * (common / placeScale));
  if (winOverCommon.some(isTooLarge) || placeOverCommon.some(isTooLarge)) return null;
  const placeSums = integerSymmetric(placeOverCommon, upTo);
  const sums = integerSymmetric(winOverCommon, upTo).map((winSum, k) => exactSum(winSum, placeSums[k]!));
  return nearestQuotients(sums, common);
}

type SystemLabel = Pick<SystemOption, 'type' | 'title' | 'name' | 'combinations'>;
const labelTables = new Map<number, SystemLabel[]>();

/** The names of the system bets of n selections, k = 2 … n − 1, built once per n. */
function systemLabels(n: number): SystemLabel[] {
  let labels = labelTables.get(n);
  if (labels === undefined) {
    labels = [];
    for (let k = 2; k < n; k += 1) {
      const combinations = binomial(n, k);
      labels.push({
        type: `system_${k}/${n}`,
        title: `System ${k}/${n}`,
        name: `System ${k}/${n} (${combinations} combinations)`,
        combinations,
      });
    }
    if (labelTables.size > 64) labelTables.clear();
    labelTables.set(n, labels);
  }
  return labels;
}

/**
 * The system bets available for n selections: one per permutation size k = 2 … n − 1
 * (spec 000 §5), with C(n, k) lines each (doubled each-way) and the summed return of all
 * lines at a line stake of 1, computed from elementary symmetric polynomials in O(n²); then
 * the named full covers of exactly n selections (`coverOptions`).
 * @example systemOptions([{ odds: 2 }, { odds: 3 }, { odds: 4 }], false)[0]
 * // { type: 'system_2/3', name: 'System 2/3 (3 combinations)', bets: 3, potential_return: 26, ... }
 */
export function systemOptions(legs: readonly SystemLeg[], eachWay: boolean): SystemOption[] {
  const n = legs.length;
  if (n < 3) return [];
  const returns = systemUnitReturnNumbers(legs, eachWay, n - 1) ?? systemUnitReturns(legs, eachWay).map(R.toNumber);
  const labels = systemLabels(n);
  const options: SystemOption[] = [];
  for (let k = 2; k < n; k += 1) {
    const { type, title, name, combinations } = labels[k - 2]!;
    options.push({
      type,
      title,
      name,
      cover: null,
      bets: eachWay ? combinations * 2 : combinations,
      perm_length: k,
      selections: n,
      combinations,
      potential_return: returns[k]!,
    });
  }
  options.push(...coverOptions(legs, eachWay));
  return options;
}

/**
 * The named full covers of exactly these selections (3 … 8), titled as bettors know them
 * ('Yankee (11 bets)'), each returning the exact sum over its line sizes at a line stake of 1.
 */
function coverOptions(legs: readonly SystemLeg[], eachWay: boolean): SystemOption[] {
  const n = legs.length;
  const covers = fullCoversFor(n);
  if (covers.length === 0) return [];
  const unit = systemUnitReturns(legs, eachWay);
  return covers.map((cover) => {
    const sizes = systemLineSizes(cover, n)!;
    const combinations = linesOfSizes(sizes, n);
    const { title } = FULL_COVERS[cover];
    return {
      type: cover,
      title,
      name: `${title} (${combinations} bets)`,
      cover,
      bets: eachWay ? combinations * 2 : combinations,
      perm_length: sizes[0]!,
      selections: n,
      combinations,
      potential_return: R.toNumber(sizes.reduce((total, k) => R.add(total, unit[k]!), R.int(0))),
    };
  });
}
