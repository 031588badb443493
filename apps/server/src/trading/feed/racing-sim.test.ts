import { describe, expect, it } from 'vitest';
import { createRng } from '../models/rng';
import { DEAD_HEAT_CHANCE, racingSim } from './racing-sim';
import type { RacingParams } from './racing-sim';

const RACE: RacingParams = {
  variant: 'horse',
  runners: Array.from({ length: 8 }, (_, index) => ({
    key: String(index + 1),
    name: `Runner ${index + 1}`,
    rating: index,
  })),
  handicap: false,
  durationMs: 120_000,
  startingPrice: true,
};

/** Races of one seed whose finish has two or more runners sharing a position. */
function tiedRaces(params: RacingParams, count: number): number {
  let tied = 0;
  for (let race = 0; race < count; race += 1) {
    const { finish } = racingSim.path(params, createRng('dead-heat-rate', `racing:${race}`));
    if (new Set(finish.map((runner) => runner.position)).size < finish.length) tied += 1;
  }
  return tied;
}

describe('the racing simulator’s dead heats', () => {
  it('ties about one finish in fourteen at the default rate (a tie between any two neighbours of eight)', () => {
    expect(DEAD_HEAT_CHANCE).toBe(0.01);
    const tied = tiedRaces(RACE, 2000);
    expect(tied).toBeGreaterThan(80);
    expect(tied).toBeLessThan(200);
  });

  it('ties at the rate a race’s inputs name, with the same draws otherwise', () => {
    expect(tiedRaces({ ...RACE, deadHeatChance: 0.3 }, 200)).toBeGreaterThan(180);
    expect(tiedRaces({ ...RACE, deadHeatChance: 0 }, 200)).toBe(0);
    const plain = racingSim.path(RACE, createRng('dead-heat-rate', 'racing:1'));
    const often = racingSim.path({ ...RACE, deadHeatChance: 0.3 }, createRng('dead-heat-rate', 'racing:1'));
    // The same runners in the same order: only which neighbours tie changes.
    expect(often.finish.map((runner) => runner.key)).toEqual(plain.finish.map((runner) => runner.key));
  });
});
