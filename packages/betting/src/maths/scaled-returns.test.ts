import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as R from './rational';
import { decimalParts, integerSymmetric, nearestDouble } from './scaled-returns';
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

describe('integerSymmetric', () => {
  it('answers the same sums as the rational polynomials, in numbers or big integers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 20 }), { maxLength: 20 }), (values) => {
        const fast = integerSymmetric(values).map((value) => BigInt(value));
        const exact = elementarySymmetric(values.map((value) => R.int(value)));
        expect(fast).toEqual(exact.map((sum) => sum.num / sum.den));
      }),
      { numRuns: 300 },
    );
  });

  it('stays in numbers while the sums are below 2^53 and moves to big integers beyond', () => {
    expect(integerSymmetric([2, 3, 4])).toEqual([1, 9, 26, 24]);
    expect(integerSymmetric([2 ** 30, 2 ** 30])).toEqual([1n, 2n ** 31n, 2n ** 60n]);
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
  });

  it('leaves quotients beyond the range of doubles to the general conversion', () => {
    expect(nearestDouble(2n ** 1100n, 1n)).toBeNull();
    expect(nearestDouble(1n, 2n ** 1100n)).toBeNull();
  });
});
