/**
 * The oracle's own exact arithmetic: a tiny fraction of two BigInts, the denominator positive
 * (sums reduced, products not). Written apart from packages/betting's maths on purpose (decision 090):
 * a slip in that shared maths must not be repeated here.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** A reduced fraction n/d (d ≠ 0). */
export function frac(n: bigint, d = 1n): Fraction {
  if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator.');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** Nothing. */
export const ZERO = frac(0n);
/** One: a void leg's price. */
export const ONE = frac(1n);

/** A whole number. */
export const whole = (value: number): Fraction => frac(BigInt(value));

/**
 * A decimal price or percent as written (at most the digits its decimal text shows): 2.375 is
 * 2375/1000 exactly, never the binary double behind it.
 */
export function decimal(value: number): Fraction {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`${text} is not a plain decimal.`);
  const digits = match[3] ?? '';
  const magnitude = frac(BigInt(`${match[2]}${digits}`), 10n ** BigInt(digits.length));
  return match[1] === '-' ? neg(magnitude) : magnitude;
}

/** −a. */
export const neg = (a: Fraction): Fraction => frac(-a.n, a.d);
/** a + b, reduced. */
export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
/** a − b, reduced. */
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
// Products are left unreduced (a line multiplies a few prices; reducing each step costs more than
// it saves); sums reduce, so a bet's total over many lines stays small.
const raw = (n: bigint, d: bigint): Fraction => {
  if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator.');
  return d < 0n ? { n: -n, d: -d } : { n, d };
};
/** a × b. */
export const mul = (a: Fraction, b: Fraction): Fraction => raw(a.n * b.n, a.d * b.d);
/** a ÷ b. */
export const div = (a: Fraction, b: Fraction): Fraction => raw(a.n * b.d, a.d * b.n);

/** −1, 0 or 1 as a is below, equal to or above b. */
export function cmp(a: Fraction, b: Fraction): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The largest whole number not above a. */
export function floor(a: Fraction): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** The smallest whole number not below a. */
export const ceil = (a: Fraction): bigint => -floor(neg(a));

/** The nearest whole number, a half rounded away from zero. */
export function roundHalfUp(a: Fraction): bigint {
  const twice = mul(a, whole(2));
  return a.n < 0n ? -((-twice.n / twice.d + 1n) / 2n) : (twice.n / twice.d + 1n) / 2n;
}

/** Rounded up to hundredths: 1.2321 → 1.24. */
export const ceilHundredths = (a: Fraction): Fraction => frac(ceil(mul(a, whole(100))), 100n);

/** A fraction's value as text, for reading a counterexample. */
export function show(a: Fraction): string {
  const reduced = frac(a.n, a.d);
  return reduced.d === 1n ? `${reduced.n}` : `${reduced.n}/${reduced.d}`;
}
