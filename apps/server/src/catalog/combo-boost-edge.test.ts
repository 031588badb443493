import { calcTotals, COMBO_BOOST_MIN_LEG_ODDS, rational as R, toMoney } from '@sportsbook/betting';
import type { TotalsLeg } from '@sportsbook/betting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS } from '../trading/testing';
import { eventMargin, outcomeOdds, paysAtMostFair } from '../trading/testing';
import { DEFAULT_COMBO_BOOST } from './combo-boost';

/*
 * The combo boost never turns an accumulator into a bet worth more than its stake (decision 091):
 * at the model's probabilities, a boosted combi's expected return (every leg wins: the return plus
 * the boost, exactly as the slip and settlement compute them) is under the stake, for every number
 * of legs and every boost step, at the shortest leg price that counts and at the longest.
 */

/** The event margins the sports are priced with (decision 088): the boost is judged against each. */
const SPORT_BANDS = {
  footballPreMatch: MARGIN_BANDS.footballPreMatch,
  footballLive: MARGIN_BANDS.footballLive,
  tennis: MARGIN_BANDS.tennis,
  usSports: MARGIN_BANDS.usSports,
  esports: MARGIN_BANDS.esports,
};

const STEPS = DEFAULT_COMBO_BOOST.percent_steps;
const MOST_LEGS = 20;

/** A leg at the longest price the margin allows for it: the fair probability whose price truncates to nothing. */
function legAt(hundredths: number, margin: number): { probability: number; odds: number } {
  return { probability: 100 / (hundredths * (1 + margin)), odds: hundredths / 100 };
}

/** Expected return of a combi of `legs` at `stake` minor units, exactly: P(all win) × (return + boost). */
function expectedReturn(legs: readonly { probability: number; odds: number; counts: boolean }[], stake: number) {
  const totalsLegs: TotalsLeg[] = legs.map((leg, i) => ({ outcomeId: i + 1, eventId: i + 1, odds: leg.odds, comboBoost: leg.counts })); // prettier-ignore
  const totals = calcTotals({
    betType: 'combi',
    legs: totalsLegs,
    stake: toMoney(stake),
    comboBoost: DEFAULT_COMBO_BOOST,
  });
  const allWin = legs.reduce((chance, leg) => R.mul(chance, R.fromNumber(leg.probability)), R.int(1));
  return { value: R.mul(allWin, R.int(totals.potentialReturn + totals.boost)), boost: totals.boost };
}

describe('the combo boost keeps the house edge', () => {
  it.each(Object.entries(SPORT_BANDS))('at the %s margin, for every number of legs: (1 + boost) < (1 + m)^legs', (_, band) => {
    // With each leg at most 1 / (1 + m) of fair (decision 088), k legs return at most (1 + m)^−k of
    // the stake before the boost, and the boost multiplies winnings by at most (1 + boost).
    const margin = eventMargin(band);
    for (let legs = 1; legs <= MOST_LEGS; legs += 1) {
      const percent = STEPS[Math.min(legs, STEPS.length) - 1] ?? 0;
      expect(1 + percent / 100, `${legs} legs`).toBeLessThan((1 + margin) ** legs);
    }
  }); // prettier-ignore

  it('at the real prices: legs at the longest price their margin allows, from the 1.20 minimum up', () => {
    const hundredths = fc.integer({ min: Math.round(COMBO_BOOST_MIN_LEG_ODDS * 100), max: 600 });
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(SPORT_BANDS)),
        fc.array(hundredths, { minLength: 2, maxLength: 10 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (band, prices, stake) => {
          const legs = prices.map((price) => {
            const { probability } = legAt(price, eventMargin(band));
            // The published price of that probability: the real pricing step, never longer than the leg's bound.
            const odds = outcomeOdds(probability, band);
            expect(odds).toBeLessThanOrEqual(price / 100);
            return { probability, odds, counts: true };
          });
          const { value } = expectedReturn(legs, stake);
          expect(R.compare(value, R.int(stake))).toBe(-1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('with legs too short to count riding along: near-certain legs at the floor add no edge', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 120, max: 400 }), { minLength: 3, maxLength: 8 }),
        fc.array(fc.double({ min: 0.84, max: 0.99, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (prices, favourites) => {
          const band = MARGIN_BANDS.footballLive;
          const counting = prices.map((price) => ({ ...legAt(price, eventMargin(band)), counts: true }));
          const riders = favourites.flatMap((probability) => {
            const odds = outcomeOdds(probability, band);
            // Offered only where 1.01 does not overpay (decision 088); below 1.20 it does not count.
            return paysAtMostFair(odds, probability) ? [{ probability, odds, counts: true }] : [];
          });
          const legs = [...counting.map((leg) => ({ ...leg, odds: outcomeOdds(leg.probability, band) })), ...riders];
          const { value } = expectedReturn(legs, 10_000);
          expect(R.compare(value, R.int(10_000))).toBe(-1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
