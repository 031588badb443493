import { seedFingerprint } from '../trading/index';
import type { FeedMoment } from '../trading/index';

/**
 * This instance's FEED_SEED as the Bet Builder holds it (decision 089): the seed, from the
 * server's configuration, replays a match's future; its fingerprint is compared with the one the
 * feed's leader stored with its last tick, so an instance configured with another seed never
 * prices from a future the feed did not publish.
 */
export interface BuilderFeedSeed {
  readonly seed: string;
  readonly fingerprint: string;
  /** Tells the operator that the stored fingerprint is another seed's (once per fingerprint seen). */
  readonly reportMismatch: (storedFingerprint: string) => void;
}

/** Builds the Bet Builder's seed from the configured one; `onMismatch` is told once per foreign fingerprint. */
export function builderFeedSeed(seed: string, onMismatch: (message: string) => void): BuilderFeedSeed {
  const reported = new Set<string>();
  const fingerprint = seedFingerprint(seed);
  return {
    seed,
    fingerprint,
    reportMismatch(stored) {
      if (reported.has(stored)) return;
      reported.add(stored);
      onMismatch(
        'FEED_SEED of this instance is not the seed the feed publishes from (the fingerprint stored with the ' +
          "feed's last tick differs): the Bet Builder refuses in-play prices until every instance has the same FEED_SEED.",
      );
    },
  };
}

/** The seeded future of this event cannot be replayed here: it is refused, never priced from another future. */
export class FeedSeedUnavailable extends Error {
  override readonly name = 'FeedSeedUnavailable';
  constructor(readonly eventId: number) {
    super(`The Bet Builder of event ${eventId} is unavailable now.`);
  }
}

/**
 * The feed's moment to replay an event from: null before the feed's first tick (nothing runs in
 * play), or a FeedSeedUnavailable when the stored fingerprint is missing (a tick of the leader
 * not yet committed since migration 0029) or is another seed's.
 */
export function feedMomentOf(
  feedSeed: BuilderFeedSeed,
  eventId: number,
  stored: { readonly fingerprint: string | null; readonly simTime: string | Date | null },
): FeedMoment | FeedSeedUnavailable | null {
  if (stored.simTime === null) return null;
  if (stored.fingerprint !== feedSeed.fingerprint) {
    if (stored.fingerprint !== null) feedSeed.reportMismatch(stored.fingerprint);
    return new FeedSeedUnavailable(eventId);
  }
  return { seed: feedSeed.seed, simTime: new Date(stored.simTime).getTime() };
}
