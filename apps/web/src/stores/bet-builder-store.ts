import { betBuilderLiveOdds } from '@sportsbook/betting';
import type { AcceptOdds, BetBuilderStatus, Money } from '@sportsbook/betting';
import { create } from 'zustand';

/** One line of a Bet Builder ticket (docs/api.md "Bet Builder"): the outcome and how it reads. */
export interface BetBuilderLine {
  readonly id: string;
  readonly description: string;
  readonly descriptionTranslated: string | null;
  /** An error code when this pick cannot go with the others, else null. */
  readonly error: string | null;
}

/** A priced Bet Builder ticket (spec 000 §3): its odds are 0 when the picks cannot all happen together. */
export interface BetBuilderTicket {
  readonly id: string;
  readonly name: string;
  readonly odds: number;
  readonly displayOdds: Readonly<Partial<Record<'decimal' | 'fractional' | 'american', string>>>;
  readonly selections: readonly BetBuilderLine[];
}

/** A placed Bet Builder bet (spec 000 §3). */
export interface BetBuilderReceipt {
  readonly uuid: string;
  readonly betId: string;
  readonly stake: Money;
  readonly odds: number;
  readonly potentialReturn: Money;
  readonly selections: readonly { readonly eventName: string; readonly outcomeName: string }[];
}

/**
 * The Bet Builder slip mode (spec 000 §2–§4): the event being built, the ticket the frame or a
 * calculate priced, stake, free bet, and placing state null/false → processing → completed.
 * Kept apart from the ordinary slip, whose selections survive a Bet Builder bet untouched.
 */
export interface BetBuilderState {
  readonly eventId: number | null;
  readonly eventName: string;
  /** The ticket id the frame last posted (spec 000 §7: the betslip uid from the frame message). */
  readonly ticketId: string | null;
  /**
   * The Popular Bet Builder the frame's picks were chosen as (spec 000 §3 slip state
   * `precannedId`), kept while the ticket is that combination; null for picks of the bettor's own.
   */
  readonly precannedId: string | null;
  readonly ticket: BetBuilderTicket | null;
  /** A live re-price whose odds the bettor has not taken yet (accept-odds 'higher' or 'none'). */
  readonly live: BetBuilderTicket | null;
  readonly stake: Money | null;
  readonly freebetId: string | null;
  readonly processingStatus: BetBuilderStatus;
  readonly receipt: BetBuilderReceipt | null;
  /** The last error code or message (BALANCE_INSUFFICIENT shows its banner, others 'Error: …'). */
  readonly error: string | null;
  /** A calculate (or ticket read) is on its way. */
  readonly calculating: boolean;
  /** The submit's answer was lost and the same request is being sent again until one comes. */
  readonly checking: boolean;
  /** The mobile floating slip shows the Bet Builder. */
  readonly visible: boolean;
  started(eventId: number, eventName: string): void;
  ticketPosted(eventId: number, ticketId: string, precannedId?: string | null): void;
  ticketPriced(ticket: BetBuilderTicket): void;
  /**
   * A live re-price of the same picks (5 s, or the event changed): taken at once with accept-odds
   * 'all', otherwise kept aside for the accept-changed-odds button (spec 000 §4).
   */
  livePriced(ticket: BetBuilderTicket, acceptOdds: AcceptOdds): void;
  /** The bettor takes the live price. */
  liveOddsAccepted(): void;
  calculatingSet(calculating: boolean): void;
  stakeSet(stake: Money | null): void;
  freebetChosen(freebetId: string | null): void;
  placingStarted(): void;
  /** The submit's answer was lost: the slip shows 'Checking your bet…'. */
  checkingStarted(): void;
  placingSucceeded(receipt: BetBuilderReceipt): void;
  errorSet(error: string | null): void;
  visibleSet(visible: boolean): void;
  /** Leaves Bet Builder mode (route change, the slip's close, a new bet after a receipt). */
  reset(): void;
}

const EMPTY = {
  eventId: null,
  eventName: '',
  ticketId: null,
  precannedId: null,
  ticket: null,
  live: null,
  stake: null,
  freebetId: null,
  processingStatus: false,
  receipt: null,
  error: null,
  calculating: false,
  checking: false,
  visible: false,
} as const;

/** Two tickets price the same picks. */
function samePicks(a: BetBuilderTicket, b: BetBuilderTicket): boolean {
  const ids = (ticket: BetBuilderTicket) => ticket.selections.map((line) => line.id).join(',');
  return ids(a) === ids(b);
}

export const useBetBuilderStore = create<BetBuilderState>()((set, get) => ({
  ...EMPTY,
  started(eventId, eventName) {
    // Another match starts a new builder; the same one keeps its ticket (the frame restores its picks).
    if (get().eventId !== eventId) set({ ...EMPTY, eventId, eventName });
    else set({ eventName });
  },
  ticketPosted(eventId, ticketId, precannedId = null) {
    const state = get();
    if (state.processingStatus === 'processing') return;
    if (state.eventId !== eventId) set({ ...EMPTY, eventId, ticketId, precannedId });
    else
      set({
        ticketId,
        precannedId,
        error: null,
        ...(state.processingStatus === 'completed' ? { processingStatus: false, receipt: null } : {}),
      });
  },
  ticketPriced(ticket) {
    // Another combination (a line removed in the slip) is no longer the popular one.
    const { ticketId, precannedId } = get();
    set({
      ticket,
      ticketId: ticket.id,
      precannedId: ticket.id === ticketId ? precannedId : null,
      live: null,
      error: null,
    });
  },
  livePriced(ticket, acceptOdds) {
    const { ticket: taken, processingStatus } = get();
    // Only a price of the very picks on screen, and never while a bet is being placed.
    if (!taken || processingStatus !== false || !samePicks(taken, ticket)) return;
    const move = betBuilderLiveOdds(taken.odds, ticket.odds, acceptOdds);
    if (move === 'take') set({ ticket, ticketId: ticket.id, live: null });
    else set({ live: move === 'offer' ? ticket : null });
  },
  liveOddsAccepted() {
    const { live } = get();
    if (live) set({ ticket: live, ticketId: live.id, live: null, error: null });
  },
  calculatingSet(calculating) {
    set({ calculating });
  },
  stakeSet(stake) {
    set({ stake });
  },
  freebetChosen(freebetId) {
    set({ freebetId });
  },
  placingStarted() {
    set({ processingStatus: 'processing', error: null, checking: false });
  },
  checkingStarted() {
    if (get().processingStatus === 'processing') set({ checking: true });
  },
  placingSucceeded(receipt) {
    set({ processingStatus: 'completed', receipt, error: null, checking: false });
  },
  errorSet(error) {
    set({ error, processingStatus: false, checking: false });
  },
  visibleSet(visible) {
    set({ visible });
  },
  reset() {
    set({ ...EMPTY });
  },
}));

/** True while the slip is in Bet Builder mode: a ticket (or a ticket id on its way) for an event. */
export const selectBetBuilderActive = (state: BetBuilderState): boolean =>
  state.eventId !== null && (state.ticketId !== null || state.ticket !== null);
