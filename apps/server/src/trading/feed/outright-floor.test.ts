import { describe, expect, it } from 'vitest';
import { golfSim } from './golf-sim';
import type { GolfParams } from './golf-sim';
import { racingSim } from './racing-sim';
import type { RacingParams } from './racing-sim';
import type { Snapshot } from './types';

/** A snapshot before the off: the only time a race or an outright is offered. */
function preMatch<S>(state: S): Snapshot<S> {
  return { status: 'not_started', isLive: false, statusDescription: null, stats: {}, suspended: false, priceKey: 'static', state, result: null }; // prettier-ignore
}

describe('a race or outright whose shortest price would pay more than fair odds is suspended (decision 091)', () => {
  it("suspends a race whose favourite is likelier than the ladder's 1/33 pays for", () => {
    // One runner 60 lb clear of four: 99.9 % to win, and 1/33 (1.0303) pays 1.029 of the stake.
    const params: RacingParams = {
      variant: 'horse',
      runners: [60, 0, 0, 0, 0].map((rating, i) => ({ key: String(i + 1), name: `R${i + 1}`, rating })),
      handicap: false,
      durationMs: 60_000,
      startingPrice: false,
    };
    const specs = racingSim.markets(params);
    const [win] = racingSim.price(params, preMatch({ finish: [] }), specs);
    expect(win?.suspended).toBe(true);
    expect(win?.outcomes[0]?.odds).toBeCloseTo(1 + 1 / 33, 12);
  });

  it('offers an open race', () => {
    const params: RacingParams = {
      variant: 'horse',
      runners: [4, 2, 0, -1, -3].map((rating, i) => ({ key: String(i + 1), name: `R${i + 1}`, rating })),
      handicap: false,
      durationMs: 60_000,
      startingPrice: false,
    };
    const prices = racingSim.price(params, preMatch({ finish: [] }), racingSim.markets(params));
    expect(prices.map((price) => price.suspended)).toEqual([false, false, false]);
  });

  it('suspends an outright whose favourite even 1.01 would overpay', () => {
    const params: GolfParams = {
      players: [10, 0, 0].map((rating, i) => ({ key: String(i + 1), name: `P${i + 1}`, rating })),
      rounds: 4,
      roundMs: 86_400_000,
    };
    const [outright] = golfSim.price(params, preMatch({ winner: '', leaderboard: [] }), golfSim.markets(params));
    expect(outright?.suspended).toBe(true);
  });
});
