import type { Money } from '../money/money';
import type { OddsFormat } from '../odds/format-odds';
import type { BetType } from '../totals';

/** A slip line: what the rules need of the event, market and outcome (spec 000 §3). */
export interface SlipSelection {
  readonly outcomeId: number;
  readonly eventId: number;
  readonly marketId: number;
  readonly eventName: string;
  readonly marketName: string;
  readonly outcomeName: string;
  /** Market type key, used to spot forecast and tricast markets. */
  readonly marketType: string;
  /** The price the bettor took; it moves only by the accept-odds rules. */
  readonly odds: number;
  readonly displayOdds?: Partial<Record<OddsFormat, string>> | null;
  readonly isSuspended: boolean;
  readonly ewPrice?: number | null;
  readonly ewPlace?: number | null;
  readonly isStartingPrice?: boolean;
  readonly comboBoost?: boolean;
  readonly isLive?: boolean;
  readonly startsAt?: string;
  readonly sportCategory?: 'sport' | 'esport' | 'virtual';
  /** The event's slug and its sport and competition slugs: the line links to the event (spec 000 §2). */
  readonly eventSlug?: string;
  readonly sportSlug?: string;
  readonly competitionSlug?: string;
  /** A single's each-way checkbox. */
  readonly eachWay?: boolean;
}

/** The live view of an outcome, keyed by outcome id (spec 000 §3). */
export interface LiveSelection {
  readonly odds: number;
  readonly displayOdds?: Partial<Record<OddsFormat, string>> | null;
  readonly isSuspended: boolean;
  readonly comboBoost?: boolean;
}

/** A ticket being placed or placed: '' pending, PROCESSED accepted, any other code refused. */
export interface SlipTicket {
  readonly uuid: string;
  readonly status: string;
  readonly error: boolean;
  readonly errorMeta: Readonly<Record<string, string>>;
  readonly betType: BetType;
  readonly totalStake: Money;
  readonly potentialReturn: Money;
  readonly betId: string | null;
  readonly message: string | null;
}

/** Where placing stands (spec 000 §4): nothing, tickets in flight, or every ticket answered. */
export type ProcessingStatus = false | 'processing' | 'completed';

/** The bettor's accept-odds setting (spec 000 §3). */
export type AcceptOdds = 'all' | 'higher' | 'none';

/** Everything the slip holds (spec 000 §3); derived values live in selectors. */
export interface SlipState {
  readonly selections: readonly SlipSelection[];
  /** Singles' stakes by outcome id. */
  readonly stakes: Readonly<Record<string, Money>>;
  readonly stakeSingle: Money | null;
  readonly stakeCombi: Money | null;
  readonly stakeSystem: Money | null;
  readonly betType: BetType;
  readonly systemType: string | null;
  readonly eachWay: boolean;
  readonly freebetId: string | null;
  readonly processingStatus: ProcessingStatus;
  readonly tickets: readonly SlipTicket[];
  readonly lastUsedStake: Money | null;
  /** Epoch milliseconds of the last change to selections or stakes. */
  readonly updatedAt: number;
  readonly visible: boolean;
  readonly error: string | null;
  readonly live: Readonly<Record<string, LiveSelection>>;
}
