import { displayOdds } from '@sportsbook/betting';
import type { OddsFormat } from '@sportsbook/betting';
import {
  FRACTIONAL_LADDER,
  formatFraction,
  fractionToDecimal,
  ladderPriceFor,
  placeFraction,
} from './fractional-ladder';
import type { Fraction } from './fractional-ladder';
import { MARGIN_BANDS, priceProbabilities } from './margin';
import type { MarginBand } from './margin';
import { softmax } from './probability';
import { placeProbabilities } from './racing-exotics';

/** Each-way terms: the place part pays 1/ewPrice of the odds for a finish in the first ewPlace. */
export interface EachWayTerms {
  readonly ewPrice: number;
  readonly ewPlace: number;
}

/**
 * Each-way terms by field size, the common UK (Tattersalls-style) rules: up to 4 runners win
 * only; 5–7 runners 1/4 two places; 8+ runners 1/5 three places; handicaps of 12–15 runners
 * 1/4 three places and of 16+ runners 1/4 four places. A six-dog greyhound race is 1/4 two.
 * @example eachWayTerms(8) // { ewPrice: 5, ewPlace: 3 }
 */
export function eachWayTerms(runners: number, handicap = false): EachWayTerms | null {
  if (runners <= 4) return null;
  if (runners <= 7) return { ewPrice: 4, ewPlace: 2 };
  if (!handicap || runners <= 11) return { ewPrice: 5, ewPlace: 3 };
  return runners <= 15 ? { ewPrice: 4, ewPlace: 3 } : { ewPrice: 4, ewPlace: 4 };
}

/**
 * The stake share a place part may return on average, at most: below 1 by more than float noise,
 * so a part the model judges even is not offered either.
 */
const PLACE_MAX_RETURN = 1 - 1e-9;

/**
 * How much longer the published decimal of a ladder price can be: it is stored to three decimals,
 * rounded half up (4/11 → 1.364, decision 005), and bets are settled at it.
 */
const PUBLISHED_ROUNDING = 0.0005;

/**
 * Whether every runner's place part returns less than its stake on average at the model's chances:
 * (odds − 1) / ewPrice + 1 on the published win price (three decimals) for a finish in the first
 * ewPlace, by Harville's rule (the order the race is run in). The place part must be under its
 * stake on its own, not just with the win part beside it: each-way doubles, trebles and systems
 * multiply the place parts together, and a product of parts worth more than their stake grows
 * without bound (decision 095).
 */
export function placePartsPayUnderStake(
  probabilities: readonly number[],
  winOdds: readonly number[],
  terms: EachWayTerms,
): boolean {
  const placed = placeProbabilities(probabilities, terms.ewPlace);
  return probabilities.every((_, index) => {
    if (!((winOdds[index] ?? 0) > 1)) return true;
    const placeOdds = ((winOdds[index] ?? 0) + PUBLISHED_ROUNDING - 1) / terms.ewPrice + 1;
    return (placed[index] ?? 0) * placeOdds < PLACE_MAX_RETURN;
  });
}

/**
 * The each-way terms a priced race is offered with (decision 095): the standard terms for its size,
 * with one place fewer at a time while some runner's place part would return more than its stake
 * on average, and win only when even two places would. A strong favourite is what breaks the
 * standard terms: it fills a place so often that a fifth or a quarter of its odds is worth more.
 * @example offeredEachWayTerms([0.2, 0.2, 0.2, 0.2, 0.2], [4, 4, 4, 4, 4]) // { ewPrice: 4, ewPlace: 2 }
 */
export function offeredEachWayTerms(
  probabilities: readonly number[],
  winOdds: readonly number[],
  handicap = false,
): EachWayTerms | null {
  const standard = eachWayTerms(probabilities.length, handicap);
  if (!standard) return null;
  for (let ewPlace = standard.ewPlace; ewPlace >= 2; ewPlace -= 1) {
    const terms = { ewPrice: standard.ewPrice, ewPlace };
    if (placePartsPayUnderStake(probabilities, winOdds, terms)) return terms;
  }
  return null;
}

/**
 * Win probabilities from ratings (horse ratings in lb, greyhound form figures): a softmax in
 * which `scale` rating points multiply a runner's chance ratio by e.
 */
export function winProbabilitiesFromRatings(ratings: readonly number[], scale = 8): number[] {
  return softmax(ratings, scale);
}

/** A runner's fair chance of winning, keyed by its id. */
export interface Runner {
  readonly key: string;
  readonly probability: number;
}

/** A runner as the win-and-each-way market publishes it. */
export interface RacePrice extends Runner {
  /** The ladder fraction; null for a runner with no chance (not offered). */
  readonly fraction: Fraction | null;
  readonly odds: number;
  readonly displayOdds: Record<OddsFormat, string>;
  /** Each-way place price, (odds − 1) / ewPrice + 1 exactly; null without each-way terms. */
  readonly placeFraction: Fraction | null;
  readonly placeOdds: number | null;
}

/** The win market of a race with its each-way terms and actual overround. */
export interface RaceMarket {
  readonly type: 'win';
  readonly ewPrice: number | null;
  readonly ewPlace: number | null;
  readonly overround: number;
  readonly outcomes: readonly RacePrice[];
}

/** Options for pricing a race: whether it is a handicap, and the margin band. */
export interface RaceOptions {
  readonly handicap?: boolean;
  readonly band?: MarginBand;
}

/**
 * Prices a race on the fractional ladder with a margin inside the band, and attaches the each-way
 * terms it can be offered with (`offeredEachWayTerms`) and place prices. The display's fractional
 * text is the ladder's own quote (4/6), not a re-derived approximation of the decimal.
 */
export function priceRace(
  runners: readonly Runner[],
  { handicap = false, band = MARGIN_BANDS.racingWin }: RaceOptions = {},
): RaceMarket {
  const probabilities = runners.map((runner) => runner.probability);
  const { odds, overround } = priceProbabilities(probabilities, band, {
    round: (implied) => fractionToDecimal(ladderPriceFor(implied)),
  });
  const terms = offeredEachWayTerms(probabilities, odds, handicap);
  return {
    type: 'win',
    ewPrice: terms?.ewPrice ?? null,
    ewPlace: terms?.ewPlace ?? null,
    overround,
    outcomes: runners.map((runner, index) => {
      const price = odds[index] ?? 0;
      const fraction = FRACTIONAL_LADDER.find((rung) => fractionToDecimal(rung) === price) ?? null;
      const place = fraction && terms ? placeFraction(fraction, terms.ewPrice) : null;
      return {
        ...runner,
        fraction,
        odds: price,
        displayOdds: fraction ? { ...displayOdds(price), fractional: formatFraction(fraction) } : displayOdds(0),
        placeFraction: place,
        placeOdds: place ? fractionToDecimal(place) : null,
      };
    }),
  };
}
