import { BettingInputError } from './errors';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { combiOdds, exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { elementarySymmetric } from './maths/symmetric';
import { fromRationalMinor, toMoney, ZERO } from './money/money';
import type { Money } from './money/money';
import { parseSystemType } from './system-options';
import type { BetType } from './totals';

/** A leg's result as trading publishes it; null while its market is open. */
export type LegResult = 'won' | 'lost' | 'void' | 'placed' | null;

/** One leg of a placed bet, with what it was taken at and how it finished. */
export interface SettlementLeg {
  /** The odds taken (ignored for a starting-price leg, which settles at `spOdds`). */
  readonly odds: number;
  readonly ewPrice?: number | null;
  readonly isStartingPrice?: boolean;
  /** The returned starting price; needed to settle an SP leg that won or placed. */
  readonly spOdds?: number | null;
  readonly result: LegResult;
  /** Share of the stake a dead heat leaves standing (places left / runners tied). */
  readonly deadHeat?: { readonly num: number; readonly den: number } | null;
}

/** A placed bet as settlement sees it. */
export interface SettlementBet {
  readonly betType: BetType;
  readonly systemType?: string | null;
  readonly eachWay: boolean;
  /** Stake per line in minor units (each-way: per part). */
  readonly stake: Money;
  /** A free bet's stake is not returned with the winnings. */
  readonly freebet: boolean;
  readonly legs: readonly SettlementLeg[];
}

/** What a bet pays: status and payout in minor units (all lines, both each-way parts). */
export interface Settlement {
  readonly status: 'open' | 'won' | 'lost' | 'void';
  readonly payout: Money;
}

const ONE = R.int(1);
const ZERO_R = R.int(0);

function deadHeatFactor(leg: SettlementLeg): Rational {
  if (!leg.deadHeat) return ONE;
  const { num, den } = leg.deadHeat;
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num <= 0 || den < num) {
    throw new BettingInputError('INVALID_BET', `A dead heat of ${num}/${den} is not a share of a stake.`);
  }
  return { num: BigInt(num), den: BigInt(den) };
}

function settledOdds(leg: SettlementLeg): number {
  if (!leg.isStartingPrice) return leg.odds;
  if (leg.spOdds === null || leg.spOdds === undefined) {
    throw new BettingInputError('INVALID_ODDS', 'A starting-price leg needs its returned SP to settle.');
  }
  return leg.spOdds;
}

/**
 * What one unit on the win part of this leg returns as settlement pays it: odds × dead-heat
 * share when won, 1 when void, else 0. Exported so a cash-out quote values a decided leg
 * exactly as settlement will (issue 11 item 4), never by a second formula.
 * @example settledWinFactor({ odds: 3, result: 'won', deadHeat: { num: 1, den: 2 } }) // 3/2
 */
export function settledWinFactor(leg: SettlementLeg): Rational {
  if (leg.result === 'void') return ONE;
  if (leg.result !== 'won') return ZERO_R;
  return R.mul(exactOdds(settledOdds(leg)), deadHeatFactor(leg));
}

/** What one unit on the place part returns: place odds (× dead heat when the tie was for the last place). */
function placeFactor(leg: SettlementLeg): Rational {
  if (leg.result === 'void') return ONE;
  if (leg.result !== 'won' && leg.result !== 'placed') return ZERO_R;
  const place = exactPlaceOdds(settledOdds(leg), leg.ewPrice ?? Number.NaN);
  return leg.result === 'placed' ? R.mul(place, deadHeatFactor(leg)) : place;
}

/** Sum, over the bet's lines, of what a unit stake returns, for one part (win or place). */
function unitReturn(bet: SettlementBet, factors: readonly Rational[]): Rational {
  switch (bet.betType) {
    case 'single':
      return factors.reduce((total, factor) => R.add(total, factor), ZERO_R);
    case 'combi':
      return factors.some((factor) => factor.num === 0n) ? ZERO_R : combiOdds(factors);
    case 'system': {
      const parsed = parseSystemType(bet.systemType ?? '');
      if (!parsed || parsed.n !== factors.length || parsed.k < 2 || parsed.k >= parsed.n) {
        throw new BettingInputError(
          'INVALID_BET',
          `"${String(bet.systemType)}" is not a system of ${factors.length} legs.`,
        );
      }
      return elementarySymmetric(factors)[parsed.k]!;
    }
  }
}

/**
 * Settles a bet from its legs' results, exactly as `calcTotals` priced it: singles add each
 * leg; a combi multiplies (a void leg at odds 1, the product rounded up to 2 decimals); a
 * system pays every k-fold line; each-way adds the place part at (odds − 1)/ewPrice + 1 for a
 * leg that won or placed; a dead heat keeps its share of the stake; a free bet's stake is not
 * returned. Open until every leg has a result, except a combi with a losing leg, which is lost.
 * @example settleBet({ betType: 'single', eachWay: true, stake: 1000, freebet: false,
 *   legs: [{ odds: 2.75, ewPrice: 4, result: 'placed' }] }) // { status: 'won', payout: 1438 }
 */
export function settleBet(bet: SettlementBet): Settlement {
  if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) {
    throw new BettingInputError('INVALID_STAKE', `A stake must be whole minor units, got ${String(bet.stake)}.`);
  }
  if (bet.legs.length === 0) throw new BettingInputError('INVALID_BET', 'A bet has at least one leg.');
  const pending = bet.legs.some((leg) => leg.result === null);
  if (pending) {
    const lostCombi = bet.betType === 'combi' && bet.legs.some((leg) => leg.result === 'lost');
    return lostCombi ? { status: 'lost', payout: ZERO } : { status: 'open', payout: ZERO };
  }
  const stake = R.int(bet.stake);
  let gross = R.mul(unitReturn(bet, bet.legs.map(settledWinFactor)), stake);
  if (bet.eachWay) gross = R.add(gross, R.mul(unitReturn(bet, bet.legs.map(placeFactor)), stake));
  if (bet.legs.every((leg) => leg.result === 'void')) {
    // Everything void: the cash stake comes back; a free bet's never does (it is re-granted).
    return { status: 'void', payout: bet.freebet ? ZERO : fromRationalMinor(gross) };
  }
  const payout = bet.freebet ? R.sub(gross, stake) : gross;
  const money = R.compare(payout, ZERO_R) > 0 ? fromRationalMinor(payout) : ZERO;
  return { status: money > 0 ? 'won' : 'lost', payout: toMoney(money) };
}
