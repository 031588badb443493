/**
 * A seeded random source: returns a float in [0, 1). Models take one as a parameter instead of
 * calling Math.random, so a feed run with the same FEED_SEED replays exactly.
 */
export type Rng = () => number;

/**
 * mulberry32: a tiny 32-bit generator, fast and well distributed for simulation (not for
 * secrets). Same seed, same sequence, on every platform.
 * @example const rng = createRng(42); rng() // 0.6011037519201636
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 32-bit seed from text (FNV-1a), so each event or race gets its own independent stream
 * derived from the feed seed and its id, and adding one event does not shift every other.
 * @example createRng(seedFrom(`${feedSeed}:event:${id}`))
 */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A float in [min, max): for jittering ratings and expected goals. */
export function randomFloat(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

/** An integer in [min, max], both ends included: for field sizes, minutes, scores. */
export function randomInt(rng: Rng, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`randomInt needs integers min <= max, got ${min} and ${max}.`);
  }
  return min + Math.floor(rng() * (max - min + 1));
}

/** One item chosen uniformly: for names, venues and other catalogue choices. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new RangeError('pick needs at least one item to choose from.');
  return item;
}

/**
 * A normal variate (Box–Muller): team-strength noise and basketball scoring swings are
 * roughly normal. Uses two draws per call so the stream stays simple to replay.
 */
export function randomNormal(rng: Rng, mean = 0, sd = 1): number {
  const u = 1 - rng();
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * An index drawn with the given weights (they need not sum to 1): the one primitive behind
 * sampling a goal, a point or a finishing position.
 */
export function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (!(total > 0)) throw new RangeError('pickWeighted needs at least one positive weight.');
  let threshold = rng() * total;
  let last = -1;
  for (let index = 0; index < weights.length; index += 1) {
    const weight = Math.max(0, weights[index] ?? 0);
    if (weight <= 0) continue;
    last = index;
    threshold -= weight;
    if (threshold < 0) return index;
  }
  return last;
}
