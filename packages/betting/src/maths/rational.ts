import { BettingInputError } from '../errors';

/**
 * An exact non-reduced fraction of big integers. Prices decide money, so the arithmetic that
 * turns odds into returns and fractions never goes through binary floating point.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

const TEN = 10n;

/**
 * The exact value of the decimal text a JS number prints as (its shortest round-trip form),
 * which is what a person or a feed meant: 1.13 is 113/100, not 1.12999999999999989...
 * @example fromNumber(2.375) // { num: 2375n, den: 1000n }
 */
export function fromNumber(value: number): Rational {
  if (!Number.isFinite(value)) {
    throw new BettingInputError('INVALID_ODDS', `Expected a finite number, got ${String(value)}.`);
  }
  return fromDecimalText(String(value));
}

/** Parses plain or exponent decimal text ("12.5", "-1e-7", "1.5e+21") exactly. */
export function fromDecimalText(text: string): Rational {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new BettingInputError('INVALID_AMOUNT', `"${text}" is not a decimal number.`);
  }
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const exponent = Number(exponentText) - fraction.length;
  const signed = sign === '-' ? -digits : digits;
  return exponent >= 0
    ? { num: signed * TEN ** BigInt(exponent), den: 1n }
    : { num: signed, den: TEN ** BigInt(-exponent) };
}

/** a + b */
export function add(a: Rational, b: Rational): Rational {
  return a.den === b.den
    ? { num: a.num + b.num, den: a.den }
    : { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

/** a − b */
export function sub(a: Rational, b: Rational): Rational {
  return add(a, { num: -b.num, den: b.den });
}

/** a × b */
export function mul(a: Rational, b: Rational): Rational {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** a ÷ b; b must not be zero. */
export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new BettingInputError('INVALID_AMOUNT', 'Division by zero.');
  return b.num < 0n ? { num: -a.num * b.den, den: a.den * -b.num } : { num: a.num * b.den, den: a.den * b.num };
}

/** The integer n as a fraction. */
export function int(n: bigint | number): Rational {
  return { num: BigInt(n), den: 1n };
}

/** Sign of a − b: −1, 0 or 1. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Largest integer ≤ value (denominators are always positive here). */
export function floor(value: Rational): bigint {
  const q = value.num / value.den;
  return value.num < 0n && q * value.den !== value.num ? q - 1n : q;
}

/** Smallest integer ≥ value. */
export function ceil(value: Rational): bigint {
  return -floor({ num: -value.num, den: value.den });
}

/**
 * Rounds to the nearest integer, halves away from zero — the "half up" of money, so that
 * −0.5 and 0.5 both move away from zero.
 */
export function roundHalfUp(value: Rational): bigint {
  const doubled = { num: 2n * (value.num < 0n ? -value.num : value.num) + value.den, den: 2n * value.den };
  const magnitude = floor(doubled);
  return value.num < 0n ? -magnitude : magnitude;
}

/** Greatest common divisor of two big integers (always ≥ 0). */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

const SIGNIFICAND_LIMIT = 2n ** 53n;

/**
 * The nearest double to an exact fraction (ties to even), for display and for wire numbers:
 * 157/100 is 1.57, never 1.5699999999999998. Exact for every value in the normal range.
 */
export function toNumber(value: Rational): number {
  const negative = value.num < 0n;
  const num = negative ? -value.num : value.num;
  if (num === 0n) return 0;
  // Scale by 2^shift so the integer quotient holds exactly 53 significant bits.
  let shift = value.den.toString(2).length - num.toString(2).length + 53;
  const quotient = (s: number): [bigint, bigint, bigint] => {
    const scaled = s >= 0 ? num << BigInt(s) : num;
    const divisor = s >= 0 ? value.den : value.den << BigInt(-s);
    return [scaled / divisor, scaled % divisor, divisor];
  };
  let [q, r, divisor] = quotient(shift);
  if (q >= SIGNIFICAND_LIMIT) {
    shift -= 1;
    [q, r, divisor] = quotient(shift);
  }
  if (2n * r > divisor || (2n * r === divisor && (q & 1n) === 1n)) q += 1n;
  const magnitude = Number(q) * 2 ** -shift;
  return negative ? -magnitude : magnitude;
}
