import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as R from './maths/rational';
import type { Rational } from './maths/rational';
import { exactOdds, exactPlaceOdds } from './maths/odds-exact';
import { floorReturnMinor, toMoney } from './money/money';
import { settleBet } from './settlement';
import type { LegResult, SettlementLeg } from './settlement';
import { FULL_COVER_NAMES, FULL_COVERS, fullCoversFor, systemLineCount, systemLineSizes } from './system-lines';
import type { FullCoverName } from './system-lines';
import { calcTotals } from './totals';

/** The bets of each named cover as bettors count them. */
const LINES: Record<FullCoverName, number> = {
  trixie: 4,
  patent: 7,
  yankee: 11,
  lucky15: 15,
  canadian: 26,
  lucky31: 31,
  heinz: 57,
  lucky63: 63,
  super_heinz: 120,
  goliath: 247,
};

const legsAt = (prices: readonly number[], ewPrice = 5) =>
  prices.map((odds, i) => ({ outcomeId: i + 1, eventId: i + 1, odds, ewPrice }));

/** Every subset of 0 … n − 1 of the given size, listed one by one. */
function subsetsOf(n: number, size: number): number[][] {
  if (size === 0) return [[]];
  if (n < size) return [];
  return [...subsetsOf(n - 1, size - 1).map((subset) => [...subset, n - 1]), ...subsetsOf(n - 1, size)];
}

/** A leg's win part per unit as the rules read it: void stands at 1, a winner pays its odds × dead-heat share. */
function winValue(leg: SettlementLeg): Rational {
  if (leg.result === 'void') return R.int(1);
  if (leg.result !== 'won') return R.int(0);
  const share = leg.deadHeat ? R.div(R.int(leg.deadHeat.num), R.int(leg.deadHeat.den)) : R.int(1);
  return R.mul(exactOdds(leg.odds), share);
}

/** The place part: a winner or a placed leg pays the place odds; a dead heat for the last place divides it. */
function placeValue(leg: SettlementLeg): Rational {
  if (leg.result === 'void') return R.int(1);
  if (leg.result !== 'won' && leg.result !== 'placed') return R.int(0);
  const share =
    leg.result === 'placed' && leg.deadHeat ? R.div(R.int(leg.deadHeat.num), R.int(leg.deadHeat.den)) : R.int(1);
  return R.mul(exactPlaceOdds(leg.odds, leg.ewPrice!), share);
}

/** A cover's return walked line by line (each way: the place line of every line too), floored once. */
function lineByLine(cover: FullCoverName, legs: readonly SettlementLeg[], stake: number, eachWay: boolean) {
  let total: Rational = R.int(0);
  let lines = 0;
  for (const size of systemLineSizes(cover, legs.length)!) {
    for (const chosen of subsetsOf(legs.length, size)) {
      lines += 1;
      const parts = eachWay ? [winValue, placeValue] : [winValue];
      for (const part of parts) {
        const line = chosen.reduce((product, i) => R.mul(product, part(legs[i]!)), R.int(1));
        total = R.add(total, R.mul(line, R.int(stake)));
      }
    }
  }
  return { lines, payout: floorReturnMinor(total) };
}

const price = fc.integer({ min: 1010, max: 20_000 }).map((thousandths) => thousandths / 1000);
const result = fc.constantFrom<LegResult>('won', 'won', 'lost', 'void', 'placed');
const deadHeat = fc.option(
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 4 })).map(([num, den]) => ({
    num: Math.min(num, den - 1),
    den,
  })),
  { freq: 3, nil: null },
);
const settledLeg: fc.Arbitrary<SettlementLeg> = fc
  .record({ odds: price, ewPrice: fc.constantFrom(2, 4, 5), result, deadHeat })
  .map((leg) => ({ ...leg, deadHeat: leg.result === 'won' || leg.result === 'placed' ? leg.deadHeat : null }));
const coverWithLegs = fc
  .constantFrom(...FULL_COVER_NAMES)
  .chain((cover) =>
    fc.tuple(
      fc.constant(cover),
      fc.array(settledLeg, { minLength: FULL_COVERS[cover].legs, maxLength: FULL_COVERS[cover].legs }),
    ),
  );

describe('named full covers', () => {
  it.each(FULL_COVER_NAMES.map((cover) => [cover, FULL_COVERS[cover].legs, LINES[cover]] as const))(
    'a %s of %i selections holds %i bets',
    (cover, legs, lines) => {
      expect(systemLineCount(cover, legs)).toBe(lines);
      const totals = calcTotals({
        betType: 'system',
        systemType: cover,
        legs: legsAt(Array.from({ length: legs }, () => 2)),
        stake: toMoney(100),
      });
      expect(totals).toMatchObject({ bets: lines, totalStake: lines * 100, cashStake: lines * 100 });
    },
  );

  it.each([
    ['trixie', [2, 3]],
    ['patent', [1, 2, 3]],
    ['yankee', [2, 3, 4]],
    ['lucky15', [1, 2, 3, 4]],
    ['canadian', [2, 3, 4, 5]],
    ['lucky31', [1, 2, 3, 4, 5]],
    ['heinz', [2, 3, 4, 5, 6]],
    ['lucky63', [1, 2, 3, 4, 5, 6]],
    ['super_heinz', [2, 3, 4, 5, 6, 7]],
    ['goliath', [2, 3, 4, 5, 6, 7, 8]],
  ] as const)('a %s is every line of sizes %j', (cover, sizes) => {
    expect(systemLineSizes(cover, FULL_COVERS[cover].legs)).toEqual(sizes);
  });

  it('fits a cover only to its own number of selections, and lists the covers of each count', () => {
    expect(systemLineSizes('yankee', 5)).toBeNull();
    expect(systemLineSizes('goliath', 7)).toBeNull();
    expect(systemLineSizes('trixie', 4)).toBeNull();
    expect(systemLineSizes('yankees', 4)).toBeNull();
    expect(systemLineSizes('system_2/4', 4)).toEqual([2]);
    expect(systemLineCount('lucky15', 5)).toBe(0);
    expect(fullCoversFor(2)).toEqual([]);
    expect(fullCoversFor(4)).toEqual(['yankee', 'lucky15']);
    expect(fullCoversFor(8)).toEqual(['goliath']);
    expect(fullCoversFor(9)).toEqual([]);
    expect(() =>
      calcTotals({ betType: 'system', systemType: 'yankee', legs: legsAt([2, 2, 2]), stake: toMoney(100) }),
    ).toThrow(/not a system of 3 selections/);
  });

  it('prices a Yankee and a Lucky 15 at evens to the cent, and each way doubles the stake', () => {
    const yankee = calcTotals({
      betType: 'system',
      systemType: 'yankee',
      legs: legsAt([2, 2, 2, 2]),
      stake: toMoney(100),
    });
    // 6 doubles at 4, 4 trebles at 8, the four-fold at 16, each on 1.00: 24 + 32 + 16 = 72.00
    expect(yankee).toMatchObject({ bets: 11, totalStake: 1100, potentialReturn: 7200 });
    const lucky15 = calcTotals({
      betType: 'system',
      systemType: 'lucky15',
      legs: legsAt([2, 2, 2, 2]),
      stake: toMoney(100),
    });
    // the Yankee's lines and four singles at 2: 72 + 8 = 80.00
    expect(lucky15).toMatchObject({ bets: 15, totalStake: 1500, potentialReturn: 8000 });
    const eachWay = calcTotals({
      betType: 'system',
      systemType: 'lucky15',
      legs: legsAt([2, 2, 2, 2], 4),
      stake: toMoney(100),
      eachWay: true,
    });
    // place odds (2 − 1)/4 + 1 = 1.25: singles 5.00, doubles 9.375, trebles 7.8125, four-fold 2.44140625
    expect(eachWay).toMatchObject({ bets: 30, totalStake: 3000, potentialReturn: 8000 + 2462 });
  });

  it('settles a Lucky 15 with a loser, a void and a dead heat to the cent', () => {
    const legs: SettlementLeg[] = [
      { odds: 3, result: 'won' },
      { odds: 2.5, result: 'won', deadHeat: { num: 1, den: 2 } },
      { odds: 4, result: 'void' },
      { odds: 6, result: 'lost' },
    ];
    // Lines without the loser: singles 3 + 1.25 + 1, doubles 3.75 + 3 + 1.25, treble 3.75 = 17.00 a unit.
    expect(
      settleBet({
        betType: 'system',
        systemType: 'lucky15',
        eachWay: false,
        stake: toMoney(200),
        freebet: false,
        legs,
      }),
    ).toEqual({ status: 'won', payout: 3400 });
    // The Yankee has no singles: doubles 8 + treble 3.75 = 11.75 a unit.
    expect(
      settleBet({ betType: 'system', systemType: 'yankee', eachWay: false, stake: toMoney(200), freebet: false, legs }),
    ).toEqual({ status: 'won', payout: 2350 });
  });

  it('returns, for every cover, the sum over its lines walked one by one (void, dead heat and each way)', () => {
    fc.assert(
      fc.property(coverWithLegs, fc.integer({ min: 1, max: 50_000 }), fc.boolean(), ([cover, legs], stake, eachWay) => {
        const settled = settleBet({
          betType: 'system',
          systemType: cover,
          eachWay,
          stake: toMoney(stake),
          freebet: false,
          legs,
        });
        const walked = lineByLine(cover, legs, stake, eachWay);
        expect(walked.lines).toBe(LINES[cover]);
        expect(settled.payout).toBe(walked.payout);
        const allVoid = legs.every((leg) => leg.result === 'void');
        expect(settled.status).toBe(allVoid ? 'void' : walked.payout > 0 ? 'won' : 'lost');
        // Every leg void: each line stands at 1, so the whole stake (both parts each way) comes back.
        if (allVoid) expect(settled.payout).toBe(stake * LINES[cover] * (eachWay ? 2 : 1));
      }),
      { numRuns: 400 },
    );
  });

  it('pays a Lucky 15 the exact sum of the returns of its 15 lines at the stake per line, floored once', () => {
    const lucky15Legs = fc.array(settledLeg, { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(lucky15Legs, fc.integer({ min: 1, max: 50_000 }), (legs, stake) => {
        const whole = settleBet({
          betType: 'system',
          systemType: 'lucky15',
          eachWay: false,
          stake: toMoney(stake),
          freebet: false,
          legs,
        });
        // Each line's exact return (a system line is never rounded like a combi's odds), summed, floored once.
        let exact: Rational = R.int(0);
        for (const size of [1, 2, 3, 4]) {
          for (const chosen of subsetsOf(4, size)) {
            exact = R.add(
              exact,
              R.mul(
                chosen.reduce((p, i) => R.mul(p, winValue(legs[i]!)), R.int(1)),
                R.int(stake),
              ),
            );
          }
        }
        expect(whole.payout).toBe(floorReturnMinor(exact));
      }),
      { numRuns: 300 },
    );
  });

  it('doubles every line each way: twice the bets and stake, the win return plus the place lines', () => {
    const prices = fc.array(price, { minLength: 3, maxLength: 8 });
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 100_000 }), (odds, stake) => {
        for (const cover of fullCoversFor(odds.length)) {
          const legs = legsAt(odds, 4);
          const win = calcTotals({ betType: 'system', systemType: cover, legs, stake: toMoney(stake) });
          const both = calcTotals({ betType: 'system', systemType: cover, legs, stake: toMoney(stake), eachWay: true });
          expect(both.bets).toBe(win.bets * 2);
          expect(both.totalStake).toBe(win.totalStake * 2);
          expect(both.potentialReturn).toBeGreaterThanOrEqual(win.potentialReturn);
          const won = legs.map((leg) => ({ odds: leg.odds, ewPrice: 4, result: 'won' as const }));
          const settled = settleBet({
            betType: 'system',
            systemType: cover,
            eachWay: true,
            stake: toMoney(stake),
            freebet: false,
            legs: won,
          });
          expect(settled.payout).toBe(both.potentialReturn);
          expect(settled.payout).toBe(lineByLine(cover, won, stake, true).payout);
        }
      }),
      { numRuns: 200 },
    );
  });
});
