import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedOdds } from '../feed/live';
import { overpaysSome } from './outcome-prices';
import { eachWayTerms, placePartsPayUnderStake, priceRace, winProbabilitiesFromRatings } from './racing';
import type { EachWayTerms, RaceMarket } from './racing';
import { harville, placeProbabilities } from './racing-exotics';

/** A race priced from ratings, as the feed prices it. */
function raceOf(ratings: readonly number[], scale = 8, handicap = false): RaceMarket {
  const probabilities = winProbabilitiesFromRatings(ratings, scale);
  return priceRace(
    probabilities.map((probability, i) => ({ key: `r${i}`, probability })),
    { handicap },
  );
}

/**
 * What each part of every runner's each-way bet returns per unit staked on average, at `terms` and
 * the published decimals (three places), as settlement pays them.
 */
function partReturns(race: RaceMarket, terms: EachWayTerms): { win: number; place: number }[] {
  const placed = placeProbabilities(
    race.outcomes.map((runner) => runner.probability),
    terms.ewPlace,
  );
  return race.outcomes.map((runner, i) => {
    const odds = storedOdds(runner.odds);
    return { win: runner.probability * odds, place: placed[i]! * ((odds - 1) / terms.ewPrice + 1) };
  });
}

/** An each-way multiple's return per unit of each part: the win parts multiplied, and the place parts. */
const eachWayMultiple = (legs: readonly { win: number; place: number }[]): number =>
  (legs.reduce((product, leg) => product * leg.win, 1) + legs.reduce((product, leg) => product * leg.place, 1)) / 2;

describe('placeProbabilities', () => {
  it("sums Harville's orders: every place is filled once, and one place is the win", () => {
    const probabilities = [0.5, 0.3, 0.2];
    const top2 = placeProbabilities(probabilities, 2);
    expect(top2[0]).toBeCloseTo(harville(probabilities, [0, 1]) + harville(probabilities, [0, 2]) + harville(probabilities, [1, 0]) + harville(probabilities, [2, 0]), 12); // prettier-ignore
    expect(top2.reduce((a, b) => a + b, 0)).toBeCloseTo(2, 12);
    expect(placeProbabilities(probabilities, 1)).toEqual(probabilities);
  });
});

describe('each-way terms never hand the bettor an edge (decision 095)', () => {
  it('shortens the standard terms when a strong favourite would make its each-way single a value bet', () => {
    // Eight runners, one 20 lb clear (64 %, priced 1/2): it finishes in the first three so often that
    // its each-way bet at the standard 1/5 three places returned 1.007 of the stake on average.
    const race = raceOf([20, 0, 0, 0, 0, 0, 0, 0]);
    const [favourite] = partReturns(race, eachWayTerms(8)!);
    expect((favourite!.win + favourite!.place) / 2).toBeGreaterThan(1);
    expect(race.ewPlace === null || race.ewPlace < 3).toBe(true);
    for (const part of partReturns(race, { ewPrice: race.ewPrice ?? 5, ewPlace: race.ewPlace ?? 1 })) {
      expect((part.win + part.place) / 2).toBeLessThan(1);
    }
  });

  it('shortens them when a place part alone is worth more than its stake: an each-way double would be', () => {
    // Eight runners, one 28 lb clear and a second 4 lb above the rest, at 12/1: its each-way single
    // returned 0.961 of the stake, but its place part 1.397, so an each-way double of two such
    // runners returned 1.114 — and longer each-way multiples more.
    const race = raceOf([28, 4, 0, 0, 0, 0, 0, 0]);
    const second = partReturns(race, eachWayTerms(8)!)[1]!;
    expect((second.win + second.place) / 2).toBeLessThan(1);
    expect(eachWayMultiple([second, second])).toBeGreaterThan(1.1);
    expect(race.ewPlace === null || race.ewPlace < 3).toBe(true);
    if (race.ewPlace !== null) {
      const now = partReturns(race, { ewPrice: race.ewPrice!, ewPlace: race.ewPlace })[1]!;
      expect(now.place).toBeLessThan(1);
      expect(eachWayMultiple([now, now])).toBeLessThan(1);
    }
  });

  it('keeps the standard terms for an open race', () => {
    const race = priceRace([0.22, 0.2, 0.18, 0.16, 0.13, 0.11].map((probability, i) => ({ key: `r${i}`, probability }))); // prettier-ignore
    expect({ ewPrice: race.ewPrice, ewPlace: race.ewPlace }).toEqual(eachWayTerms(6));
    const odds = race.outcomes.map((runner) => runner.odds);
    expect(placePartsPayUnderStake(race.outcomes.map((runner) => runner.probability), odds, eachWayTerms(6)!)).toBe(true); // prettier-ignore
  });

  it('publishes every runner at or under fair odds and every place part under its stake, for any field', () => {
    // Both parts under the stake on their own: then so is every each-way single and every each-way multiple.
    const fields = fc.record({
      ratings: fc.array(fc.double({ min: -25, max: 25, noNaN: true }), { minLength: 5, maxLength: 16 }),
      scale: fc.constantFrom(6, 8),
      handicap: fc.boolean(),
    });
    fc.assert(
      fc.property(fields, ({ ratings, scale, handicap }) => {
        const race = raceOf(ratings, scale, handicap);
        // A race whose shortest rung overpays its favourite is suspended (outright-floor.test.ts).
        if (overpaysSome(race.outcomes)) return;
        const terms = race.ewPlace === null ? null : { ewPrice: race.ewPrice!, ewPlace: race.ewPlace };
        for (const part of partReturns(race, terms ?? { ewPrice: 1, ewPlace: 1 })) {
          expect(part.win).toBeLessThanOrEqual(1);
          if (terms) expect(part.place).toBeLessThan(1);
        }
      }),
      { numRuns: 150 },
    );
  });
});
