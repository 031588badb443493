import type {
  CashoutOffer,
  CashoutResponse,
  CashoutsResponse,
  CashoutUnavailableReason,
  MyBetsQuery,
  MyBetsResponse,
} from '@sportsbook/protocol';
import type { SportsPlayer } from '../accounts/index';
import { builderCashoutOffer, selectBuilderOdds } from '../betbuilder/index';
import type { BuilderFeedSeed } from '../betbuilder/index';
import type { BetLegRow, BetRow } from '../betting/index';
import type { Bus } from '../realtime/index';
import { DEFAULT_IN_PLAY_DELAY_MS, DEFAULT_MAX_PAYOUT } from '../betting/index';
import type { Database, DatabaseHandle, Transaction } from '../storage/index';
import { postEntry } from '../wallet/index';
import { publishCashout } from '../wallet/index';
import type { PlayerEventErrorReporter } from '../wallet/index';
import { createWallet } from '../wallet/index';
import {
  findBet,
  lockBet,
  markCashedOut,
  selectBetPage,
  selectLegs,
  selectLiveOutcomes,
  selectRecentCashouts,
} from '../betting/index';
import type { LiveOutcome } from '../betting/index';
import { DEFAULT_CASHOUT_MARGIN_BP, hasLiveLeg, quoteCashout } from './cashout-quote';
import { toQuoteLeg, toWireBet } from './wire';
import { publishInboxCount } from '../inbox/index';
import type { BetNotifier } from '../push/index';
import { refusal } from '../http/index';

/** How long a processed cash out is reported by the poll: 10 minutes. */
export const DEFAULT_CASHOUT_NOTICE_WINDOW_MS = 10 * 60_000;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Options of `createMyBetsService`. */
export interface MyBetsServiceOptions {
  readonly handle: DatabaseHandle;
  /** The cash-out margin in basis points (default 500 = 5 %). */
  readonly marginBasisPoints?: number;
  /** How long `GET /v1/bets/cashouts` keeps reporting a cash out (default 10 minutes). */
  readonly noticeWindowMs?: number;
  /** Where `cashout` and the new balance are published for the player, after commit (none without). */
  readonly bus?: Bus;
  /** Told about a player event that could not be published; the cash out stands. */
  readonly onEventError?: PlayerEventErrorReporter;
  /**
   * How long a cash out with a leg in play waits before it is re-quoted, ms (default: bet
   * acceptance's BET_IN_PLAY_DELAY_MS default, 3 s); server.ts passes the configured value.
   */
  readonly inPlayDelayMs?: number;
  /** Waits the in-play delay (tests pass a fake that moves prices meanwhile). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The payout cap settlement applies (`BET_MAX_PAYOUT`, default DEFAULT_MAX_PAYOUT): a bet paid it was capped. */
  readonly maxPayout?: number;
  /**
   * This instance's FEED_SEED (decision 089), to quote a Bet Builder from its match's replayed
   * future; without it a Bet Builder is offered no cash out (server.ts always passes it).
   */
  readonly feedSeed?: BuilderFeedSeed;
  /** Sends the cash out's Inbox message to the player's subscribed devices (web push), after its commit. */
  readonly notify?: BetNotifier;
  /**
   * Cash out on offer (default on). Off (`OPERATOR_CONFIG.disable_cashout`, decision 115), every
   * open bet is offered none (reason `disabled`) and a cash out is refused before it reads a bet.
   */
  readonly cashoutEnabled?: boolean;
}

/** My Bets and cash out, for the logged-in player. */
export interface MyBetsService {
  listBets(player: SportsPlayer, query: MyBetsQuery): Promise<MyBetsResponse>;
  cashout(player: SportsPlayer, betId: number, quote: number): Promise<CashoutResponse>;
  recentCashouts(player: SportsPlayer): Promise<CashoutsResponse>;
}

const UNAVAILABLE_MESSAGES: Readonly<Record<CashoutUnavailableReason, string>> = {
  not_found: 'This bet was not found.',
  settled: 'This bet has already been settled.',
  freebet: 'Cash out is not available on free bets.',
  bet_type: 'Cash out is not available for this type of bet.',
  starting_price: 'Cash out is not available on starting-price bets.',
  suspended: 'Cash out is suspended while a market of this bet is suspended.',
  unpriced: 'Cash out is not available while a selection of this bet has no price.',
  leg_lost: 'Cash out is not available: a selection of this bet has lost.',
  no_value: 'This bet has no cash-out value.',
  disabled: 'Cash out is not offered on this site.',
};

/** The offer of every open bet while the operator has cash out off. */
const CASHOUT_OFF: CashoutOffer = { available: false, reason: 'disabled' };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function quoteChanged(quote: number, previous: number): CashoutResponse {
  return refusal('CASHOUT_QUOTE_CHANGED', { message: 'The cash-out value has changed.', quote, previous });
}

function unavailableRefusal(reason: CashoutUnavailableReason): CashoutResponse {
  return refusal('CASHOUT_UNAVAILABLE', { message: UNAVAILABLE_MESSAGES[reason], reason });
}

/** Start of the day for a date-only bound, else the instant. */
function lowerBound(text: string): Date {
  return new Date(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
}

/** Exclusive end: the next day for a date-only bound (the whole day counts), else just after the instant. */
function upperBound(text: string): Date {
  return DATE_ONLY.test(text) ? new Date(Date.parse(`${text}T00:00:00.000Z`) + DAY_MS) : new Date(Date.parse(text) + 1);
}

function groupLegs(legs: readonly BetLegRow[]): Map<number, BetLegRow[]> {
  const byBet = new Map<number, BetLegRow[]>();
  for (const leg of legs) {
    const list = byBet.get(leg.betId);
    if (list) list.push(leg);
    else byBet.set(leg.betId, [leg]);
  }
  return byBet;
}

/** My Bets over the bets and catalogue tables; cash outs credit the ledger in the bet's transaction. */
export function createMyBetsService(options: MyBetsServiceOptions): MyBetsService {
  const { handle } = options;
  const feedSeed = options.feedSeed ?? null;
  const wallet = createWallet(handle);
  const margin = options.marginBasisPoints ?? DEFAULT_CASHOUT_MARGIN_BP;
  const noticeWindowMs = options.noticeWindowMs ?? DEFAULT_CASHOUT_NOTICE_WINDOW_MS;
  const maxPayout = options.maxPayout ?? DEFAULT_MAX_PAYOUT;
  if (!Number.isInteger(margin) || margin < 0 || margin >= 10_000) {
    throw new RangeError(`The cash-out margin must be whole basis points from 0 to 9999, got ${margin}.`);
  }

  const inPlayDelayMs = options.inPlayDelayMs ?? DEFAULT_IN_PLAY_DELAY_MS;
  const sleep = options.sleep ?? realSleep;
  const cashoutEnabled = options.cashoutEnabled ?? true;

  const offerOf = (bet: BetRow, legs: readonly BetLegRow[], live: ReadonlyMap<number, LiveOutcome>): CashoutOffer =>
    quoteCashout(
      bet,
      legs.map((leg) => toQuoteLeg(leg, live)),
      margin,
    );

  /** A bet's offer from prices as they are now, and whether an undecided leg is in play. */
  async function quoteNow(db: Database | Transaction, bet: BetRow): Promise<{ offer: CashoutOffer; live: boolean }> {
    const legs = await selectLegs(db, [bet.id]);
    // A Bet Builder is quoted from the live joint price of its undecided legs (decision 034).
    if (bet.betType === 'betbuilder') return builderCashoutOffer(db, bet, legs, margin, feedSeed);
    const live = await selectLiveOutcomes(
      db,
      legs.map((leg) => leg.outcomeId),
    );
    const quoteLegs = legs.map((leg) => toQuoteLeg(leg, live));
    return {
      offer: quoteCashout(bet, quoteLegs, margin),
      live: hasLiveLeg(quoteLegs),
    };
  }

  /**
   * The in-play wait of a cash out, as bet acceptance waits: a quote taken on
   * a leg in play is re-quoted after BET_IN_PLAY_DELAY_MS, so a bettor who sees a goal first
   * cannot cash out at the price before it. Answers a refusal, 'waited', or 'no-wait' (nothing
   * in play: the locked re-quote must then match exactly, as before).
   */
  async function waitIfLive(player: SportsPlayer, betId: number, quote: number) {
    if (inPlayDelayMs <= 0) return 'no-wait' as const;
    const bet = await findBet(handle.db, betId, player.id);
    if (!bet) return unavailableRefusal('not_found');
    const { offer, live } = await quoteNow(handle.db, bet);
    if (!offer.available) return unavailableRefusal(offer.reason);
    if (offer.quote !== quote) return quoteChanged(offer.quote, quote);
    if (!live) return 'no-wait' as const;
    await sleep(inPlayDelayMs);
    return 'waited' as const;
  }

  return {
    async listBets(player, query) {
      const rows = await selectBetPage(handle.db, player.id, {
        status: query.status,
        ...(query.from ? { from: lowerBound(query.from) } : {}),
        ...(query.to ? { before: upperBound(query.to) } : {}),
        limit: query.limit + 1,
        ...(query.cursor !== undefined ? { afterBetId: query.cursor } : {}),
      });
      const page = rows.slice(0, query.limit);
      const legsByBet = groupLegs(
        await selectLegs(
          handle.db,
          page.map((bet) => bet.id),
        ),
      );
      const openLegs = page.filter((bet) => bet.status === 'open').flatMap((bet) => legsByBet.get(bet.id) ?? []);
      const live = await selectLiveOutcomes(
        handle.db,
        openLegs.map((leg) => leg.outcomeId),
      );
      const last = page.at(-1);
      const builderOffers = new Map<number, CashoutOffer>();
      for (const bet of page) {
        if (!cashoutEnabled || bet.betType !== 'betbuilder' || bet.status !== 'open') continue;
        builderOffers.set(
          bet.id,
          (await builderCashoutOffer(handle.db, bet, legsByBet.get(bet.id) ?? [], margin, feedSeed)).offer,
        );
      }
      const builderOdds = await selectBuilderOdds(
        handle.db,
        page.filter((bet) => bet.betType === 'betbuilder').map((bet) => bet.id),
      );
      return {
        status: 1,
        bets: page.map((bet) => {
          const legs = legsByBet.get(bet.id) ?? [];
          const open = cashoutEnabled ? (builderOffers.get(bet.id) ?? offerOf(bet, legs, live)) : CASHOUT_OFF;
          const offer = bet.status === 'open' ? open : null;
          const wire = toWireBet(bet, legs, live, offer, maxPayout);
          const odds = builderOdds.get(bet.id);
          return odds === undefined ? wire : { ...wire, odds };
        }),
        next_cursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    async cashout(player, betId, quote) {
      // Refused before any read or lock: nothing is written and the bet stays as it was.
      if (!cashoutEnabled) return unavailableRefusal('disabled');
      const wait = await waitIfLive(player, betId, quote);
      if (typeof wait !== 'string') return wait;
      const answer = await handle.transaction(async (tx): Promise<CashoutResponse> => {
        const bet = await lockBet(tx, betId, player.id);
        if (!bet) return unavailableRefusal('not_found');
        const { offer } = await quoteNow(tx, bet);
        if (!offer.available) return unavailableRefusal(offer.reason);
        // After the in-play wait a fall refuses and anything else pays the quote the bettor
        // accepted (decision 030): never more than asked, never less than agreed.
        const refused = wait === 'waited' ? offer.quote < quote : offer.quote !== quote;
        if (refused) return quoteChanged(offer.quote, quote);
        const payout = wait === 'waited' ? quote : offer.quote;
        const settledAt = await markCashedOut(tx, bet.id, payout);
        if (!settledAt) return unavailableRefusal('settled');
        await postEntry(tx, {
          playerId: player.id,
          kind: 'cash_out',
          amount: payout,
          reference: `cashout:${bet.id}`,
        });
        return { status: 1, bet_id: bet.id, payout, settled_at: settledAt.toISOString() };
      });
      if (options.bus && answer.status === 1) {
        const cashout = { betId: answer.bet_id, payout: answer.payout };
        await publishCashout(options.bus, wallet, player.id, cashout, options.onEventError);
        await publishInboxCount(options.bus, handle.db, player.id, options.onEventError);
      }
      if (answer.status === 1) options.notify?.(player.id, 'cash_out', answer.bet_id);
      return answer;
    },

    async recentCashouts(player) {
      const ids = await selectRecentCashouts(handle.db, player.id, noticeWindowMs);
      return { cashouts: ids.map((id) => ({ bet_id: id })) };
    },
  };
}
