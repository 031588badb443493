import { exactOdds, rational as R, settledWinFactor } from '@sportsbook/betting';
import type { Rational } from '@sportsbook/betting';
import type { CashoutOffer, CashoutUnavailableReason } from '@sportsbook/protocol';

/** The cash-out margin by default: 5 % (500 basis points) off each undecided leg's value (decision 096). */
export const DEFAULT_CASHOUT_MARGIN_BP = 500;

const BASIS_POINTS = 10_000n;

/** What the quote needs of the bet row. */
export interface QuoteBet {
  readonly status: string;
  /** A Bet Builder is quoted from its joint price instead (betbuilder/settle.ts). */
  readonly betType: 'single' | 'combi' | 'system' | 'betbuilder';
  readonly eachWay: boolean;
  readonly freebetId: string | null;
  /** Stake of the one line (single or combi), minor units. */
  readonly stake: number;
  readonly potentialReturn: number;
}

/** The catalogue's state of a leg's outcome now. */
export interface QuotePrice {
  readonly odds: number;
  readonly marketSuspended: boolean;
  readonly marketStatus: string;
  readonly eventStatus: string;
  readonly eventIsLive: boolean;
}

/** What the quote needs of a leg: the price taken, its result so far, its price now (null: gone). */
export interface QuoteLeg {
  readonly odds: number | null;
  readonly isStartingPrice: boolean;
  readonly result: 'won' | 'lost' | 'void' | 'placed' | null;
  /** The dead-heat share settlement will apply to a won leg (null: none). */
  readonly deadHeat?: { readonly num: number; readonly den: number } | null;
  readonly current: QuotePrice | null;
}

/** Whether a cash out of these legs waits the in-play delay: an undecided leg's event is in play. */
export function hasLiveLeg(legs: readonly QuoteLeg[]): boolean {
  return legs.some((leg) => leg.result === null && leg.current?.eventIsLive === true);
}

const unavailable = (reason: CashoutUnavailableReason): CashoutOffer => ({ available: false, reason });

/**
 * The factor a leg contributes to the fair value, or why there is none. An undecided leg is
 * worth taken / current (its potential return times the current implied probability 1/current);
 * a decided leg is worth exactly what settlement pays for it (`settledWinFactor` of the core:
 * a won leg its taken odds times its dead-heat share, a void leg 1), never a second formula.
 */
function legFactor(leg: QuoteLeg): Rational | CashoutUnavailableReason {
  if (leg.isStartingPrice || leg.odds === null) return 'starting_price';
  if (leg.result === 'lost' || leg.result === 'placed') return 'leg_lost';
  if (leg.result === 'void' || leg.result === 'won') {
    return settledWinFactor({ odds: leg.odds, result: leg.result, deadHeat: leg.deadHeat ?? null });
  }
  const taken = exactOdds(leg.odds);
  const now = leg.current;
  if (!now) return 'unpriced';
  const inPlayOrBefore = now.eventStatus === 'not_started' || now.eventIsLive;
  if (now.marketSuspended || now.marketStatus !== 'open' || now.eventStatus === 'ended' || !inPlayOrBefore) {
    return 'suspended';
  }
  if (!(now.odds > 1)) return 'unpriced';
  return R.div(taken, exactOdds(now.odds));
}

/**
 * Rounds a cash-out value to minor units, DOWN: the bettor is never paid a fraction more than
 * the formula gives. The one rounding of a quote.
 */
export function roundQuoteDown(value: Rational): number {
  return Number(R.floor(value));
}

/**
 * The cash-out offer of a bet from current prices:
 * quote = ⌊ stake × Π factor(leg) × (1 − margin)^undecided ⌋, capped at the potential return, where
 * an undecided leg's factor is taken_odds / current_odds and a decided leg's what settlement pays
 * for it (won: taken odds × dead-heat share; void: 1). The margin comes off every undecided leg: each
 * current price carries the event's margin, so taken / current values a leg above its fair chance,
 * and a margin taken once would not cover several (decision 096). Shortening prices raise the
 * quote, drifting prices lower it. Offered only for an
 * open cash single or combi, not each way, with no starting-price leg, no lost leg, and every
 * undecided leg priced on an open, unsuspended market of an event not started or in play.
 * @example quoteCashout(single 10.00 at 2.0 now 1.6, [leg], 500) // { available: true, quote: 1187 }
 */
export function quoteCashout(bet: QuoteBet, legs: readonly QuoteLeg[], marginBasisPoints: number): CashoutOffer {
  if (bet.status !== 'open') return unavailable('settled');
  if (bet.freebetId !== null) return unavailable('freebet');
  if (bet.betType === 'system' || bet.betType === 'betbuilder' || bet.eachWay || legs.length === 0)
    return unavailable('bet_type');
  let value: Rational = R.int(bet.stake);
  let undecided = 0;
  for (const leg of legs) {
    const factor = legFactor(leg);
    if (typeof factor === 'string') return unavailable(factor);
    if (leg.result === null) undecided += 1;
    value = R.mul(value, factor);
  }
  // Every leg decided but the bet still open: settlement is about to pay it.
  if (undecided === 0) return unavailable('settled');
  const kept = { num: BASIS_POINTS - BigInt(marginBasisPoints), den: BASIS_POINTS };
  for (let leg = 0; leg < undecided; leg += 1) value = R.mul(value, kept);
  const quote = Math.min(roundQuoteDown(value), bet.potentialReturn);
  return quote > 0 ? { available: true, quote } : unavailable('no_value');
}
