/**
 * FEED_SEED outside production when unset: public on purpose, so `npm start`, the journeys and
 * the tests replay the same catalogue, prices and results (decision 080).
 */
export const DEMO_FEED_SEED = 'sportsbook';

/** A production FEED_SEED holds at least this many random bytes: HMAC-SHA256's key length. */
export const MIN_FEED_SEED_BYTES = 32;

/**
 * Fewer different byte values than this in a production seed is a pattern, not randomness: 32
 * random bytes show about 30 (fewer than 16 happens about once in 10^20 draws).
 */
const MIN_DISTINCT_BYTES = 16;

const HEX = /^[0-9a-f]+$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The bytes a seed written in hex (tried first) or base64 / base64url holds, or null when it is neither. */
export function seedBytes(value: string): Uint8Array | null {
  if (HEX.test(value)) return value.length % 2 === 0 ? Buffer.from(value, 'hex') : null;
  if (BASE64.test(value)) return Buffer.from(value, 'base64');
  return null;
}

const HOW_TO =
  'the feed draws every result from it, so a seed anyone can guess lets them replay results before they happen. ' +
  'Generate one with `openssl rand -hex 32` and keep it secret (the same on every instance).';

/**
 * FEED_SEED as the feed uses it. Production refuses to start without a secret one: at least 32
 * bytes written in hex or base64 that are not a visible pattern. Elsewhere any text, by default
 * the public demo seed.
 */
export function readFeedSeed(value: string | undefined, production: boolean): string {
  if (!production) return value || DEMO_FEED_SEED;
  if (!value) throw new Error(`FEED_SEED is required with PRODUCTION=1: ${HOW_TO}`);
  const seed = value.trim();
  const bytes = seedBytes(seed);
  if (!bytes || bytes.length < MIN_FEED_SEED_BYTES || new Set(bytes).size < MIN_DISTINCT_BYTES) {
    throw new Error(
      `FEED_SEED must hold at least ${MIN_FEED_SEED_BYTES} random bytes, written in hex or base64, with PRODUCTION=1: ${HOW_TO}`,
    );
  }
  return seed;
}
