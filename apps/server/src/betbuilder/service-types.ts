import type {
  BuilderCalculateRequest,
  BuilderMarketsResponse,
  BuilderSubmitRequest,
  BuilderTicket,
} from '@sportsbook/protocol';
import type { SportsPlayer } from '../accounts/index';
import type { BettingConfig } from '../betting/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import type { PlayerEventErrorReporter, Wallet } from '../wallet/index';
import type { BuilderFeedSeed } from './feed-seed';
import type { BuilderSubmitAnswer } from './refusals';

/** The Bet Builder's calls (docs/api.md "Bet Builder" and the frame's markets call). */
export interface BetBuilderService {
  /** `lang` words the popular builders' names (English when absent). */
  markets(eventId: number, lang?: string): Promise<BuilderMarketsResponse>;
  calculate(body: BuilderCalculateRequest): Promise<{ status: 1; ticket: BuilderTicket }>;
  ticket(id: string, lang?: string): Promise<{ status: 1; ticket: BuilderTicket }>;
  submit(body: BuilderSubmitRequest, player: SportsPlayer): Promise<BuilderSubmitAnswer>;
  /** Drops the event cache's bus subscriptions. */
  close(): void;
}

export interface BetBuilderServiceOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Wallet;
  /** This instance's FEED_SEED (from configuration): replays in-play futures; never read from the database. */
  readonly feedSeed: BuilderFeedSeed;
  readonly config?: Partial<BettingConfig>;
  readonly now?: () => Date;
  /** Waits the in-play delay (tests pass a fake). */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly bus?: Bus;
  readonly onEventError?: PlayerEventErrorReporter;
  /**
   * Markets, calculate and ticket read events from memory, dropped on the feed's deltas on `bus`
   * (decision 040). On by default when there is a bus; without one every call reads the database.
   */
  readonly cacheEvents?: boolean;
}
