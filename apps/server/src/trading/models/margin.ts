import { displayOdds } from '@sportsbook/betting';
import { sum } from './probability';
import type { FairMarket, PricedMarket } from './types';

/** A margin range trading must stay inside, as overround fractions (0.05 = 105 % book). */
export interface MarginBand {
  readonly min: number;
  readonly max: number;
}

/**
 * The configured bands per kind of market. Outrights, racing and forecasts carry more margin
 * because they have many outcomes and thinner information; live football a little more than
 * pre-match because the price moves under the bettor.
 */
export const MARGIN_BANDS = {
  footballPreMatch: { min: 0.04, max: 0.08 },
  footballLive: { min: 0.05, max: 0.1 },
  tennis: { min: 0.04, max: 0.08 },
  usSports: { min: 0.04, max: 0.07 },
  esports: { min: 0.05, max: 0.09 },
  racingWin: { min: 0.12, max: 0.3 },
  forecast: { min: 0.2, max: 0.5 },
  outright: { min: 0.15, max: 0.4 },
} as const satisfies Record<string, MarginBand>;

/** How margin is spread: power loads longshots (favourite–longshot bias), proportional evenly. */
export type MarginMethod = 'power' | 'proportional';

/** The shortest price a sports market offers (spec: decimal odds never below 1.01). */
export const MIN_ODDS = 1.01;
/** The longest price a sports market offers; a cap keeps tiny probabilities from silly odds. */
export const MAX_ODDS = 1000;

/**
 * Moves fair probabilities r (summing to 1) to implied ones by a shading parameter s, where
 * s = 0 is fair and larger s means more margin for both methods.
 */
function shade(probability: number, method: MarginMethod, s: number): number {
  return method === 'power' ? probability ** (1 / (1 + s)) : probability * (1 + s);
}

/**
 * Implied probabilities that sum to exactly winners × (1 + margin), before any rounding: the
 * pure margin step, kept separate so tests can prove it hits the target.
 * @example applyMargin([0.5, 0.5], 0.06) // [0.53, 0.53]
 */
export function applyMargin(
  fair: readonly number[],
  margin: number,
  method: MarginMethod = 'power',
  winners = 1,
): number[] {
  const total = sum(fair);
  const shares = fair.map((probability) => probability / total);
  const s = shadingFor(shares, method, margin);
  return shares.map((share) => winners * shade(share, method, s));
}

/** The shading s at which probabilities `shares` (summing to 1) carry exactly `margin`. */
function shadingFor(shares: readonly number[], method: MarginMethod, margin: number): number {
  if (method === 'proportional') return margin;
  if (shares.filter((share) => share > 0).length <= 1 + margin) {
    throw new RangeError(`A ${margin} margin needs more than ${1 + margin} possible outcomes.`);
  }
  // The same sum as sum(shares.map(shade)) − 1, in the same order, without an array per step.
  const overround = (s: number): number => {
    let total = 0;
    for (const share of shares) total += shade(share, method, s);
    return total - 1;
  };
  let [low, high] = [-0.9, 1];
  for (let grow = 0; grow < 60 && overround(high) < margin; grow += 1) high *= 2;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    // Adjacent doubles: every further step would leave low and high as they are (decision 055).
    if (middle === low || middle === high) break;
    if (overround(middle) < margin) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * Decimal odds for an implied probability, truncated (never rounded up) to two decimals and
 * kept within [MIN_ODDS, maxOdds]; 0 (unpriced, shown locked) when the outcome cannot happen.
 * Truncation works on integer hundredths so the published number prints with ≤ 2 decimals.
 */
export function toDecimalOdds(implied: number, maxOdds = MAX_ODDS): number {
  if (!(implied > 0)) return 0;
  const hundredths = Math.floor(100 / implied + 1e-9);
  return Math.min(Math.max(hundredths, MIN_ODDS * 100), Math.round(maxOdds * 100)) / 100;
}

/**
 * Implied probabilities and overround of published prices: what a bettor (or our own test)
 * reads back from a market. Unpriced outcomes (odds <= 1) are left out and read as 0.
 * @example impliedProbabilities([1.9, 1.9]) // { overround: 0.0526…, fair: [0.5, 0.5], … }
 */
export function impliedProbabilities(
  odds: readonly number[],
  winners = 1,
): { implied: number[]; fair: number[]; overround: number } {
  const implied = odds.map((price) => (price > 1 ? 1 / price : 0));
  const total = sum(implied);
  return {
    implied,
    fair: implied.map((probability) => (total > 0 ? (winners * probability) / total : 0)),
    overround: total / winners - 1,
  };
}

/** Options for pricing: spreading method, winners per market, and how to round one price. */
export interface PriceOptions {
  readonly method?: MarginMethod;
  readonly winners?: number;
  readonly round?: (implied: number) => number;
}

const defaultRound = (implied: number): number => toDecimalOdds(implied);

function sameOdds(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * Prices fair probabilities so the PUBLISHED (rounded) prices carry an overround inside the
 * band, aiming at its middle. Rounding and the 1.01 floor move the overround, so the margin is
 * found by bisection on the rounded result, never shading beyond the band's top before
 * rounding. When no price set can land in the band (a favourite at the 1.01 floor) it returns
 * the closest one below it. Races, forecasts and outrights are priced this way, one market at a
 * time (decision 005); sports markets share their event's one margin instead (outcome-prices.ts,
 * decision 088), because a per-market fit contradicts the event's other markets.
 */
export function priceProbabilities(
  fair: readonly number[],
  band: MarginBand,
  { method = 'power', winners = 1, round = defaultRound }: PriceOptions = {},
): { odds: number[]; overround: number } {
  const total = sum(fair);
  const shares = fair.map((probability) => probability / total);
  const priceAt = (s: number) => {
    const odds = shares.map((share) => (share > 0 ? round(winners * shade(share, method, s)) : 0));
    return { odds, overround: impliedProbabilities(odds, winners).overround };
  };
  const target = (band.min + band.max) / 2;
  // Never shade past the band's top before rounding: a favourite stuck at 1.01 must not push
  // the whole margin onto the outsiders.
  const positive = shares.filter((share) => share > 0).length;
  let [low, high] = [-0.5, positive > 1 + band.max ? shadingFor(shares, method, band.max) : 0];
  // The default rounding is monotone in s (shade grows with s, truncated odds fall with it), so
  // once both ends publish the same odds every s between them does too, and the search can stop
  // with the answer it would have reached after all 60 steps (decision 055).
  const monotone = round === defaultRound;
  let lowPrice = monotone ? priceAt(low) : null;
  let highPrice = monotone ? priceAt(high) : null;
  for (let step = 0; step < 60; step += 1) {
    if (lowPrice && highPrice && sameOdds(lowPrice.odds, highPrice.odds)) break;
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    const price = priceAt(middle);
    if (price.overround < target) {
      low = middle;
      lowPrice = monotone ? price : null;
    } else {
      high = middle;
      highPrice = monotone ? price : null;
    }
  }
  const candidates = [lowPrice ?? priceAt(low), highPrice ?? priceAt(high)];
  // In band beats out of band; then the nearer to the middle (or to the band) wins.
  const distance = (value: number) =>
    value < band.min ? 1 + band.min - value : value > band.max ? 1 + value - band.max : Math.abs(value - target);
  return candidates.reduce((best, next) => (distance(next.overround) < distance(best.overround) ? next : best));
}

/** Prices a model's market for publication: odds plus exact display strings per outcome. */
export function priceMarket(market: FairMarket, band: MarginBand, options: PriceOptions = {}): PricedMarket {
  const winners = market.winners ?? 1;
  const { odds, overround } = priceProbabilities(
    market.outcomes.map((outcome) => outcome.probability),
    band,
    { ...options, winners },
  );
  return {
    ...market,
    overround,
    outcomes: market.outcomes.map((outcome, index) => {
      const price = odds[index] ?? 0;
      return { ...outcome, odds: price, displayOdds: displayOdds(price) };
    }),
  };
}

/**
 * Whether a market's result is already certain (e.g. over 0.5 after a goal): the limiting case
 * of the markets the feed suspends because 1.01 would overpay them (outcome-prices.ts).
 */
export function isMarketDecided(market: FairMarket, tolerance = 1e-9): boolean {
  const winners = market.winners ?? 1;
  const certain = market.outcomes.filter((outcome) => outcome.probability >= 1 - tolerance).length;
  return certain >= winners;
}
