import type { Money } from '../money/money';
import type { BetType } from '../totals';
import type { AcceptOdds, LiveSelection, SlipSelection, SlipTicket } from './types';

/** Which stake a stake change sets: batch sets all four (spec 001 §4 changeStake). */
export type StakeTarget = 'single' | 'combi' | 'system' | 'batch';

/** Every transition of the slip (spec 000 §4), as small named actions. */
export type SlipAction =
  | { readonly type: 'selectionAdded'; readonly selection: SlipSelection; readonly now: number }
  | { readonly type: 'selectionRemoved'; readonly outcomeId: number; readonly now: number }
  | { readonly type: 'selectionToggled'; readonly selection: SlipSelection; readonly now: number }
  | { readonly type: 'cleared'; readonly now: number }
  | { readonly type: 'betTypeChosen'; readonly betType: BetType; readonly now: number }
  | { readonly type: 'systemTypeChosen'; readonly systemType: string }
  | { readonly type: 'eachWayToggled' }
  | { readonly type: 'selectionEachWaySet'; readonly outcomeId: number; readonly eachWay: boolean }
  | {
      readonly type: 'stakeSet';
      readonly target: StakeTarget;
      /** With target single: that selection's stake; without: the default single stake for all. */
      readonly outcomeId?: number;
      readonly stake: Money | null;
      readonly now: number;
    }
  | { readonly type: 'freebetChosen'; readonly freebetId: string | null }
  | {
      readonly type: 'liveUpdated';
      readonly updates: Readonly<Record<string, LiveSelection>>;
      readonly acceptOdds: AcceptOdds;
    }
  | { readonly type: 'oddsChangesAccepted'; readonly now: number }
  | { readonly type: 'placingStarted'; readonly tickets: readonly SlipTicket[]; readonly stake: Money | null }
  | {
      readonly type: 'ticketResolved';
      readonly uuid: string;
      readonly status: string;
      readonly error?: boolean;
      readonly errorMeta?: Readonly<Record<string, string>>;
      readonly betId?: string | null;
      readonly potentialReturn?: Money;
      readonly message?: string | null;
    }
  | { readonly type: 'placingFailed'; readonly error: string }
  | { readonly type: 'resultsClosed' }
  | { readonly type: 'opened'; readonly now: number }
  | { readonly type: 'closed' }
  | { readonly type: 'errorSet'; readonly error: string | null };
