import { BettingInputError } from './errors';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { combiOdds, exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { floorReturnMinor, toMoney, ZERO } from './money/money';
import type { Money } from './money/money';
import { requireTerms, systemUnitReturns } from './system-options';
import { linesOfSizes, systemLineSizes } from './system-lines';

/** The three bet types of the slip (spec 000 §3). */
export type BetType = 'single' | 'combi' | 'system';

/** Combo boost configuration from `/v1/config` (spec 000 §3, docs/api.md). */
export interface ComboBoostConfig {
  /** Percent by number of boosted legs: step k − 1 for k legs, the last step beyond the array. */
  readonly percent_steps: readonly number[];
  readonly winnings_calc_mode: 'gross' | 'net';
  /** A leg priced below this does not count towards the boost (default COMBO_BOOST_MIN_LEG_ODDS). */
  readonly min_leg_odds?: number;
}

/**
 * The shortest price a leg may have and still count towards the combo boost unless a bookmaker
 * says otherwise: below it a leg is close to certain, and seven such legs would farm the boost.
 */
export const COMBO_BOOST_MIN_LEG_ODDS = 1.2;

/** One selection as the totals see it. */
export interface TotalsLeg {
  readonly outcomeId: number;
  readonly eventId: number;
  readonly odds: number;
  readonly ewPrice?: number | null;
  readonly comboBoost?: boolean;
  /** A single's own stake; falls back to the slip stake. */
  readonly stake?: Money | null;
  /** A single's own each-way choice; falls back to the slip's `eachWay`. */
  readonly eachWay?: boolean;
}

/** Everything that decides what a slip costs and may return. */
export interface TotalsInput {
  readonly betType: BetType;
  readonly legs: readonly TotalsLeg[];
  /** Single: default per-selection stake; combi: the line stake; system: the stake per line. */
  readonly stake: Money | null;
  readonly systemType?: string | null;
  readonly eachWay?: boolean;
  readonly freebet?: { readonly amount: Money } | null;
  readonly comboBoost?: ComboBoostConfig | null;
}

/** What a slip costs and may return, all in minor units. */
export interface Totals {
  /** Lines to place (each-way counts both parts). */
  readonly bets: number;
  /** Everything staked, the free bet's amount included. */
  readonly totalStake: Money;
  /** The part of the stake taken from the balance (0 when a free bet pays it). */
  readonly cashStake: Money;
  /** What comes back if every line wins, before any combo boost. */
  readonly potentialReturn: Money;
  /** The combo boost paid on top of `potentialReturn`. */
  readonly boost: Money;
}

/** The totals of a slip that holds no bet. */
export const ZERO_TOTALS: Totals = { bets: 0, totalStake: ZERO, cashStake: ZERO, potentialReturn: ZERO, boost: ZERO };
const HUNDRED = R.int(100);

/**
 * Stake, return and boost of a slip (spec 000 §5, docs/api.md stake semantics):
 * single Σ odds × own stake; combi odds product rounded up to 2 decimals × stake; system (System k/n
 * or a named full cover) the summed returns of all its lines × stake per line; each-way doubles every line and adds the place part
 * at (odds − 1)/ewPrice + 1. Each bet's return is floored once to the cent. A free
 * bet's stake is not returned. The combo boost applies to combis only.
 * @example calcTotals({ betType: 'combi', legs: [a at 1.1, b at 1.1], stake: 1000 })
 * // { bets: 1, totalStake: 1000, potentialReturn: 1210, boost: 0, cashStake: 1000 }
 */
export function calcTotals(input: TotalsInput): Totals {
  if (input.legs.length === 0) return ZERO_TOTALS;
  const stake = checkStake(input.stake ?? ZERO);
  const freebet = input.freebet ? checkStake(input.freebet.amount) : null;
  switch (input.betType) {
    case 'single':
      return calcSingles(input, stake, freebet);
    case 'combi':
      return calcCombi(input, stake, freebet);
    case 'system':
      return calcSystem(input, stake, freebet);
    default:
      throw new BettingInputError('INVALID_BET', `Unknown bet type "${String(input.betType)}".`);
  }
}

function checkStake(stake: Money): Money {
  if (!Number.isSafeInteger(stake) || stake < 0) {
    throw new BettingInputError(
      'INVALID_STAKE',
      `A stake must be whole minor units of 0 or more, got ${String(stake)}.`,
    );
  }
  return stake;
}

function calcSingles(input: TotalsInput, slipStake: Money, freebet: Money | null): Totals {
  if (freebet !== null) {
    const [leg] = input.legs;
    if (input.legs.length > 1 || !leg || legIsEachWay(leg, input)) {
      throw new BettingInputError('INVALID_BET', 'A free bet covers one single without each way.');
    }
    return freebetTotals(exactOdds(leg.odds), freebet);
  }
  let bets = 0;
  let totalStake = 0;
  let potentialReturn = 0;
  for (const leg of input.legs) {
    const stake = checkStake(leg.stake ?? slipStake);
    // A line without a stake is not a bet (docs/api.md "Bet slip", stake map): nothing is placed for it.
    if (stake === 0) continue;
    const eachWay = legIsEachWay(leg, input);
    const unitReturn = eachWay
      ? R.add(exactOdds(leg.odds), exactPlaceOdds(leg.odds, requireTerms(leg)))
      : exactOdds(leg.odds);
    bets += eachWay ? 2 : 1;
    totalStake += eachWay ? stake * 2 : stake;
    potentialReturn += floorReturnMinor(R.mul(unitReturn, R.int(stake)));
  }
  const cash = toMoney(totalStake);
  return { bets, totalStake: cash, cashStake: cash, potentialReturn: toMoney(potentialReturn), boost: ZERO };
}

function legIsEachWay(leg: TotalsLeg, input: TotalsInput): boolean {
  if (leg.eachWay !== undefined) return leg.eachWay;
  return Boolean(input.eachWay) && leg.ewPrice !== undefined && leg.ewPrice !== null;
}

function calcCombi(input: TotalsInput, stake: Money, freebet: Money | null): Totals {
  if (input.legs.length < 2) throw new BettingInputError('INVALID_BET', 'A combi needs at least 2 selections.');
  const win = combiOdds(input.legs.map((leg) => exactOdds(leg.odds)));
  const boostPercent = comboBoostPercent(input.legs, input.comboBoost);
  if (freebet !== null) {
    if (input.eachWay) throw new BettingInputError('INVALID_BET', 'A free bet cannot be used on an each-way combi.');
    return withBoost(freebetTotals(win, freebet), boostPercent, input.comboBoost);
  }
  const unitReturn = input.eachWay
    ? R.add(win, combiOdds(input.legs.map((leg) => exactPlaceOdds(leg.odds, requireTerms(leg)))))
    : win;
  const bets = input.eachWay ? 2 : 1;
  const totalStake = toMoney(stake * bets);
  const totals: Totals = {
    bets,
    totalStake,
    cashStake: totalStake,
    potentialReturn: floorReturnMinor(R.mul(unitReturn, R.int(stake))),
    boost: ZERO,
  };
  return withBoost(totals, boostPercent, input.comboBoost);
}

function calcSystem(input: TotalsInput, stake: Money, freebet: Money | null): Totals {
  if (freebet !== null) throw new BettingInputError('INVALID_BET', 'A free bet cannot be used on a system bet.');
  const n = input.legs.length;
  const sizes = input.systemType ? systemLineSizes(input.systemType, n) : [2];
  if (!sizes || (!input.systemType && n < 3)) {
    throw new BettingInputError('INVALID_BET', `"${String(input.systemType)}" is not a system of ${n} selections.`);
  }
  const eachWay = Boolean(input.eachWay);
  // Every line of every size at the stake per line: a named cover sums its sizes' returns.
  const unitReturns = systemUnitReturns(input.legs, eachWay);
  const unitReturn = sizes.reduce((total, k) => R.add(total, unitReturns[k]!), R.int(0));
  const bets = linesOfSizes(sizes, n) * (eachWay ? 2 : 1);
  const totalStake = toMoney(stake * bets);
  return {
    bets,
    totalStake,
    cashStake: totalStake,
    potentialReturn: floorReturnMinor(R.mul(unitReturn, R.int(stake))),
    boost: ZERO,
  };
}

/** A free bet stakes its amount from the bonus, not the balance, and returns winnings only. */
function freebetTotals(odds: Rational, amount: Money): Totals {
  const winnings = R.mul(R.sub(odds, R.int(1)), R.int(amount));
  const potentialReturn = R.compare(winnings, R.int(0)) > 0 ? floorReturnMinor(winnings) : ZERO;
  return { bets: 1, totalStake: amount, cashStake: ZERO, potentialReturn, boost: ZERO };
}

/**
 * Whether a leg counts towards the combo boost: trading offers the boost on its outcome and its
 * price is at least the configuration's `min_leg_odds` (compared exactly). A leg at starting
 * price has no price yet (odds 1 here) and never counts.
 */
export function countsTowardsBoost(
  leg: Pick<TotalsLeg, 'comboBoost' | 'odds'>,
  config: ComboBoostConfig | null | undefined,
): boolean {
  if (!leg.comboBoost || !config || !(leg.odds > 1)) return false;
  const min = config.min_leg_odds ?? COMBO_BOOST_MIN_LEG_ODDS;
  return R.compare(exactOdds(leg.odds), R.fromNumber(min)) >= 0;
}

/** The step of `percent_steps` for `counting` legs: step k − 1, the last step past the array. */
function percentForCount(counting: number, config: ComboBoostConfig | null | undefined): number {
  const steps = config?.percent_steps ?? [];
  if (counting === 0 || steps.length === 0) return 0;
  const percent = steps[Math.min(counting, steps.length) - 1] ?? 0;
  return Number.isFinite(percent) && percent > 0 ? percent : 0;
}

/**
 * The boost percent for a combi: with k legs that count (`countsTowardsBoost`), step k − 1 of
 * `percent_steps`, the last step when k runs past the array, none without counting legs or
 * configuration.
 */
export function comboBoostPercent(
  legs: readonly Pick<TotalsLeg, 'comboBoost' | 'odds'>[],
  config: ComboBoostConfig | null | undefined,
): number {
  return percentForCount(legs.filter((leg) => countsTowardsBoost(leg, config)).length, config);
}

/**
 * The boost percent a settled combi earns: the accepted percent while no counting leg is void;
 * after a void, the step of the counting legs that remain — never more than was accepted.
 * @example settledBoostPercent(10, [{ counts: true, isVoid: true }, ...three more counting], steps) // 5
 */
export function settledBoostPercent(
  acceptedPercent: number,
  legs: readonly { readonly counts: boolean; readonly isVoid: boolean }[],
  config: ComboBoostConfig | null | undefined,
): number {
  if (!(Number.isFinite(acceptedPercent) && acceptedPercent > 0)) return 0;
  if (!legs.some((leg) => leg.counts && leg.isVoid)) return acceptedPercent;
  const remaining = legs.filter((leg) => leg.counts && !leg.isVoid).length;
  return Math.min(acceptedPercent, percentForCount(remaining, config));
}

/**
 * The combo boost on a return: `percent` of the return (gross) or of the return less the cash
 * stake (net), floored once to the cent. The slip prices it with this and settlement
 * pays it with this, on the return the bet really made.
 * @example calcComboBoost({ potentialReturn: 4000, cashStake: 1000 }, 10, 'net') // 300
 */
export function calcComboBoost(
  amounts: { readonly potentialReturn: Money; readonly cashStake: Money },
  percent: number,
  mode: ComboBoostConfig['winnings_calc_mode'],
): Money {
  if (!(Number.isFinite(percent) && percent > 0)) return ZERO;
  // Winnings exclude the cash stake that comes back; a free bet's stake never comes back.
  const winnings = Math.max(0, amounts.potentialReturn - amounts.cashStake);
  const base = mode === 'net' ? winnings : amounts.potentialReturn;
  return floorReturnMinor(R.div(R.mul(R.int(base), R.fromNumber(percent)), HUNDRED));
}

/** Adds the boost: percent of the return (gross) or of the return less the stake (net). */
function withBoost(totals: Totals, percent: number, config: ComboBoostConfig | null | undefined): Totals {
  if (percent === 0 || !config) return totals;
  return { ...totals, boost: calcComboBoost(totals, percent, config.winnings_calc_mode) };
}
