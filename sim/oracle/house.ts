import { COMBO_BOOST_MIN_LEG_ODDS } from '@sportsbook/betting';
import type { ComboBoostConfig, TaxRule } from '@sportsbook/betting';
import { add, cmp, decimal, div, floor, frac, mul, roundHalfUp, whole, ZERO } from './fraction';
import type { Fraction } from './fraction';
import type { OracleInput, OracleLeg } from './types';

/**
 * A leg counts towards the combo boost when trading offers the boost on it and the price taken is
 * at least `min_leg_odds` (decision 079); a starting-price leg has no price taken and never counts.
 */
export function countsForBoost(leg: OracleLeg, terms: ComboBoostConfig): boolean {
  if (!leg.boosted || leg.startingPrice || leg.odds === null) return false;
  return cmp(decimal(leg.odds), decimal(terms.min_leg_odds ?? COMBO_BOOST_MIN_LEG_ODDS)) >= 0;
}

/** The percent for k counting legs: step k − 1, the last step past the end, none for no legs (spec 000 §5). */
function stepFor(k: number, terms: ComboBoostConfig): number {
  if (k === 0 || terms.percent_steps.length === 0) return 0;
  const percent = terms.percent_steps[Math.min(k, terms.percent_steps.length) - 1] ?? 0;
  return Number.isFinite(percent) && percent > 0 ? percent : 0;
}

/**
 * The combo boost a settled combi earns on the return it paid (decisions 030 and 079): the percent
 * promised at acceptance (none with a starting-price leg, none off a combi); once a counting leg is
 * void, the step of the counting legs left at today's terms, never above the promise. Net mode
 * takes the return less the cash stake, gross the return; floored to the minor unit (decision 078).
 */
export function boostOf(input: OracleInput, paidReturn: bigint, cashStake: bigint): bigint {
  const accepted = input.house.boostAtAcceptance;
  if (input.betType !== 'combi' || !accepted || paidReturn <= 0n) return 0n;
  if (input.legs.some((leg) => leg.startingPrice)) return 0n;
  const promised = stepFor(input.legs.filter((leg) => countsForBoost(leg, accepted)).length, accepted);
  if (promised === 0) return 0n;
  const now = input.house.boostAtSettlement === undefined ? accepted : input.house.boostAtSettlement;
  const counting = now ? input.legs.filter((leg) => countsForBoost(leg, now)) : [];
  const lostACountingLeg = counting.some((leg) => leg.result === 'void');
  const left = counting.filter((leg) => leg.result !== 'void').length;
  const percent = lostACountingLeg && now ? Math.min(promised, stepFor(left, now)) : promised;
  if (percent === 0) return 0n;
  const winnings = paidReturn > cashStake ? paidReturn - cashStake : 0n;
  const base = accepted.winnings_calc_mode === 'net' ? winnings : paidReturn;
  return floor(div(mul(frac(base), decimal(percent)), whole(100)));
}

/**
 * The tax a country withholds from what a bet pays (decision 012 bands, 079: the boost is a
 * winning): on the payout (RO) or on the payout less the cash stake (GR), band by band, the sum
 * rounded once half up (decision 078: tax is not a return).
 */
export function taxOf(rule: TaxRule | undefined, paid: bigint, cashStake: bigint): bigint {
  if (!rule) return 0n;
  const base = rule.base === 'payout' ? paid : paid - cashStake;
  if (base <= 0n) return 0n;
  let owed: Fraction = ZERO;
  let lower = 0n;
  for (const band of rule.bands) {
    const upper = band.upTo === null || BigInt(band.upTo) > base ? base : BigInt(band.upTo);
    if (upper > lower) owed = add(owed, mul(frac(upper - lower), frac(BigInt(band.basisPoints), 10_000n)));
    if (upper === base) break;
    lower = upper;
  }
  return roundHalfUp(owed);
}
