import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BettingInputError } from './errors';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { binomial } from './maths/symmetric';
import { parseSystemType, systemOptions, systemUnitReturnNumbers, systemUnitReturns } from './system-options';
import type { SystemOption } from './system-options';
import { systemLineSizes } from './system-lines';

/** Every k-subset of `items`, the slow way the fast maths must agree with. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((subset) => [first!, ...subset]), ...subsets(rest, k)];
}

function bruteForceReturn(legs: readonly { odds: number; ewPrice?: number }[], k: number, eachWay: boolean): Rational {
  let total: Rational = R.int(0);
  for (const line of subsets(legs, k)) {
    total = R.add(
      total,
      line.reduce<Rational>((product, leg) => R.mul(product, exactOdds(leg.odds)), R.int(1)),
    );
    if (eachWay) {
      total = R.add(
        total,
        line.reduce<Rational>((product, leg) => R.mul(product, exactPlaceOdds(leg.odds, leg.ewPrice!)), R.int(1)),
      );
    }
  }
  return total;
}

/** The sizes of an option's lines: [k] for System k/n, a named cover's range. */
const sizesOf = (option: SystemOption): number[] => systemLineSizes(option.type, option.selections)!;

/** Every line of every size of the option, enumerated one by one. */
function bruteForceOption(
  legs: readonly { odds: number; ewPrice?: number }[],
  option: SystemOption,
  eachWay: boolean,
): Rational {
  return sizesOf(option).reduce((total, k) => R.add(total, bruteForceReturn(legs, k, eachWay)), R.int(0));
}

describe('systemOptions', () => {
  it('offers nothing below three selections', () => {
    expect(systemOptions([], false)).toEqual([]);
    expect(systemOptions([{ odds: 2 }, { odds: 3 }], false)).toEqual([]);
  });

  it('describes a Trixie’s doubles as System 2/3 with 3 combinations, then the Trixie and the Patent', () => {
    expect(systemOptions([{ odds: 3 }, { odds: 4 }, { odds: 5 }], false)).toEqual([
      {
        type: 'system_2/3',
        title: 'System 2/3',
        name: 'System 2/3 (3 combinations)',
        cover: null,
        bets: 3,
        perm_length: 2,
        selections: 3,
        combinations: 3,
        potential_return: 47,
      },
      {
        type: 'trixie',
        title: 'Trixie',
        name: 'Trixie (4 bets)',
        cover: 'trixie',
        bets: 4,
        perm_length: 2,
        selections: 3,
        combinations: 4,
        // doubles 12 + 15 + 20 = 47, treble 60
        potential_return: 107,
      },
      {
        type: 'patent',
        title: 'Patent',
        name: 'Patent (7 bets)',
        cover: 'patent',
        bets: 7,
        perm_length: 1,
        selections: 3,
        combinations: 7,
        // singles 3 + 4 + 5 = 12 on top of the Trixie's 107
        potential_return: 119,
      },
    ]);
  });

  it('offers one option per permutation size 2 … n − 1 with binomial combinations', () => {
    const options = systemOptions(
      Array.from({ length: 6 }, () => ({ odds: 2 })),
      false,
    );
    expect(options.map((option) => option.type)).toEqual([
      'system_2/6',
      'system_3/6',
      'system_4/6',
      'system_5/6',
      'heinz',
      'lucky63',
    ]);
    expect(options.map((option) => option.combinations)).toEqual([15, 20, 15, 6, 57, 63]);
    // Heinz: 60 + 160 + 240 + 192 + the six-fold 64; Lucky 63 adds six singles at 2.
    expect(options.map((option) => option.potential_return)).toEqual([60, 160, 240, 192, 716, 728]);
  });

  it('doubles the bets each way and adds the place lines at 1/ewPrice of the odds', () => {
    const [option] = systemOptions(
      [
        { odds: 5, ewPrice: 4 },
        { odds: 3, ewPrice: 4 },
        { odds: 9, ewPrice: 5 },
      ],
      true,
    );
    // win doubles 15 + 45 + 27 = 87; place legs 2, 1.5, 2.6 → 3 + 5.2 + 3.9 = 12.1
    expect(option).toMatchObject({ type: 'system_2/3', bets: 6, combinations: 3, potential_return: 99.1 });
  });

  it('refuses each way on a leg without each-way terms', () => {
    expect(() => systemOptions([{ odds: 2, ewPrice: 4 }, { odds: 2 }, { odds: 2, ewPrice: 4 }], true)).toThrow(
      BettingInputError,
    );
  });

  it('refuses NaN odds with a typed error', () => {
    expect(() => systemOptions([{ odds: Number.NaN }, { odds: 2 }, { odds: 2 }], false)).toThrow(BettingInputError);
  });

  it('handles twenty selections', () => {
    const options = systemOptions(
      Array.from({ length: 20 }, (_, i) => ({ odds: 1.5 + i / 10 })),
      false,
    );
    expect(options).toHaveLength(18);
    expect(options[8]!.combinations).toBe(binomial(20, 10));
  });

  it('equals brute-force enumeration of every line for up to ten selections', () => {
    const leg = fc.record({
      odds: fc.integer({ min: 1001, max: 50_000 }).map((thousandths) => thousandths / 1000),
      ewPrice: fc.constantFrom(4, 5),
    });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 3, maxLength: 10 }), fc.boolean(), (legs, eachWay) => {
        const exact = systemUnitReturns(legs, eachWay);
        const options = systemOptions(legs, eachWay);
        for (const option of options) {
          const brute = bruteForceOption(legs, option, eachWay);
          const summed = sizesOf(option).reduce((total, k) => R.add(total, exact[k]!), R.int(0));
          expect(R.compare(summed, brute)).toBe(0);
          expect(option.potential_return).toBeCloseTo(R.toNumber(brute), 6);
          const lines = sizesOf(option).reduce((total, k) => total + subsets(legs, k).length, 0);
          expect(option.combinations).toBe(lines);
        }
      }),
      { numRuns: 150 },
    );
    // Named covers add up to 247 enumerated lines per option; the guard is for a busy machine.
  }, 30_000);
});

describe('systemUnitReturnNumbers', () => {
  const legOdds = fc.oneof(
    fc.integer({ min: 1001, max: 50_000 }).map((thousandths) => thousandths / 1000),
    fc.integer({ min: 100, max: 100_000 }).map((hundredths) => hundredths / 100),
    fc.integer({ min: 0, max: 10 ** 8 }).map((units) => (10 ** 8 + units) / 10 ** 8),
    fc.integer({ min: 0, max: 1000 }),
  );

  it('answers the nearest doubles of the exact rational returns for up to twenty selections', () => {
    const leg = fc.record({ odds: legOdds, ewPrice: fc.constantFrom(1, 3, 4, 5, 6) });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 0, maxLength: 20 }), fc.boolean(), (legs, eachWay) => {
        const fast = systemUnitReturnNumbers(legs, eachWay);
        expect(fast).toEqual(systemUnitReturns(legs, eachWay).map(R.toNumber));
      }),
      { numRuns: 400 },
    );
  });

  it('equals naive enumeration of every line, as systemOptions shows it, for up to nine selections', () => {
    const leg = fc.record({ odds: legOdds, ewPrice: fc.constantFrom(4, 5) });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 3, maxLength: 9 }), fc.boolean(), (legs, eachWay) => {
        for (const option of systemOptions(legs, eachWay)) {
          expect(option.potential_return).toBe(R.toNumber(bruteForceOption(legs, option, eachWay)));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('answers the exact returns when the odds share a step (0.025, 0.25, …) and the integers shrink', () => {
    const steps = fc.constantFrom(1, 10, 25, 50, 125, 250, 500, 1000);
    const legs = steps.chain((step) =>
      fc.array(
        fc.record({
          odds: fc.integer({ min: Math.ceil(1000 / step), max: 60_000 / step }).map((units) => (units * step) / 1000),
          ewPrice: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 10),
        }),
        { minLength: 0, maxLength: 30 },
      ),
    );
    fc.assert(
      fc.property(legs, fc.boolean(), fc.nat(), (legs, eachWay, cut) => {
        const upTo = cut % (legs.length + 1);
        const exact = systemUnitReturns(legs, eachWay).slice(0, upTo + 1);
        expect(systemUnitReturnNumbers(legs, eachWay, upTo)).toEqual(exact.map(R.toNumber));
      }),
      { numRuns: 300 },
    );
  });

  it('shows exactly the rational returns for long systems, where most sums are big integers', () => {
    const leg = fc.record({ odds: legOdds, ewPrice: fc.constantFrom(2, 3, 4, 5, 6) });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 18, maxLength: 25 }), fc.boolean(), (legs, eachWay) => {
        const exact = systemUnitReturns(legs, eachWay);
        for (const option of systemOptions(legs, eachWay)) {
          expect(option.potential_return).toBe(R.toNumber(exact[option.perm_length]!));
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each([false, true])('shows the benchmark’s twenty legs exactly (each way: %s)', (eachWay) => {
    const legs = Array.from({ length: 20 }, (_, i) => ({ odds: 1.5 + ((i * 37) % 100) / 40, ewPrice: 4 + (i % 2) }));
    const exact = systemUnitReturns(legs, eachWay);
    expect(systemOptions(legs, eachWay).map((option) => option.potential_return)).toEqual(
      exact.slice(2, 20).map(R.toNumber),
    );
  });

  it.each([
    ['odds with more than eight decimals', [{ odds: 1.000000001 }, { odds: 2 }, { odds: 3 }], false],
    [
      'each-way terms whose lcm passes 2^50',
      [997, 991, 983, 977, 971, 967].map((ewPrice) => ({ odds: 2, ewPrice })),
      true,
    ],
    [
      'place odds over the lcm of the terms past 2^50',
      [
        { odds: 2 ** 49, ewPrice: 2 },
        { odds: 2, ewPrice: 3 },
        { odds: 3, ewPrice: 3 },
      ],
      true,
    ],
    [
      'win odds over the each-way denominator past 2^50',
      [
        { odds: 2 ** 45, ewPrice: 997 },
        { odds: 2, ewPrice: 997 },
        { odds: 3, ewPrice: 997 },
      ],
      true,
    ],
    [
      'fractional each-way terms',
      [
        { odds: 2, ewPrice: 4.5 },
        { odds: 3, ewPrice: 4 },
        { odds: 4, ewPrice: 4 },
      ],
      true,
    ],
    ['a missing each-way term', [{ odds: 2 }, { odds: 3, ewPrice: 4 }, { odds: 4, ewPrice: 4 }], true],
    ['scaled odds past 2^50', [{ odds: 2 ** 45 + 0.5 }, { odds: 2.25 }, { odds: 3 }], false],
  ] as const)('leaves %s to the rational path, which systemOptions then takes', (_, legs, eachWay) => {
    expect(systemUnitReturnNumbers(legs, eachWay)).toBeNull();
  });

  it('shows the rational path’s exact returns when the fast path steps aside', () => {
    const legs = [{ odds: 1.000000001 }, { odds: 2 }, { odds: 3 }];
    expect(systemOptions(legs, false)[0]!.potential_return).toBe(R.toNumber(systemUnitReturns(legs, false)[2]!));
    const eachWay = [
      { odds: 2, ewPrice: 4.5 },
      { odds: 3, ewPrice: 4 },
      { odds: 4, ewPrice: 4 },
    ];
    expect(systemOptions(eachWay, true)[0]!.potential_return).toBe(R.toNumber(systemUnitReturns(eachWay, true)[2]!));
  });
});

describe('parseSystemType', () => {
  it('reads system_k/n', () => {
    expect(parseSystemType('system_3/5')).toEqual({ k: 3, n: 5 });
  });

  it.each(['system_3', 'combi', 'system_a/b', ''])('answers null for "%s"', (text) => {
    expect(parseSystemType(text)).toBeNull();
  });
});

describe('binomial', () => {
  it.each([
    [4, 2, 6],
    [20, 10, 184756],
    [5, 0, 1],
    [3, 4, 0],
    [-1, 1, 0],
    [2.5, 1, 0],
  ])('C(%s, %s) = %s', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });
});
