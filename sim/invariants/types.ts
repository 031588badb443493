import type { DatabaseHandle } from '../../apps/server/src/storage/database';
import type { SimRecord } from '../record';

/** What an invariant reads: the book's database and the harness's own record of what it saw. */
export interface InvariantContext {
  readonly handle: DatabaseHandle;
  readonly record: SimRecord;
  /** The most a bet pays (BET_MAX_PAYOUT as the server read it), minor units. */
  readonly maxPayout: number;
  /** A settlement run has happened since the last feed tick: every decided bet must be settled. */
  readonly settledSinceTick: boolean;
  /** This step ticked the feed: prices may have moved. */
  readonly ticked: boolean;
}

/** One named rule of the book; answers what breaks it (empty: it holds). */
export interface Invariant {
  readonly name: string;
  check(context: InvariantContext): Promise<string[]>;
}

/** Database numbers come back as text or number by driver; money is compared as exact integers. */
export const whole = (value: unknown): bigint => BigInt(String(value ?? 0));
