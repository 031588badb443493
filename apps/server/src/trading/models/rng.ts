import { createHash, createHmac } from 'node:crypto';

/**
 * A seeded random source: returns a float in [0, 1). Models take one as a parameter instead of
 * calling Math.random, so a feed run with the same FEED_SEED replays exactly.
 */
export type Rng = () => number;

/** Four 32-bit words: the 128-bit state of xoshiro128**. */
export type Xoshiro128State = readonly [number, number, number, number];

/**
 * Used when a digest's state words are all zero (xoshiro's one fixed point, which would only ever
 * draw 0): the first words of SHA-512's initial hash values, nothing secret about them.
 */
const NONZERO_STATE: Xoshiro128State = [0x6a09e667, 0xf3bcc908, 0xbb67ae85, 0x84caa73b];

const rotl = (value: number, bits: number) => (value << bits) | (value >>> (32 - bits));

/**
 * xoshiro128** (Blackman and Vigna): 128 bits of state, so an observer who sees a match's first
 * goals faces 2^128 states instead of the 2^32 a 32-bit generator leaves to try. Returns the
 * next 32-bit unsigned integer on each call.
 * @example const next = xoshiro128([1, 2, 3, 4]); next() // 11520
 */
export function xoshiro128(state: Xoshiro128State): () => number {
  let [s0, s1, s2, s3] = state.every((word) => word >>> 0 === 0) ? NONZERO_STATE : state;
  return () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = rotl(s3, 11);
    return result;
  };
}

/** A float stream over the first 128 bits of a digest (little-endian words; all zero is guarded). */
export function rngFromDigest(digest: Uint8Array): Rng {
  if (digest.length < 16) throw new RangeError('rngFromDigest needs at least 16 bytes of digest.');
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const word = (offset: number) => view.getUint32(offset, true);
  const next = xoshiro128([word(0), word(4), word(8), word(12)]);
  return () => next() / 4294967296;
}

/**
 * The stream of one thing the feed draws (an event's future, a race card, a team's rating):
 * HMAC-SHA256 keyed with the feed's secret seed over its label (`football:1234`), feeding
 * xoshiro128**. Without the seed, a stream cannot be recomputed from the repository; with it,
 * the same label always replays the same stream, and one label never shifts another.
 * @example createRng(config.feedSeed, `football:${eventId}`)()
 */
export function createRng(secret: string, label: string): Rng {
  return rngFromDigest(createHmac('sha256', secret).update(label).digest());
}

/** The label of the seed's fingerprint: no stream's label (they all hold a colon) can be it. */
const FINGERPRINT_LABEL = 'feed-seed-fingerprint';

/**
 * What the database keeps of the feed's seed (decision 089): HMAC-SHA256 keyed with the seed over
 * a label no stream uses, in hex. It tells whether two instances draw from the same seed, and
 * nothing of the seed or of any stream: the futures cannot be replayed from it.
 */
export function seedFingerprint(secret: string): string {
  return createHmac('sha256', secret).update(FINGERPRINT_LABEL).digest('hex');
}

/**
 * A stable 32-bit number from public text (SHA-256), for choices that are meant to be the same
 * for everyone and need no secret, such as a team's invented squad names.
 */
export function hashText(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
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
