import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { golfOutright, priceOutright } from './golf';
import { MARGIN_BANDS } from './margin';

const fields = fc.array(fc.double({ min: -2, max: 2.5, noNaN: true }), { minLength: 10, maxLength: 156 });
const toPlayers = (ratings: readonly number[]) => ratings.map((rating, index) => ({ key: `p${index}`, rating }));

describe('golf outrights', () => {
  it('gives the field fair probabilities summing to 1', () => {
    fc.assert(
      fc.property(fields, (ratings) => {
        const total = golfOutright(toPlayers(ratings)).outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
        expect(Math.abs(total - 1)).toBeLessThan(1e-9);
      }),
    );
  });

  it('prices the field inside the outright band with the better player never longer', () => {
    fc.assert(
      fc.property(fields, (ratings) => {
        const market = priceOutright(golfOutright(toPlayers(ratings)));
        expect(market.overround).toBeGreaterThanOrEqual(MARGIN_BANDS.outright.min);
        expect(market.overround).toBeLessThanOrEqual(MARGIN_BANDS.outright.max);
        ratings.forEach((a, i) =>
          ratings.forEach((b, j) => {
            if (a > b) expect(market.outcomes[i]?.odds).toBeLessThanOrEqual(market.outcomes[j]?.odds ?? 0);
          }),
        );
      }),
      { numRuns: 30 },
    );
  });
});
