import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as R from './rational';
import {
  decimalParts,
  exactSum,
  integerSymmetric,
  nearestDouble,
  nearestQuotients,
  reduceByCommonDivisor,
} from './scaled-returns';
import { elementarySymmetric } from './symmetric';

describe('decimalParts', () => {
  it.each([
    [2.375, { m: 2375, d: 3 }],
    [1.13, { m: 113, d: 2 }],
    [0, { m: 0, d: 0 }],
    [1e-7, { m: 1, d: 7 }],
    [1001, { m: 1001, d: 0 }],
  ])('reads %s as its printed decimal', (value, parts) => {
    expect(decimalParts(value)).toEqual(parts);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 0.1 + 0.2, 1e-9, 2 ** 51])(
    'leaves %s to the general path',
    (value) => {
      expect(decimalParts(value)).toBeNull();
    },
  );

  it('agrees with the exact reading of the printed decimal for any double it accepts', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 10 }))
      .map(([m, d]) => m / 10 ** d);
    fc.assert(
      fc.property(fc.oneof(decimal, fc.double({ min: 0, max: 1e9, noNaN: true })), (value) => {
        const parts = decimalParts(value);
        if (parts === null) return;
        const exact = R.fromNumber(value);
        expect(R.compare(exact, { num: BigInt(parts.m), den: 10n ** BigInt(parts.d) })).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });
});

/** e_0 … e_n of the integers by the rational polynomials, the reference. */
function exactSymmetric(values: readonly number[]): bigint[] {
  return elementarySymmetric(values.map((value) => R.int(value))).map((sum) => sum.num / sum.den);
}

/** Small, mid-sized and near-limit integers, so sums overflow 2^53 at every index. */
const legValue = fc.oneof(
  fc.integer({ min: 0, max: 200 }),
  fc.integer({ min: 0, max: 2 ** 26 }),
  fc.integer({ min: 0, max: 2 ** 50 - 1 }),
);

describe('integerSymmetric', () => {
  it('answers the rational polynomials’ sums, each a safe integer number or a big integer', () => {
    fc.assert(
      fc.property(fc.array(legValue, { maxLength: 30 }), fc.nat(), (values, cut) => {
        const upTo = cut % (values.length + 1);
        const fast = integerSymmetric(values, upTo);
        expect(fast.map((value) => BigInt(value))).toEqual(exactSymmetric(values).slice(0, upTo + 1));
        for (const value of fast) if (typeof value === 'number') expect(Number.isSafeInteger(value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the sums below 2^53 in numbers and moves from the first that overflows up to big integers', () => {
    expect(integerSymmetric([2, 3, 4])).toEqual([1, 9, 26, 24]);
    expect(integerSymmetric([2 ** 30, 2 ** 30])).toEqual([1, 2 ** 31, 2n ** 60n]);
    // e_3 stays 0 but sits above the first big index.
    expect(integerSymmetric([2 ** 30, 2 ** 30, 0])).toEqual([1, 2 ** 31, 2n ** 60n, 0n]);
    // At the border the product of the small sum below is itself past 2^53.
    expect(integerSymmetric([2 ** 40, 2 ** 40, 2 ** 40])).toEqual([1, 3 * 2 ** 40, 3n * 2n ** 80n, 2n ** 120n]);
  });

  it('computes only up to the highest sum asked for', () => {
    expect(integerSymmetric([2, 3, 4], 2)).toEqual([1, 9, 26]);
    expect(integerSymmetric([2 ** 30, 2 ** 30, 2 ** 30], 1)).toEqual([1, 3 * 2 ** 30]);
    expect(integerSymmetric([5, 7], 0)).toEqual([1]);
  });
});

describe('reduceByCommonDivisor', () => {
  it('divides the values and their denominator by what they all share', () => {
    const values = [1500, 2375];
    expect(reduceByCommonDivisor(values, 1000)).toBe(8);
    expect(values).toEqual([12, 19]);
    const zeros = [0, 0];
    expect(reduceByCommonDivisor(zeros, 100)).toBe(1);
    expect(zeros).toEqual([0, 0]);
  });

  it('leaves coprime values as they are', () => {
    const values = [1001, 2000];
    expect(reduceByCommonDivisor(values, 1000)).toBe(1000);
    expect(values).toEqual([1001, 2000]);
  });

  it('keeps every e_k / scale^k', () => {
    const step = fc.constantFrom(1, 2, 5, 25, 125, 250, 500, 1000);
    fc.assert(
      fc.property(step, fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 12 }), (unit, multiples) => {
        const values = multiples.map((multiple) => multiple * unit);
        const reduced = [...values];
        const scale = reduceByCommonDivisor(reduced, 1000);
        const before = exactSymmetric(values);
        exactSymmetric(reduced).forEach((sum, k) => {
          const kth = BigInt(k);
          expect(R.compare({ num: sum, den: BigInt(scale) ** kth }, { num: before[k]!, den: 1000n ** kth })).toBe(0);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('exactSum', () => {
  it('adds in numbers below 2^53 and in big integers from there', () => {
    expect(exactSum(2, 3)).toBe(5);
    expect(exactSum(2 ** 52, 2 ** 52)).toBe(2n ** 53n);
    expect(exactSum(2n ** 60n, 1)).toBe(2n ** 60n + 1n);
  });
});

describe('nearestQuotients', () => {
  it('divides each sum by the matching power of the base', () => {
    expect(nearestQuotients([1, 9, 26, 24], 1)).toEqual([1, 9, 26, 24]);
    expect(nearestQuotients([1, 6, 1600n * 2n ** 60n], 40)).toEqual([1, 0.15, 2 ** 60]);
  });

  it('answers exactly for any base, powers past 2^53 included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.array(legValue, { maxLength: 12 }), (base, values) => {
        const sums = integerSymmetric(values);
        const expected = sums.map((sum, k) => R.toNumber({ num: BigInt(sum), den: BigInt(base) ** BigInt(k) }));
        expect(nearestQuotients(sums, base)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a quotient beyond the range of doubles to the general conversion', () => {
    expect(nearestQuotients([1, 2n ** 1100n], 3)).toBeNull();
  });
});

describe('nearestDouble', () => {
  it('rounds like R.toNumber, ties to even, for big quotients', () => {
    const big = fc.bigInt({ min: 0n, max: 2n ** 300n });
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 2n ** 300n }), (num, den) => {
        expect(nearestDouble(num, den)).toBe(R.toNumber({ num, den }));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds quotients on, just beside and exactly at midpoints between doubles like R.toNumber', () => {
    // num / den = (2s + 1) / 2^t, the midpoint between two doubles, times a common factor m.
    const significand = fc.bigInt({ min: 2n ** 52n, max: 2n ** 53n - 1n });
    const offset = fc.constantFrom(-1n, 0n, 1n);
    const halfOrWhole = fc.constantFrom(1n, 2n);
    fc.assert(
      fc.property(
        significand,
        fc.integer({ min: 0, max: 120 }),
        fc.bigInt({ min: 1n, max: 2n ** 90n }),
        offset,
        halfOrWhole,
        (s, t, m, delta, step) => {
          const num = (step === 1n ? 2n * s + 1n : 2n * s) * m + delta;
          const den = 2n ** BigInt(t) * m;
          expect(nearestDouble(num, den)).toBe(R.toNumber({ num, den }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds exact halves to the even significand', () => {
    // (2^53 + 1) / 1 lies halfway between 2^53 and 2^53 + 2: even is 2^53.
    expect(nearestDouble(2n ** 53n + 1n, 1n)).toBe(2 ** 53);
    expect(nearestDouble(2n ** 53n + 3n, 1n)).toBe(2 ** 53 + 4);
    expect(nearestDouble(3n * 2n ** 60n + 2n ** 8n, 2n ** 8n)).toBe(3 * 2 ** 52);
  });

  it('divides small exact integers directly', () => {
    expect(nearestDouble(157, 100)).toBe(1.57);
    expect(nearestDouble(0n, 7n)).toBe(0);
    expect(nearestDouble(157n, 100n)).toBe(1.57);
    expect(nearestDouble(2n ** 60n, 2 ** 7)).toBe(2 ** 53);
  });

  it('leaves quotients beyond the range of doubles to the general conversion', () => {
    expect(nearestDouble(2n ** 1100n, 1n)).toBeNull();
    expect(nearestDouble(1n, 2n ** 1100n)).toBeNull();
  });
});
