import { createRng } from '../apps/server/src/trading/models/rng';

/** The simulation's one source of chance: every choice of a run is drawn from it, in order. */
export interface SimRng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
  /** A whole number in [min, max]. */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * The product's own xoshiro128** (HMAC-SHA256 of the seed under `label`), so a seed replays the
 * same run and one stream (the scheduler, the faults) never shifts another.
 */
export function createSimRng(seed: number, label: string): SimRng {
  const next = createRng(`sim-seed-${seed}`, label);
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[below(items.length)]!;
    },
  };
}
