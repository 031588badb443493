import { BettingInputError } from './errors';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { combiOdds, exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { elementarySymmetric } from './maths/symmetric';
import { floorReturnMinor, toMoney, ZERO } from './money/money';
import type { Money } from './money/money';
import { systemLineSizes } from './system-lines';
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
 * exactly as settlement will, never by a second formula.
 * @example settledWinFactor({ odds: 3, result: 'won', deadHeat: { num: 1, den: 2 } }) // 3/2
 */
export function settledWinFactor(leg: SettlementLeg): Rational {
  return valueOf(winPart(leg));
}

/**
 * One leg of one part (win or place) as a line reads it: the price it pays at and the share of the
 * stake a dead heat leaves standing; null when it ends the line (a loser). A void leg stands at 1.
 */
interface LegPart {
  readonly price: Rational;
  readonly share: Rational;
}

const VOID_PART: LegPart = { price: ONE, share: ONE };

function winPart(leg: SettlementLeg): LegPart | null {
  if (leg.result === 'void') return VOID_PART;
  if (leg.result !== 'won') return null;
  return { price: exactOdds(settledOdds(leg)), share: deadHeatFactor(leg) };
}

/** The place part: place odds; a dead heat counts only when the tie was for the last place (placed). */
function placePart(leg: SettlementLeg): LegPart | null {
  if (leg.result === 'void') return VOID_PART;
  if (leg.result !== 'won' && leg.result !== 'placed') return null;
  const price = exactPlaceOdds(settledOdds(leg), leg.ewPrice ?? Number.NaN);
  return { price, share: leg.result === 'placed' ? deadHeatFactor(leg) : ONE };
}

const valueOf = (part: LegPart | null): Rational => (part ? R.mul(part.price, part.share) : ZERO_R);

/**
 * What a unit stake returns over the bet's lines for one part, and — for a free bet, whose stake
 * never comes back — how much of that unit stake is still standing in it (a dead heat divides it).
 * A combi's odds are the product of its prices rounded up to 2 decimals; the dead heats divide
 * the stake on those odds, never the odds themselves (decision 094).
 */
function unitReturn(bet: SettlementBet, parts: readonly (LegPart | null)[]): { total: Rational; standing: Rational } {
  switch (bet.betType) {
    case 'single':
      return {
        total: parts.reduce((total, part) => R.add(total, valueOf(part)), ZERO_R),
        standing: parts.reduce((total, part) => R.add(total, part ? part.share : ZERO_R), ZERO_R),
      };
    case 'combi': {
      if (parts.some((part) => part === null)) return { total: ZERO_R, standing: ZERO_R };
      const legs = parts as readonly LegPart[];
      const standing = legs.reduce((total, part) => R.mul(total, part.share), ONE);
      return { total: R.mul(combiOdds(legs.map((part) => part.price)), standing), standing };
    }
    case 'system': {
      const sizes = systemLineSizes(bet.systemType, parts.length);
      if (!sizes) {
        throw new BettingInputError(
          'INVALID_BET',
          `"${String(bet.systemType)}" is not a system of ${parts.length} legs.`,
        );
      }
      // Every line of every size (a named full cover holds several); e_k sums the k-fold lines.
      // A free bet is never a system (decision 002): nothing reads `standing` here.
      const sums = elementarySymmetric(parts.map(valueOf));
      return { total: sizes.reduce((total, k) => R.add(total, sums[k]!), ZERO_R), standing: ZERO_R };
    }
  }
}

/**
 * Settles a bet from its legs' results, exactly as `calcTotals` priced it: singles add each
 * leg; a combi multiplies (a void leg at odds 1, the product rounded up to 2 decimals); a
 * system pays every line of its sizes (System k/n its k-folds, a named full cover all of
 * its lines); each-way adds the place part at (odds − 1)/ewPrice + 1 for a leg that won or
 * placed; a dead heat keeps its share of the stake (on the combi's rounded
 * odds); a free bet's stake is not returned — the winnings of what of it stood are. Open until every leg has a result, except a combi with a losing leg, which is lost.
 * @example settleBet({ betType: 'single', eachWay: true, stake: 1000, freebet: false,
 *   legs: [{ odds: 2.75, ewPrice: 4, result: 'placed' }] }) // { status: 'won', payout: 1437 }
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
  const win = unitReturn(bet, bet.legs.map(winPart));
  let gross = R.mul(win.total, stake);
  if (bet.eachWay) gross = R.add(gross, R.mul(unitReturn(bet, bet.legs.map(placePart)).total, stake));
  if (bet.legs.every((leg) => leg.result === 'void')) {
    // Everything void: the cash stake comes back; a free bet's never does (it is re-granted).
    return { status: 'void', payout: bet.freebet ? ZERO : floorReturnMinor(gross) };
  }
  // A free bet keeps the winnings of the stake still standing (a dead heat divides it), not the stake.
  const payout = bet.freebet ? R.sub(gross, R.mul(win.standing, stake)) : gross;
  const money = R.compare(payout, ZERO_R) > 0 ? floorReturnMinor(payout) : ZERO;
  return { status: money > 0 ? 'won' : 'lost', payout: toMoney(money) };
}
