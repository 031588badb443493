import * as R from '../maths/rational';
import type { Rational } from '../maths/rational';

/** How a bettor reads prices (spec 000 §3 settings; american is MX's default). */
export type OddsFormat = 'decimal' | 'fractional' | 'american';

/** Every format, in the order the settings modal lists them. */
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

/** Tolerance of the fractional approximation (spec 001 §5). */
export const FRACTIONAL_TOLERANCE = 0.005;
const TOLERANCE: Rational = { num: 5n, den: 1000n };
const ONE = R.int(1);
const HUNDRED = R.int(100);

/**
 * Whether a price is shown at all: only odds above 1 (decimal) or below 0 (an American quote)
 * are; anything else — 0, 1, NaN, a locked outcome — shows a lock (spec 000 §5).
 */
export function isPriced(odds: number): boolean {
  return Number.isFinite(odds) && (odds > 1 || odds < 0);
}

/**
 * Decimal odds from a price: a negative number is an American quote (−150 → 1.6667), any
 * other is already decimal. Exact, so the formats below stay exact too.
 */
function toDecimalRational(odds: number): Rational {
  const value = R.fromNumber(odds);
  return odds < 0 ? R.add(ONE, R.div(HUNDRED, { num: -value.num, den: value.den })) : value;
}

/**
 * Decimal odds truncated (never rounded up) to two places on their decimal digits.
 * @example formatDecimal(2.379 as exact) // "2.37"; 4.35 stays "4.35"
 */
function formatDecimal(decimal: Rational): string {
  const hundredths = R.floor(R.mul(decimal, HUNDRED));
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/**
 * The first continued-fraction convergent of d − 1 within the tolerance (at most 0.005 away),
 * computed on the exact decimal value. Convergents are always in lowest terms.
 * @example formatFractional(2.38) // "11/8"
 */
function formatFractional(decimal: Rational): string {
  const target = R.sub(decimal, ONE);
  let [hPrev, h] = [1n, R.floor(target)];
  let [kPrev, k] = [0n, 1n];
  let rest = R.sub(target, R.int(h));
  while (R.compare(absolute(R.sub(target, { num: h, den: k })), TOLERANCE) > 0 && rest.num !== 0n) {
    const inverse = { num: rest.den, den: rest.num };
    const term = R.floor(inverse);
    [hPrev, h] = [h, term * h + hPrev];
    [kPrev, k] = [k, term * k + kPrev];
    rest = R.sub(inverse, R.int(term));
  }
  return `${h}/${k}`;
}

function absolute(value: Rational): Rational {
  return value.num < 0n ? { num: -value.num, den: value.den } : value;
}

/**
 * American odds: below evens −100/(d−1), otherwise +100·(d−1); five significant digits
 * (halves away from zero), always signed, never in exponent form, no trailing zeros.
 * @example formatAmerican(1.91) // "-109.89"
 */
function formatAmerican(decimal: Rational): string {
  const winnings = R.sub(decimal, ONE);
  const negative = R.compare(decimal, R.int(2)) < 0;
  const value = negative ? R.div(HUNDRED, winnings) : R.mul(HUNDRED, winnings);
  return `${negative ? '-' : '+'}${toSignificant(value, 5)}`;
}

/** A positive exact value rounded to `digits` significant digits, as plain decimal text. */
function toSignificant(value: Rational, digits: number): string {
  let exponent = R.floor(value).toString().length - 1;
  if (R.compare(value, ONE) < 0) {
    exponent = -1;
    while (R.compare(R.mul(value, R.int(10n ** BigInt(-exponent))), ONE) < 0) exponent -= 1;
  }
  let shift = digits - 1 - exponent;
  let scaled = R.roundHalfUp(R.mul(value, pow10(shift)));
  if (scaled.toString().length > digits) {
    // Rounding carried into a new digit (99999.5 → 100000): keep `digits` significant ones.
    shift -= 1;
    scaled = R.roundHalfUp(R.mul(value, pow10(shift)));
  }
  return shiftDecimal(scaled, shift);
}

function pow10(power: number): Rational {
  return power >= 0 ? R.int(10n ** BigInt(power)) : { num: 1n, den: 10n ** BigInt(-power) };
}

/** integer × 10^−shift as text without exponent and without trailing fraction zeros. */
function shiftDecimal(integer: bigint, shift: number): string {
  if (shift <= 0) return (integer * 10n ** BigInt(-shift)).toString();
  const text = integer.toString().padStart(shift + 1, '0');
  const whole = text.slice(0, text.length - shift);
  const fraction = text.slice(text.length - shift).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function formatExact(odds: number, format: OddsFormat): string {
  const decimal = toDecimalRational(odds);
  switch (format) {
    case 'decimal':
      return formatDecimal(decimal);
    case 'fractional':
      return formatFractional(decimal);
    case 'american':
      return formatAmerican(decimal);
  }
}

/** Texts already formatted, per format: a live page re-renders the same few hundred prices. */
const FORMATTED_LIMIT = 4096;
const formatted: Record<OddsFormat, Map<number, string>> = {
  decimal: new Map(),
  fractional: new Map(),
  american: new Map(),
};

/**
 * Formats a price for display in the bettor's chosen format. An unpriced value (see
 * `isPriced`) formats as '' — the caller shows a lock instead. The exact (big-integer) formatting
 * runs once per price and format; the text is remembered (at most 4,096 prices a format).
 * @example formatOdds(2.5, 'fractional') // "3/2"; formatOdds(2.5, 'american') // "+150"
 */
export function formatOdds(odds: number, format: OddsFormat): string {
  if (!isPriced(odds)) return '';
  const cache = formatted[format];
  let text = cache.get(odds);
  if (text === undefined) {
    text = formatExact(odds, format);
    if (cache.size >= FORMATTED_LIMIT) cache.clear();
    cache.set(odds, text);
  }
  return text;
}

/** The three display strings trading publishes with every price (docs/api.md `display_odds`). */
export function displayOdds(odds: number): Record<OddsFormat, string> {
  return {
    decimal: formatOdds(odds, 'decimal'),
    fractional: formatOdds(odds, 'fractional'),
    american: formatOdds(odds, 'american'),
  };
}

/**
 * What a selection shows: the server's `display_odds[format]` when present, else computed
 * (spec 000 §5 says a missing display shows odds fixed to 2 decimals; we compute the chosen
 * format instead, which for decimal is the same truncation rule).
 */
export function shownOdds(
  odds: number,
  format: OddsFormat,
  display?: Partial<Record<OddsFormat, string>> | null,
): string {
  if (!isPriced(odds)) return '';
  return display?.[format] || formatOdds(odds, format);
}
