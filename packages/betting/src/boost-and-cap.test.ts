import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMoney } from './money/money';
import { capWonPayout } from './payout-cap';
import { DEFAULT_TAX_RULES } from './tax';
import type { TaxRule } from './tax';
import {
  calcTotals,
  COMBO_BOOST_MIN_LEG_ODDS,
  comboBoostPercent,
  countsTowardsBoost,
  settledBoostPercent,
} from './totals';
import type { ComboBoostConfig } from './totals';

/*
 * Which legs count towards the combo boost, what a void leg does to it,
 * and how a won bet's return and boost are cut to the payout cap and taxed.
 */
const m = toMoney;
const NET: ComboBoostConfig = {
  percent_steps: [0, 0, 5, 10, 15, 20, 25],
  winnings_calc_mode: 'net',
  min_leg_odds: 1.2,
};
const leg = (odds: number, comboBoost = true) => ({ odds, comboBoost });

describe('countsTowardsBoost', () => {
  it.each<[string, { odds: number; comboBoost: boolean }, ComboBoostConfig | null, boolean]>([
    ['a boosted leg at the minimum', leg(1.2), NET, true],
    ['a boosted leg above it', leg(3.5), NET, true],
    ['a boosted leg just under it', leg(1.199), NET, false],
    ['an in-play favourite at the floor', leg(1.01), NET, false],
    ['a leg trading does not boost', leg(3, false), NET, false],
    ['a leg at starting price (no price yet)', leg(1), NET, false],
    ['any leg without a boost offered', leg(3), null, false],
    ['a leg judged by the default minimum', leg(1.19), { ...NET, min_leg_odds: undefined }, false],
    ['a leg at a bookmaker’s own minimum', leg(1.5), { ...NET, min_leg_odds: 1.5 }, true],
  ])('%s → %s', (_, candidate, config, expected) => {
    expect(countsTowardsBoost(candidate, config)).toBe(expected);
  });

  it('defaults the minimum to 1.20', () => {
    expect(COMBO_BOOST_MIN_LEG_ODDS).toBe(1.2);
  });
});

describe('comboBoostPercent with min_leg_odds', () => {
  it('gives seven legs at 1.01 no boost, and seven at 1.20 the top step', () => {
    expect(
      comboBoostPercent(
        Array.from({ length: 7 }, () => leg(1.01)),
        NET,
      ),
    ).toBe(0);
    expect(
      comboBoostPercent(
        Array.from({ length: 7 }, () => leg(1.2)),
        NET,
      ),
    ).toBe(25);
  });

  it('never gives a combi more boost for adding a leg under the minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_001, max: 10_000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1_001, max: 1_199 }),
        (thousandths, short) => {
          const legs = thousandths.map((n) => leg(n / 1000));
          expect(comboBoostPercent([...legs, leg(short / 1000)], NET)).toBe(comboBoostPercent(legs, NET));
        },
      ),
    );
  });

  it('pays the boost of calcTotals on net winnings by the net configuration', () => {
    const totals = calcTotals({
      betType: 'combi',
      legs: [2, 2, 2].map((odds, index) => ({ outcomeId: index, eventId: index, odds, comboBoost: true })),
      stake: m(1_000),
      comboBoost: NET,
    });
    expect(totals).toMatchObject({ potentialReturn: 8_000, boost: 350 });
  });
});

describe('settledBoostPercent', () => {
  const counting = (n: number, voids = 0) =>
    Array.from({ length: n }, (_, index) => ({ counts: true, isVoid: index < voids }));

  it.each<[string, number, { counts: boolean; isVoid: boolean }[], number]>([
    ['no void: the accepted percent', 10, counting(4), 10],
    ['a counting leg void: the step of the three left', 10, counting(4, 1), 5],
    ['two void of four: under three legs, none', 10, counting(4, 2), 0],
    ['a leg that never counted void: the accepted percent', 5, [...counting(3), { counts: false, isVoid: true }], 5],
    ['no accepted boost stays none', 0, counting(7, 1), 0],
  ])('%s', (_, accepted, legs, expected) => {
    expect(settledBoostPercent(accepted, legs, NET)).toBe(expected);
  });

  it('never pays more than the accepted percent, however many legs are void', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 5, 10, 15, 20, 25),
        fc.array(fc.record({ counts: fc.boolean(), isVoid: fc.boolean() }), { maxLength: 12 }),
        (accepted, legs) => {
          expect(settledBoostPercent(accepted, legs, NET)).toBeLessThanOrEqual(accepted);
        },
      ),
    );
  });
});

describe('capWonPayout', () => {
  const amounts = (maxPayout: number, taxRule: TaxRule | null = null) => ({
    cashStake: m(1_000),
    maxPayout: m(maxPayout),
    taxRule,
  });

  it('pays return and boost in full under the cap', () => {
    expect(capWonPayout(m(8_000), m(350), amounts(100_000))).toEqual({
      payout: 8_000,
      boost: 350,
      tax: 0,
      winningsCredit: 8_000,
      boostCredit: 350,
      capped: false,
    });
  });

  it('cuts the boost first, then the return, to the cap', () => {
    expect(capWonPayout(m(8_000), m(350), amounts(8_100))).toMatchObject({ payout: 8_000, boost: 100, capped: true });
    expect(capWonPayout(m(103_030_100), m(0), amounts(25_000_000))).toMatchObject({
      payout: 25_000_000,
      boost: 0,
      capped: true,
    });
  });

  it('taxes the boost as a winning (Romania)', () => {
    const paid = capWonPayout(m(27_000), m(1_300), amounts(25_000_000, DEFAULT_TAX_RULES.RO));
    expect(paid.tax).toBeGreaterThan(0);
    expect(paid.winningsCredit + paid.boostCredit).toBe(27_000 + 1_300 - paid.tax);
  });

  it('never credits more than the cap, nor anything negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 8 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.constantFrom(null, DEFAULT_TAX_RULES.RO, DEFAULT_TAX_RULES.GR),
        (returned, boost, cap, rule) => {
          const paid = capWonPayout(m(returned), m(boost), amounts(cap, rule));
          expect(paid.payout + paid.boost).toBe(Math.min(returned + boost, cap));
          expect(paid.winningsCredit).toBeGreaterThanOrEqual(0);
          expect(paid.boostCredit).toBeGreaterThanOrEqual(0);
          expect(paid.winningsCredit + paid.boostCredit).toBe(paid.payout + paid.boost - paid.tax);
          expect(paid.capped).toBe(returned + boost > cap);
        },
      ),
    );
  });
});
