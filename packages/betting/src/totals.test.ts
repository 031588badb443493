import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BettingInputError } from './errors';
import { toMoney } from './money/money';
import type { Money } from './money/money';
import { calcTotals } from './totals';
import type { ComboBoostConfig, TotalsInput, TotalsLeg } from './totals';

const m = (minor: number): Money => toMoney(minor);
const legs = (...odds: number[]): TotalsLeg[] =>
  odds.map((price, i) => ({ outcomeId: i + 1, eventId: i + 1, odds: price }));
const racing = (...odds: number[]): TotalsLeg[] => legs(...odds).map((leg) => ({ ...leg, ewPrice: 4 }));

/** Combines system and combi results the way bookmakers name full-cover bets. */
function fullCover(odds: number[], stake: Money, withSingles: boolean) {
  const n = odds.length;
  const parts: TotalsInput[] = [];
  if (withSingles) parts.push({ betType: 'single', legs: legs(...odds), stake });
  for (let k = 2; k < n; k += 1)
    parts.push({ betType: 'system', legs: legs(...odds), stake, systemType: `system_${k}/${n}` });
  parts.push({ betType: 'combi', legs: legs(...odds), stake });
  return parts.map(calcTotals).reduce(
    (sum, part) => ({
      bets: sum.bets + part.bets,
      stake: sum.stake + part.totalStake,
      ret: sum.ret + part.potentialReturn,
    }),
    { bets: 0, stake: 0, ret: 0 },
  );
}

describe('calcTotals singles', () => {
  it('sums odds × stake of each selection with its own stake', () => {
    const input: TotalsInput = {
      betType: 'single',
      legs: [
        { outcomeId: 1, eventId: 1, odds: 2.5, stake: m(1000) },
        { outcomeId: 2, eventId: 2, odds: 1.91, stake: m(550) },
      ],
      stake: null,
    };
    expect(calcTotals(input)).toEqual({
      bets: 2,
      totalStake: 1550,
      cashStake: 1550,
      // 1.91 × 5.50 = 10.505: floored, never rounded up in the bettor's favour.
      potentialReturn: 2500 + 1050,
      boost: 0,
    });
  });

  it('counts a single whose own stake is 0 as no bet: the slip shows what the server places', () => {
    const input: TotalsInput = {
      betType: 'single',
      legs: [
        { outcomeId: 1, eventId: 1, odds: 2.5, stake: m(500) },
        { outcomeId: 2, eventId: 2, odds: 1.91, stake: m(0) },
      ],
      stake: m(1000),
    };
    expect(calcTotals(input)).toEqual({ bets: 1, totalStake: 500, cashStake: 500, potentialReturn: 1250, boost: 0 });
  });

  it('falls back to the slip stake for a selection without its own', () => {
    expect(calcTotals({ betType: 'single', legs: legs(3, 4), stake: m(200) })).toMatchObject({
      totalStake: 400,
      potentialReturn: 1400,
    });
  });

  it('pays Betfair’s each-way single: 7/4 at 1/4 odds, £10 a part, returns £41.87 (41.875 floored)', () => {
    const totals = calcTotals({
      betType: 'single',
      legs: [{ outcomeId: 1, eventId: 1, odds: 2.75, ewPrice: 4, eachWay: true }],
      stake: m(1000),
    });
    expect(totals).toEqual({ bets: 2, totalStake: 2000, cashStake: 2000, potentialReturn: 4187, boost: 0 });
  });

  it('takes the slip’s each-way for selections with terms when a line sets none', () => {
    const totals = calcTotals({
      betType: 'single',
      legs: [...racing(5), ...legs(2).map((leg) => ({ ...leg, outcomeId: 9 }))],
      stake: m(100),
      eachWay: true,
    });
    // 5.0 win 500 + place (4/4+1 = 2.0) 200, plus the football single 200
    expect(totals).toMatchObject({ bets: 3, totalStake: 300, potentialReturn: 900 });
  });

  it('refuses a single each way without terms', () => {
    expect(() =>
      calcTotals({ betType: 'single', legs: [{ outcomeId: 1, eventId: 1, odds: 2, eachWay: true }], stake: m(100) }),
    ).toThrow(BettingInputError);
  });

  it('returns only the winnings of a free bet', () => {
    expect(calcTotals({ betType: 'single', legs: legs(3), stake: m(999), freebet: { amount: m(500) } })).toEqual({
      bets: 1,
      totalStake: 500,
      cashStake: 0,
      potentialReturn: 1000,
      boost: 0,
    });
  });

  it('refuses a free bet on several singles or each way', () => {
    expect(() =>
      calcTotals({ betType: 'single', legs: legs(2, 3), stake: m(100), freebet: { amount: m(500) } }),
    ).toThrow(BettingInputError);
    expect(() =>
      calcTotals({ betType: 'single', legs: racing(3), stake: m(100), eachWay: true, freebet: { amount: m(500) } }),
    ).toThrow(BettingInputError);
  });
});

describe('calcTotals combi', () => {
  it('multiplies 1.1 × 1.1 to exactly 1.21, not 1.22', () => {
    expect(calcTotals({ betType: 'combi', legs: legs(1.1, 1.1), stake: m(1000) })).toEqual({
      bets: 1,
      totalStake: 1000,
      cashStake: 1000,
      potentialReturn: 1210,
      boost: 0,
    });
  });

  it.each([
    [[1.33, 1.33], 1000, 1770],
    [[2, 2, 2], 100, 800],
    [[1.91, 1.91], 1000, 3650],
    [[2.5, 1.8, 3.1], 250, 3487],
    [[1.01, 1.01, 1.01], 1000, 1040],
  ])('rounds the product of %j up to 2 decimals before staking %s', (odds, stake, expected) => {
    expect(calcTotals({ betType: 'combi', legs: legs(...odds), stake: m(stake) }).potentialReturn).toBe(expected);
  });

  it('pays an each-way double: 2/1 and 4/1 at 1/4, £5 each way', () => {
    // win 3 × 5 = 15 → 75.00; place 1.5 × 2 = 3 → 15.00
    expect(calcTotals({ betType: 'combi', legs: racing(3, 5), stake: m(500), eachWay: true })).toMatchObject({
      bets: 2,
      totalStake: 1000,
      potentialReturn: 9000,
    });
  });

  it('rounds each part of an each-way double up to 2 decimals of odds', () => {
    // win 4 × 6 = 24 → 120.00; place 1.75 × 2.25 = 3.9375 → 3.94 → 19.70
    expect(calcTotals({ betType: 'combi', legs: racing(4, 6), stake: m(500), eachWay: true }).potentialReturn).toBe(
      13970,
    );
  });

  it('needs two selections', () => {
    expect(() => calcTotals({ betType: 'combi', legs: legs(2), stake: m(100) })).toThrow(BettingInputError);
  });

  it('returns a free bet combi’s winnings only', () => {
    expect(calcTotals({ betType: 'combi', legs: legs(2, 2), stake: null, freebet: { amount: m(1000) } })).toMatchObject(
      {
        totalStake: 1000,
        cashStake: 0,
        potentialReturn: 3000,
      },
    );
  });

  it('refuses a free bet on an each-way combi', () => {
    expect(() =>
      calcTotals({ betType: 'combi', legs: racing(2, 2), stake: null, eachWay: true, freebet: { amount: m(1000) } }),
    ).toThrow(BettingInputError);
  });
});

describe('calcTotals combo boost', () => {
  const boosted = (...odds: number[]): TotalsLeg[] => legs(...odds).map((leg) => ({ ...leg, comboBoost: true }));
  const steps = (mode: ComboBoostConfig['winnings_calc_mode']): ComboBoostConfig => ({
    percent_steps: [0, 5, 10],
    winnings_calc_mode: mode,
  });

  it('boosts the gross return by the step of the boosted-leg count', () => {
    expect(
      calcTotals({ betType: 'combi', legs: boosted(2, 2, 2), stake: m(1000), comboBoost: steps('gross') }),
    ).toMatchObject({
      potentialReturn: 8000,
      boost: 800,
    });
  });

  it('boosts net winnings (return less stake) in net mode', () => {
    expect(
      calcTotals({ betType: 'combi', legs: boosted(2, 2, 2), stake: m(1000), comboBoost: steps('net') }).boost,
    ).toBe(700);
  });

  it('uses the last step beyond the array', () => {
    expect(
      calcTotals({ betType: 'combi', legs: boosted(2, 2, 2, 2, 2), stake: m(100), comboBoost: steps('gross') }).boost,
    ).toBe(320);
  });

  it('counts only boosted legs', () => {
    const mixed = [...boosted(2, 2), ...legs(2).map((leg) => ({ ...leg, outcomeId: 7, eventId: 7 }))];
    expect(calcTotals({ betType: 'combi', legs: mixed, stake: m(1000), comboBoost: steps('gross') }).boost).toBe(400);
  });

  it('pays nothing without boosted legs or configuration', () => {
    expect(calcTotals({ betType: 'combi', legs: legs(2, 2), stake: m(1000), comboBoost: steps('gross') }).boost).toBe(
      0,
    );
    expect(calcTotals({ betType: 'combi', legs: boosted(2, 2), stake: m(1000), comboBoost: null }).boost).toBe(0);
  });

  it('boosts a free bet’s winnings, its stake never being returned', () => {
    expect(
      calcTotals({
        betType: 'combi',
        legs: boosted(2, 2, 2),
        stake: null,
        freebet: { amount: m(1000) },
        comboBoost: steps('net'),
      }).boost,
    ).toBe(700);
  });
});

describe('calcTotals system', () => {
  it('stakes per line: a System 2/3 at 1.00 a line costs 3.00', () => {
    expect(calcTotals({ betType: 'system', legs: legs(3, 4, 5), stake: m(100), systemType: 'system_2/3' })).toEqual({
      bets: 3,
      totalStake: 300,
      cashStake: 300,
      potentialReturn: 4700,
      boost: 0,
    });
  });

  it('defaults to the first option', () => {
    expect(calcTotals({ betType: 'system', legs: legs(2, 2, 2, 2), stake: m(100) })).toMatchObject({
      bets: 6,
      potentialReturn: 2400,
    });
  });

  it('doubles lines each way and adds the place lines', () => {
    expect(
      calcTotals({ betType: 'system', legs: racing(5, 3, 5), stake: m(100), systemType: 'system_2/3', eachWay: true }),
    ).toMatchObject({
      bets: 6,
      totalStake: 600,
      // win 15 + 25 + 15 = 55; place 2 × 1.5 + 2 × 2 + 1.5 × 2 = 10 → 65.00
      potentialReturn: 6500,
    });
  });

  it.each(['system_3/3', 'system_1/3', 'system_2/4', 'nonsense'])('refuses "%s" for three selections', (systemType) => {
    expect(() => calcTotals({ betType: 'system', legs: legs(2, 2, 2), stake: m(100), systemType })).toThrow(
      BettingInputError,
    );
  });

  it('refuses a free bet', () => {
    expect(() =>
      calcTotals({ betType: 'system', legs: legs(2, 2, 2), stake: m(100), freebet: { amount: m(100) } }),
    ).toThrow(BettingInputError);
  });
});

describe('full-cover bets from public calculators', () => {
  it('prices a Trixie at 2/1, 3/1, 4/1 for £1 a line: 4 bets returning £107', () => {
    expect(fullCover([3, 4, 5], m(100), false)).toEqual({ bets: 4, stake: 400, ret: 10700 });
  });

  it('prices a Yankee at evens for £1 a line: 11 bets returning £72', () => {
    expect(fullCover([2, 2, 2, 2], m(100), false)).toEqual({ bets: 11, stake: 1100, ret: 7200 });
  });

  it('prices a Lucky 15 at evens for £1 a line: 15 bets returning £80', () => {
    expect(fullCover([2, 2, 2, 2], m(100), true)).toEqual({ bets: 15, stake: 1500, ret: 8000 });
  });

  it('prices a Lucky 15 at 2/1, 3/1, 4/1, 5/1 for 50p a line', () => {
    // singles 18; doubles 12+15+18+20+24+30 = 119; trebles 60+72+90+120 = 342; fourfold 360 → 839 × 0.5
    expect(fullCover([3, 4, 5, 6], m(50), true)).toEqual({ bets: 15, stake: 750, ret: 41950 });
  });
});

describe('calcTotals bad input', () => {
  it('gives zero totals for an empty slip', () => {
    expect(calcTotals({ betType: 'combi', legs: [], stake: m(100) })).toEqual({
      bets: 0,
      totalStake: 0,
      cashStake: 0,
      potentialReturn: 0,
      boost: 0,
    });
  });

  it.each([Number.NaN, -2, Number.POSITIVE_INFINITY])('refuses odds of %s', (odds) => {
    expect(() => calcTotals({ betType: 'single', legs: legs(odds), stake: m(100) })).toThrow(BettingInputError);
  });

  it.each([-100, 1.5, Number.NaN])('refuses a stake of %s', (stake) => {
    expect(() => calcTotals({ betType: 'single', legs: legs(2), stake: stake as Money })).toThrow(BettingInputError);
  });

  it('refuses an unknown bet type', () => {
    expect(() => calcTotals({ betType: 'lucky' as 'single', legs: legs(2), stake: m(100) })).toThrow(BettingInputError);
  });

  it('refuses a return too large to hold in cents rather than losing precision', () => {
    expect(() =>
      calcTotals({ betType: 'combi', legs: legs(...Array<number>(20).fill(1000)), stake: m(1_000_000) }),
    ).toThrow(BettingInputError);
  });

  it('refuses each-way terms of zero', () => {
    expect(() =>
      calcTotals({
        betType: 'single',
        legs: [{ outcomeId: 1, eventId: 1, odds: 3, ewPrice: 0, eachWay: true }],
        stake: m(100),
      }),
    ).toThrow(BettingInputError);
  });
});

describe('calcTotals properties', () => {
  // Up to 8 legs at up to 10.0 keeps every return inside a safe integer of cents.
  const odds = fc.integer({ min: 0, max: 10_000 }).map((thousandths) => thousandths / 1000);
  const pricedOdds = fc.integer({ min: 1001, max: 10_000 }).map((thousandths) => thousandths / 1000);
  const stake = fc.integer({ min: 0, max: 1_000_000 }).map(m);

  it('never gives negative totals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TotalsInput['betType']>('single', 'combi', 'system'),
        fc.array(odds, { minLength: 3, maxLength: 8 }),
        stake,
        fc.boolean(),
        (betType, prices, lineStake, eachWay) => {
          const totals = calcTotals({ betType, legs: racing(...prices), stake: lineStake, eachWay });
          for (const value of Object.values(totals)) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('returns at least the stake of a combi whose odds are all above 1', () => {
    fc.assert(
      fc.property(fc.array(pricedOdds, { minLength: 2, maxLength: 8 }), stake, (prices, lineStake) => {
        expect(
          calcTotals({ betType: 'combi', legs: legs(...prices), stake: lineStake }).potentialReturn,
        ).toBeGreaterThanOrEqual(lineStake);
      }),
    );
  });
});
