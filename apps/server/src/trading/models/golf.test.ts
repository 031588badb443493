import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { golfLeaderboard, golfOutright, priceOutright } from './golf';
import { createRng } from './rng';
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

  it('draws a leaderboard with the given winner alone on top and places that follow the totals', () => {
    fc.assert(
      fc.property(fields, fc.integer(), fc.nat(), (ratings, seed, pick) => {
        const field = golfOutright(toPlayers(ratings)).outcomes;
        const winner = field[pick % field.length]!.key;
        const board = golfLeaderboard(createRng('test', String(seed)), field, winner, 4);
        expect(board.map((place) => place.key).sort()).toEqual(field.map((player) => player.key).sort());
        expect(board[0]).toMatchObject({ key: winner, position: 1, tied: false });
        expect(board[1]?.toPar).toBeGreaterThan(board[0]!.toPar);
        board.forEach((place) => {
          const better = board.filter((other) => other.toPar < place.toPar).length;
          const same = board.filter((other) => other.toPar === place.toPar).length;
          expect(place.position).toBe(better + 1);
          expect(place.tied).toBe(same > 1);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('finishes the favourite higher than a long shot far more often than not', () => {
    const field = golfOutright(toPlayers([2.5, 1, 0, 0, -0.5, -1, -1, -2, -2, -2])).outcomes;
    const rng = createRng('test', '7');
    let ahead = 0;
    for (let run = 0; run < 400; run += 1) {
      const board = golfLeaderboard(rng, field, field[4]!.key, 4);
      const place = (key: string) => board.findIndex((row) => row.key === key);
      if (place('p0') < place('p9')) ahead += 1;
    }
    expect(ahead).toBeGreaterThan(300);
  });
});
