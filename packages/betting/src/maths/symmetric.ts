import * as R from './rational';
import type { Rational } from './rational';

/**
 * Binomial coefficient C(n, k): how many k-fold lines a system of n selections holds.
 * @example binomial(4, 2) // 6
 */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/**
 * Every elementary symmetric polynomial e_0 … e_n of the values, exactly. e_k is the sum of
 * the products of all k-element subsets, i.e. the total return of every k-fold line at a line
 * stake of 1. Read off the coefficients of Π (den_i + num_i·x), which takes O(n²) big-integer
 * steps instead of enumerating C(n, k) subsets.
 * @example elementarySymmetric([2, 3, 4] as exact)[2] // 26 = 2·3 + 2·4 + 3·4
 */
export function elementarySymmetric(values: readonly Rational[]): Rational[] {
  // coefficients[j] of the running product, built one factor at a time.
  const coefficients: bigint[] = [1n];
  let denominator = 1n;
  for (const value of values) {
    const reduced = reduce(value);
    coefficients.push(0n);
    for (let j = coefficients.length - 1; j >= 1; j -= 1) {
      coefficients[j] = coefficients[j]! * reduced.den + coefficients[j - 1]! * reduced.num;
    }
    coefficients[0] = coefficients[0]! * reduced.den;
    denominator *= reduced.den;
  }
  return coefficients.map((num) => ({ num, den: denominator }));
}

/** A fraction in lowest terms, which keeps the big integers of long systems small. */
export function reduce(value: Rational): Rational {
  const divisor = R.gcd(value.num, value.den);
  return divisor > 1n ? { num: value.num / divisor, den: value.den / divisor } : value;
}
