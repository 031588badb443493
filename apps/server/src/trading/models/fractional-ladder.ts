/** A price as bookmakers quote it in racing: winnings per unit staked, num/den (11/8). */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

const rungs = (text: string): Fraction[] =>
  text.split(' ').map((quote) => {
    const [num = 0, den = 1] = quote.split('/').map(Number);
    return { num, den };
  });

/**
 * The traditional UK fractional ladder, shortest first. Prices are quoted only on these rungs
 * and written as bookmakers write them (4/6 and 6/4, not 2/3 and 3/2; evens as 1/1).
 */
export const FRACTIONAL_LADDER: readonly Fraction[] = rungs(
  '1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 2/15 1/7 1/6 2/11 1/5 2/9 1/4 2/7 1/3 4/11 2/5 4/9 ' +
    '1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 9/4 ' +
    '5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 ' +
    '16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 500/1',
);

/** The decimal odds of a fraction, num/den + 1 (11/8 → 2.375): the number settlement uses. */
export function fractionToDecimal(fraction: Fraction): number {
  return fraction.num / fraction.den + 1;
}

/** The fraction as display text, exactly as quoted ("11/8"), for `display_odds.fractional`. */
export function formatFraction(fraction: Fraction): string {
  return `${fraction.num}/${fraction.den}`;
}

/**
 * The ladder price for an implied probability: the longest rung not longer than 1/implied,
 * so moving onto the ladder never gives the bettor more than the model allows; the shortest
 * rung when even that is too long. Compared as (num + den) × implied <= den.
 * @example ladderPriceFor(0.42) // 11/8 (2.375), since 6/4 (2.5) would be longer than 1/0.42
 */
export function ladderPriceFor(implied: number): Fraction {
  let chosen = FRACTIONAL_LADDER[0] as Fraction;
  for (const rung of FRACTIONAL_LADDER) {
    if ((rung.num + rung.den) * implied <= rung.den) chosen = rung;
    else break;
  }
  return chosen;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The each-way place part of a price: the win fraction divided by the terms' ewPrice,
 * in lowest terms, so its decimal is exactly (win − 1) / ewPrice + 1.
 * @example placeFraction({ num: 11, den: 8 }, 5) // 11/40 → decimal 1.275
 */
export function placeFraction(win: Fraction, ewPrice: number): Fraction {
  if (!Number.isInteger(ewPrice) || ewPrice < 1) {
    throw new RangeError(`Each-way terms are 1/n of the odds with a whole n, got 1/${ewPrice}.`);
  }
  const den = win.den * ewPrice;
  const divisor = gcd(win.num, den);
  return { num: win.num / divisor, den: den / divisor };
}
