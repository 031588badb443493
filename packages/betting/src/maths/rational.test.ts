import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BettingInputError } from '../errors';
import * as R from './rational';
import type { Rational } from './rational';

const q = (num: bigint, den: bigint): Rational => ({ num, den });
/** Whether two fractions have the same value, however they are written. */
const same = (a: Rational, b: Rational): boolean => R.compare(a, b) === 0;

describe('floor, ceil and roundHalfUp', () => {
  it.each<[string, Rational, bigint, bigint, bigint]>([
    ['7/2', q(7n, 2n), 3n, 4n, 4n],
    ['-7/2', q(-7n, 2n), -4n, -3n, -4n],
    ['5/2', q(5n, 2n), 2n, 3n, 3n],
    ['-5/2', q(-5n, 2n), -3n, -2n, -3n],
    ['1/2', q(1n, 2n), 0n, 1n, 1n],
    ['-1/2', q(-1n, 2n), -1n, 0n, -1n],
    ['1/3', q(1n, 3n), 0n, 1n, 0n],
    ['-1/3', q(-1n, 3n), -1n, 0n, 0n],
    ['2/3', q(2n, 3n), 0n, 1n, 1n],
    ['-2/3', q(-2n, 3n), -1n, 0n, -1n],
    ['6/3', q(6n, 3n), 2n, 2n, 2n],
    ['-6/3', q(-6n, 3n), -2n, -2n, -2n],
    ['0/5', q(0n, 5n), 0n, 0n, 0n],
    ['-1234567/1000', q(-1234567n, 1000n), -1235n, -1234n, -1235n],
    ['-1234500/1000', q(-1234500n, 1000n), -1235n, -1234n, -1235n],
    ['-1234499/1000', q(-1234499n, 1000n), -1235n, -1234n, -1234n],
  ])('takes %s to floor %i, ceil %i and rounded %i', (_name, value, floor, ceil, rounded) => {
    expect(R.floor(value)).toBe(floor);
    expect(R.ceil(value)).toBe(ceil);
    expect(R.roundHalfUp(value)).toBe(rounded);
  });

  const fraction = fc
    .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
    .map(([num, den]) => q(num, den));

  it('brackets every value between floor and ceil, at most one apart', () => {
    fc.assert(
      fc.property(fraction, (value) => {
        const floor = R.floor(value);
        const ceil = R.ceil(value);
        expect(R.compare(R.int(floor), value)).toBeLessThanOrEqual(0);
        expect(R.compare(value, R.int(floor + 1n))).toBe(-1);
        expect(R.compare(R.int(ceil), value)).toBeGreaterThanOrEqual(0);
        expect(ceil - floor).toBe(R.compare(R.int(floor), value) === 0 ? 0n : 1n);
      }),
    );
  });

  it('rounds to within a half, halves away from zero, symmetric in sign', () => {
    fc.assert(
      fc.property(fraction, (value) => {
        const rounded = R.roundHalfUp(value);
        const distance = R.sub(value, R.int(rounded));
        const half = q(1n, 2n);
        expect(R.compare(distance, half)).toBeLessThanOrEqual(0);
        expect(R.compare(distance, q(-1n, 2n))).toBeGreaterThanOrEqual(0);
        if (R.compare(distance, half) === 0) expect(rounded < 0n).toBe(true);
        if (R.compare(distance, q(-1n, 2n)) === 0) expect(rounded > 0n).toBe(true);
        expect(R.roundHalfUp(q(-value.num, value.den))).toBe(-rounded);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(same(R.add(q(1n, 10n), q(2n, 10n)), q(3n, 10n))).toBe(true);
    expect(same(R.add(q(1n, 3n), q(1n, 6n)), q(1n, 2n))).toBe(true);
    expect(same(R.sub(q(1n, 3n), q(1n, 2n)), q(-1n, 6n))).toBe(true);
    expect(same(R.mul(q(11n, 10n), q(11n, 10n)), q(121n, 100n))).toBe(true);
  });

  it.each<[string, Rational, Rational, Rational]>([
    ['1/2 ÷ 3/4', q(1n, 2n), q(3n, 4n), q(2n, 3n)],
    ['1/2 ÷ −3/4', q(1n, 2n), q(-3n, 4n), q(-2n, 3n)],
    ['−1/2 ÷ −3/4', q(-1n, 2n), q(-3n, 4n), q(2n, 3n)],
    ['−5 ÷ 2', R.int(-5), R.int(2), q(-5n, 2n)],
    ['0 ÷ −7', R.int(0), R.int(-7), R.int(0)],
  ])('divides %s exactly with a positive denominator', (_name, a, b, expected) => {
    const result = R.div(a, b);
    expect(result.den > 0n).toBe(true);
    expect(same(result, expected)).toBe(true);
  });

  it.each<[string, Rational]>([
    ['0', R.int(0)],
    ['0/7', q(0n, 7n)],
  ])('refuses to divide by %s', (_name, zero) => {
    expect(() => R.div(R.int(1), zero)).toThrow(BettingInputError);
    expect(() => R.div(R.int(1), zero)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });

  it('keeps floor and ceil right after dividing by a negative', () => {
    const value = R.div(R.int(7), R.int(-2));
    expect([R.floor(value), R.ceil(value), R.roundHalfUp(value)]).toEqual([-4n, -3n, -4n]);
  });

  it.each<[Rational, Rational, -1 | 0 | 1]>([
    [q(1n, 2n), q(2n, 4n), 0],
    [q(1n, 3n), q(1n, 2n), -1],
    [q(-1n, 3n), q(-1n, 2n), 1],
    [R.int(2), q(199n, 100n), 1],
  ])('compares %o with %o as %i', (a, b, expected) => {
    expect(R.compare(a, b)).toBe(expected);
  });

  it.each<[bigint, bigint, bigint]>([
    [12n, 18n, 6n],
    [-12n, 18n, 6n],
    [12n, -18n, 6n],
    [0n, 5n, 5n],
    [5n, 0n, 5n],
    [0n, 0n, 0n],
    [17n, 5n, 1n],
  ])('finds gcd(%i, %i) = %i', (a, b, expected) => {
    expect(R.gcd(a, b)).toBe(expected);
  });

  it('makes integers from numbers and big integers', () => {
    expect(R.int(3)).toEqual(q(3n, 1n));
    expect(R.int(-4n)).toEqual(q(-4n, 1n));
  });
});

describe('fromDecimalText', () => {
  it.each<[string, Rational]>([
    ['12.5', q(125n, 10n)],
    ['0', q(0n, 1n)],
    ['007', q(7n, 1n)],
    ['-0.001', q(-1n, 1000n)],
    ['.5', q(5n, 10n)],
    ['5.', q(5n, 1n)],
    ['  2.75  ', q(275n, 100n)],
    ['1e3', q(1000n, 1n)],
    ['1E3', q(1000n, 1n)],
    ['2.5E1', q(25n, 1n)],
    ['-1e-7', q(-1n, 10_000_000n)],
    ['1.25e-2', q(125n, 10_000n)],
    ['1.5e+21', q(15n * 10n ** 20n, 1n)],
    ['-2.5e+0', q(-25n, 10n)],
  ])('reads %j exactly', (text, expected) => {
    expect(R.fromDecimalText(text)).toEqual(expected);
  });

  it.each([
    '',
    ' ',
    '.',
    '-',
    '-.',
    'e5',
    '.e5',
    '1e',
    '1e+',
    '1.2.3',
    '+5',
    '1,5',
    '--1',
    'abc',
    '12abc',
    'NaN',
    'Infinity',
    '0x10',
    '1 000',
  ])('refuses %j as not a decimal number', (text) => {
    expect(() => R.fromDecimalText(text)).toThrow(BettingInputError);
    expect(() => R.fromDecimalText(text)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });

  it('reads the text of any finite double back to its exact value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const exact = R.fromDecimalText(String(value));
        expect(Number(`${exact.num}e-${String(exact.den).length - 1}`)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('fromNumber', () => {
  it('takes a number as the decimal it prints as', () => {
    expect(R.fromNumber(1.13)).toEqual(q(113n, 100n));
    expect(R.fromNumber(2.375)).toEqual(q(2375n, 1000n));
    expect(R.fromNumber(1e21)).toEqual(q(10n ** 21n, 1n));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s', (value) => {
    expect(() => R.fromNumber(value)).toThrow(
      expect.objectContaining({ name: 'BettingInputError', code: 'INVALID_ODDS' }),
    );
  });
});

describe('toNumber', () => {
  it.each<[string, Rational, number]>([
    ['113/100', q(113n, 100n), 1.13],
    ['114/100', q(114n, 100n), 1.14],
    ['157/100', q(157n, 100n), 1.57],
    ['1955/100', q(1955n, 100n), 19.55],
    ['2375/1000', q(2375n, 1000n), 2.375],
    ['-7/2', q(-7n, 2n), -3.5],
    ['1/3', q(1n, 3n), 1 / 3],
    ['-2/3', q(-2n, 3n), -2 / 3],
    ['0', q(0n, 1n), 0],
    ['0/9', q(0n, 9n), 0],
    ['10^30', q(10n ** 30n, 1n), 1e30],
    ['10^-30', q(1n, 10n ** 30n), 1e-30],
    ['2^53 + 1 (a tie, to even)', q(2n ** 53n + 1n, 1n), 2 ** 53],
    ['2^53 + 3 (a tie, to even)', q(2n ** 53n + 3n, 1n), 2 ** 53 + 4],
    ['an unreduced 26/20', q(26n, 20n), 1.3],
  ])('turns %s into the nearest double', (_name, value, expected) => {
    expect(R.toNumber(value)).toBe(expected);
  });

  it('gives back every double written as decimal text', () => {
    const normal = fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .filter((x) => x === 0 || Math.abs(x) >= 2 ** -1022);
    fc.assert(
      fc.property(normal, (value) => {
        expect(R.toNumber(R.fromNumber(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('agrees with correctly rounded division of two exactly held integers', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }),
        fc.bigInt({ min: 1n, max: 2n ** 53n }),
        (num, den) => {
          expect(R.toNumber(q(num, den))).toBe(Number(num) / Number(den) || 0);
        },
      ),
    );
  });

  it('reads every price in cents up to 1000 as the number it prints as', () => {
    const wrong: number[] = [];
    for (let cents = 100; cents <= 100_000; cents += 1) {
      const printed = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
      if (R.toNumber(q(BigInt(cents), 100n)) !== printed) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});
