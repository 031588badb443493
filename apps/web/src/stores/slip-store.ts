import { createSlipState, isExpired, slipReducer } from '@sportsbook/betting';
import type {
  AcceptOdds,
  BetType,
  LiveSelection,
  Money,
  SlipAction,
  SlipSelection,
  SlipState,
} from '@sportsbook/betting';
import { create } from 'zustand';
import { storage } from '../lib/storage';

const SLIP_KEY = 'betslip';

/** Which way a live refresh moved a price (the slip line's up/down mark). */
export type OddsMove = 'up' | 'down';

/** What the results panel shows of a ticket beyond its status, frozen when placing starts. */
export interface TicketSummary {
  readonly betType: BetType;
  readonly systemType: string | null;
  readonly eachWay: boolean;
  readonly totalStake: Money;
  readonly legs: readonly {
    readonly outcomeId: number;
    readonly outcomeName: string;
    readonly eventName: string;
    readonly odds: number;
  }[];
  /** New prices a refusal (ODDS_CHANGED) offered, by outcome id. */
  readonly offeredOdds?: Readonly<Record<string, number>>;
  /** The tax withheld if it wins and the combo boost paid on top (calculate's, then the accepted bet's). */
  readonly tax?: Money;
  readonly boost?: Money;
  /** A leg is at starting price: its return is unknown, and paid up to the maximum payout (decision 079). */
  readonly startingPrice?: boolean;
  /** The submit's answer was lost and the ticket is being sent again until one comes. */
  readonly checking?: boolean;
}

/** The bet slip (spec 000 §3): state from the core's reducer, kept across reloads. */
export interface SlipStore {
  readonly slip: SlipState;
  /** Price moves of the last live refresh, by outcome id (not kept across reloads). */
  readonly moves: Readonly<Record<string, OddsMove>>;
  /** Results-panel details of the tickets being placed, by ticket uuid. */
  readonly ticketSummaries: Readonly<Record<string, TicketSummary>>;
  /** How many selections the full slip refused (TOO_MANY_SELECTIONS) in this page view. */
  readonly refusedAdds: number;
  dispatch(action: SlipAction): void;
  /** Adds the outcome, or removes it when it is already in the slip (an odds button press). */
  toggle(selection: SlipSelection): void;
  /** A live refresh (spec 000 §4): records up/down marks, then lets the reducer apply it. */
  applyLive(updates: Readonly<Record<string, LiveSelection>>, acceptOdds: AcceptOdds): void;
  setTicketSummaries(summaries: Readonly<Record<string, TicketSummary>>): void;
  /** Records the new prices a refused ticket offered. */
  offerOdds(uuid: string, odds: Readonly<Record<string, number>>): void;
  /** Marks a ticket whose answer was lost as being checked ('Checking your bet…'). */
  markChecking(uuid: string): void;
}

/** What is written to storage: live prices and visibility belong to this page view only. */
function persist(slip: SlipState): void {
  storage.setJson(SLIP_KEY, { ...slip, live: {}, visible: false });
}

function restore(now: number): SlipState {
  const stored = storage.getJson<SlipState>(SLIP_KEY);
  if (!stored || !Array.isArray(stored.selections)) return createSlipState(now);
  // Results and live prices never survive a reload; the selections and stakes do.
  const restored: SlipState = {
    ...createSlipState(now),
    ...stored,
    processingStatus: false,
    tickets: [],
    live: {},
    visible: false,
  };
  // A slip opened more than 24 h after its last update starts empty (spec 000 §4); the
  // last used stake outlives it, since the URL entry rule still needs it (spec 000 §5).
  return isExpired(restored, now)
    ? { ...createSlipState(now), lastUsedStake: restored.lastUsedStake ?? null }
    : restored;
}

function movesOf(
  slip: SlipState,
  updates: Readonly<Record<string, LiveSelection>>,
  previous: Readonly<Record<string, OddsMove>>,
): Record<string, OddsMove> {
  const moves: Record<string, OddsMove> = {};
  for (const selection of slip.selections) {
    const id = String(selection.outcomeId);
    const update = updates[id];
    if (!update) {
      if (previous[id]) moves[id] = previous[id];
      continue;
    }
    const before = slip.live[id]?.odds ?? selection.odds;
    if (update.odds > before) moves[id] = 'up';
    else if (update.odds < before) moves[id] = 'down';
  }
  return moves;
}

/** The reducer turned an added selection away because the slip is full (spec 000 §9, MAX_SELECTIONS). */
function isRefusedAdd(action: SlipAction, previous: SlipState, next: SlipState): boolean {
  return (
    (action.type === 'selectionAdded' || action.type === 'selectionToggled') &&
    next.error === 'TOO_MANY_SELECTIONS' &&
    next.selections === previous.selections
  );
}

export const useSlipStore = create<SlipStore>()((set, get) => ({
  slip: restore(Date.now()),
  moves: {},
  ticketSummaries: {},
  refusedAdds: 0,
  dispatch(action) {
    const previous = get().slip;
    let slip = slipReducer(previous, action);
    if (slip === previous) return;
    if (isRefusedAdd(action, previous, slip)) set({ refusedAdds: get().refusedAdds + 1 });
    // The last used stake is the bettor's habit, not part of one slip: clearing or expiry keep it.
    if (slip.lastUsedStake === null && previous.lastUsedStake !== null) {
      slip = { ...slip, lastUsedStake: previous.lastUsedStake };
    }
    persist(slip);
    set({ slip });
  },
  toggle(selection) {
    get().dispatch({ type: 'selectionToggled', selection, now: Date.now() });
  },
  applyLive(updates, acceptOdds) {
    const { slip, moves } = get();
    set({ moves: movesOf(slip, updates, moves) });
    get().dispatch({ type: 'liveUpdated', updates, acceptOdds });
  },
  setTicketSummaries(summaries) {
    set({ ticketSummaries: summaries });
  },
  offerOdds(uuid, odds) {
    const summary = get().ticketSummaries[uuid];
    if (summary) set({ ticketSummaries: { ...get().ticketSummaries, [uuid]: { ...summary, offeredOdds: odds } } });
  },
  markChecking(uuid) {
    const summary = get().ticketSummaries[uuid];
    if (summary && !summary.checking) {
      set({ ticketSummaries: { ...get().ticketSummaries, [uuid]: { ...summary, checking: true } } });
    }
  },
}));

/** True when an outcome is in the slip. */
export function selectInSlip(outcomeId: number): (store: SlipStore) => boolean {
  return (store) => store.slip.selections.some((selection) => selection.outcomeId === outcomeId);
}

/** The number of selections in the slip (the Bet Slip tab's badge). */
export const selectSlipCount = (store: SlipStore): number => store.slip.selections.length;

/**
 * Empties a slip not updated for 24 h (spec 000 §4) in a tab left open, as a reload would:
 * the selections go, the last used stake and the slip's visibility stay. True when it expired.
 */
export function expireStaleSlip(now: number): boolean {
  const { slip } = useSlipStore.getState();
  if (slip.processingStatus === 'processing' || !isExpired(slip, now)) return false;
  const fresh: SlipState = {
    ...createSlipState(now),
    lastUsedStake: slip.lastUsedStake ?? null,
    visible: slip.visible,
  };
  persist(fresh);
  useSlipStore.setState({ slip: fresh, moves: {}, ticketSummaries: {} });
  return true;
}
