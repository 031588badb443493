import { exactPlaceOdds } from '@sportsbook/betting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFraction, fractionToDecimal } from './fractional-ladder';
import { MARGIN_BANDS, impliedProbabilities } from './margin';
import { eachWayTerms, priceRace, winProbabilitiesFromRatings } from './racing';

const field = (ratings: readonly number[]) =>
  winProbabilitiesFromRatings(ratings).map((probability, index) => ({ key: `r${index + 1}`, probability }));
const ratings = fc.array(fc.integer({ min: 60, max: 120 }), { minLength: 2, maxLength: 24 });

describe('eachWayTerms', () => {
  it.each([
    [3, false, null],
    [4, true, null],
    [5, false, { ewPrice: 4, ewPlace: 2 }],
    [6, false, { ewPrice: 4, ewPlace: 2 }],
    [7, true, { ewPrice: 4, ewPlace: 2 }],
    [8, false, { ewPrice: 5, ewPlace: 3 }],
    [11, true, { ewPrice: 5, ewPlace: 3 }],
    [12, false, { ewPrice: 5, ewPlace: 3 }],
    [12, true, { ewPrice: 4, ewPlace: 3 }],
    [15, true, { ewPrice: 4, ewPlace: 3 }],
    [16, false, { ewPrice: 5, ewPlace: 3 }],
    [16, true, { ewPrice: 4, ewPlace: 4 }],
    [24, true, { ewPrice: 4, ewPlace: 4 }],
  ])('gives %s runners (handicap: %s) the terms %j', (runners, handicap, terms) => {
    expect(eachWayTerms(runners, handicap)).toEqual(terms);
  });
});

describe('winProbabilitiesFromRatings', () => {
  it('makes fair win probabilities that sum to 1 and favour the higher rating', () => {
    fc.assert(
      fc.property(ratings, (values) => {
        const probabilities = winProbabilitiesFromRatings(values);
        expect(Math.abs(probabilities.reduce((sum, p) => sum + p, 0) - 1)).toBeLessThan(1e-9);
        values.forEach((a, i) =>
          values.forEach((b, j) => {
            if (a > b) expect(probabilities[i]).toBeGreaterThan(probabilities[j] ?? 1);
          }),
        );
      }),
    );
  });
});

describe('priceRace', () => {
  it('quotes every runner on the ladder with its exact decimal and fractional display', () => {
    fc.assert(
      fc.property(ratings, (values) => {
        for (const runner of priceRace(field(values)).outcomes) {
          if (!runner.fraction) throw new Error('every runner with a chance has a price');
          expect(runner.odds).toBe(fractionToDecimal(runner.fraction));
          expect(runner.displayOdds.fractional).toBe(formatFraction(runner.fraction));
        }
      }),
    );
  });

  it('keeps the book inside the racing band', () => {
    fc.assert(
      fc.property(ratings, (values) => {
        fc.pre(Math.max(...winProbabilitiesFromRatings(values)) < 0.7);
        const market = priceRace(field(values));
        expect(impliedProbabilities(market.outcomes.map((runner) => runner.odds)).overround).toBeCloseTo(
          market.overround,
          12,
        );
        expect(market.overround).toBeGreaterThanOrEqual(MARGIN_BANDS.racingWin.min);
        expect(market.overround).toBeLessThanOrEqual(MARGIN_BANDS.racingWin.max);
      }),
    );
  });

  it('prices each-way place parts at exactly (win − 1) / ewPrice + 1 under the terms offered', () => {
    fc.assert(
      fc.property(ratings, fc.boolean(), (values, handicap) => {
        const market = priceRace(field(values), { handicap });
        // The field-size terms, or fewer places when they would hand the bettor an edge (decision 095).
        const standard = eachWayTerms(values.length, handicap);
        const terms = market.ewPlace === null ? null : { ewPrice: market.ewPrice, ewPlace: market.ewPlace };
        if (terms) expect(terms.ewPrice).toBe(standard?.ewPrice);
        if (terms) expect(terms.ewPlace).toBeLessThanOrEqual(standard?.ewPlace ?? 0);
        if (!standard) expect(terms).toBeNull();
        for (const runner of market.outcomes) {
          if (!terms || !runner.fraction || !runner.placeFraction) {
            expect(runner.placeOdds).toBeNull();
            continue;
          }
          // Cross-multiplied, so the check is exact: place num/den = win num/(den × ewPrice).
          expect(runner.placeFraction.num * runner.fraction.den * terms.ewPrice!).toBe(
            runner.fraction.num * runner.placeFraction.den,
          );
          expect(runner.placeOdds).toBeCloseTo((runner.odds - 1) / terms.ewPrice! + 1, 12);
        }
      }),
    );
  });

  it('agrees with the betting core on a place price whose decimal terminates', () => {
    const market = priceRace([
      { key: 'a', probability: 0.4 },
      { key: 'b', probability: 0.2 },
      { key: 'c', probability: 0.15 },
      { key: 'd', probability: 0.1 },
      { key: 'e', probability: 0.08 },
      { key: 'f', probability: 0.07 },
    ]);
    const favourite = market.outcomes[0];
    expect(favourite?.displayOdds.fractional).toBe('5/4');
    expect(favourite?.placeOdds).toBe(1.3125);
    expect(market.ewPrice).toBe(4);
    const exact = exactPlaceOdds(favourite?.odds ?? 0, 4);
    expect(Number(exact.num) / Number(exact.den)).toBe(favourite?.placeOdds);
  });

  it('quotes the stronger runner shorter', () => {
    const market = priceRace(field([100, 95, 90, 85, 80, 75, 70, 65]));
    const prices = market.outcomes.map((runner) => runner.odds);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
