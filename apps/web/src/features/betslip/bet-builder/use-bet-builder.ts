import {
  betBuilderActiveFreebet,
  betBuilderDisabledReason,
  betBuilderFreebetOptions,
  betBuilderReturn,
  betBuilderWarning,
  toMoney,
} from '@sportsbook/betting';
import type { Freebet, FreebetOption, Money } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useAcceptOdds, useOddsFormat } from '../../../hooks/use-preferences';
import { refreshBalance } from '../../../lib/balance';
import { ApiError } from '../../../lib/http';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import type { BetBuilderTicket } from '../../../stores/bet-builder-store';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useFreebets } from '../hooks/use-freebets';
import { calculateBetBuilder, fetchBetBuilderTicket, submitBetBuilder } from './bet-builder-api';
import type { BetBuilderContext } from './bet-builder-api';
import { useBetBuilderLive } from './use-bet-builder-live';
import { ACTIVE_FREEBETS_KEY } from '../../../lib/active-freebets';

/** The one pricing request in flight: a new ticket read or calculate cancels it (spec 000 §4). */
let inflight: AbortController | null = null;

/** Runs one pricing request, cancelling the previous; its ticket lands in the store unless it was cancelled. */
async function price(request: (signal: AbortSignal) => Promise<BetBuilderTicket>): Promise<void> {
  inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  const store = useBetBuilderStore.getState();
  store.calculatingSet(true);
  try {
    const ticket = await request(controller.signal);
    if (!controller.signal.aborted) useBetBuilderStore.getState().ticketPriced(ticket);
  } catch (error) {
    if (controller.signal.aborted) return;
    useBetBuilderStore.getState().errorSet(error instanceof ApiError ? error.code : 'SERVER_ERROR');
  } finally {
    if (inflight === controller) {
      inflight = null;
      useBetBuilderStore.getState().calculatingSet(false);
    }
  }
}

function context(): BetBuilderContext {
  const { language, country, config } = useSiteStore.getState();
  return { lang: language, country, bookmaker: config.bookmaker };
}

/** Everything the Bet Builder slip shows and does. */
export interface BetBuilderView {
  readonly ticket: BetBuilderTicket | null;
  /** A live price the bettor has not taken yet: shown beside the taken one with the accept button. */
  readonly live: BetBuilderTicket | null;
  readonly warning: string | null;
  readonly disabledReason: 'NO_STAKE' | 'UNPRICED' | null;
  readonly freebetOptions: readonly FreebetOption[];
  readonly freebet: Freebet | null;
  readonly potentialReturn: Money;
  readonly currency: string;
  readonly locale: string;
  readonly loggedIn: boolean;
  readonly oddsFormat: ReturnType<typeof useOddsFormat>;
  /** Removes a line and prices the rest (a new calculate cancels the previous). */
  remove(lineId: string): void;
  place(): Promise<void>;
}

/**
 * The Bet Builder slip mode's behaviour (spec 000 §3–§5, §8): reads the ticket behind the id the
 * frame posted, recalculates when a line is removed, derives warnings, free bets (errors of
 * their fetch are swallowed here: no toast) and the Place Bet rule from the core, and places.
 */
export function useBetBuilder(): BetBuilderView {
  const state = useBetBuilderStore();
  const loggedIn = useSessionStore(selectLoggedIn);
  const sessionCurrency = useSessionStore((session) => session.currency);
  const siteCurrency = useSiteStore((site) => site.config.currency);
  const locale = useSiteStore((site) => site.language);
  const oddsFormat = useOddsFormat();
  const acceptOdds = useAcceptOdds();
  const freebets = useFreebets();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const { ticketId, ticket, eventId } = state;
  useBetBuilderLive(acceptOdds);

  useEffect(() => {
    if (ticketId === null || ticket?.id === ticketId) return;
    void price((signal) => fetchBetBuilderTicket(ticketId, context(), signal));
  }, [ticketId, ticket?.id]);

  const odds = ticket?.odds ?? 0;
  const count = ticket?.selections.length ?? 0;
  const freebetOptions = betBuilderFreebetOptions(odds, freebets);
  const freebet = betBuilderActiveFreebet(state.freebetId, odds, freebets);
  const stake = freebet ? freebet.amount_remaining : (state.stake ?? toMoney(0));
  const disabledReason =
    count < 2
      ? 'UNPRICED'
      : betBuilderDisabledReason({
          selectionCount: count,
          ticketOdds: odds,
          stake: state.stake ?? toMoney(0),
          freebetRemaining: freebet ? freebet.amount_remaining : null,
        });

  const remove = useCallback(
    (lineId: string) => {
      const current = useBetBuilderStore.getState();
      const rest = (current.ticket?.selections ?? []).map((line) => line.id).filter((id) => id !== lineId);
      if (rest.length === 0 || eventId === null) {
        inflight?.abort();
        current.reset();
        return;
      }
      void price((signal) => calculateBetBuilder(eventId, rest, context(), signal));
    },
    [eventId],
  );

  const place = useCallback(async () => {
    if (!loggedIn) {
      useAccountFrameStore.getState().openPage('/login', { returnPath: window.location.pathname });
      return;
    }
    const current = useBetBuilderStore.getState();
    if (disabledReason !== null || busy.current || !current.ticket || current.eventId === null) return;
    busy.current = true;
    current.placingStarted();
    try {
      const placed = await submitBetBuilder(
        {
          uuid: crypto.randomUUID(),
          eventId: current.eventId,
          ticket: current.ticket,
          stake,
          freebetId: freebet?.id ?? null,
          acceptOdds,
        },
        context(),
        { onChecking: () => useBetBuilderStore.getState().checkingStarted() },
      );
      if ('receipt' in placed) {
        useBetBuilderStore.getState().placingSucceeded(placed.receipt);
        await Promise.allSettled([
          refreshBalance(),
          queryClient.invalidateQueries({ queryKey: ACTIVE_FREEBETS_KEY }),
          queryClient.invalidateQueries({ queryKey: ['my-bets'] }),
        ]);
      } else {
        useBetBuilderStore.getState().errorSet(placed.error);
      }
    } catch (error) {
      useBetBuilderStore.getState().errorSet(error instanceof ApiError ? error.code : 'SERVER_ERROR');
    } finally {
      busy.current = false;
    }
  }, [loggedIn, disabledReason, stake, freebet, acceptOdds, queryClient]);

  return {
    ticket,
    live: state.live,
    warning: ticket ? betBuilderWarning(count, odds) : null,
    disabledReason,
    freebetOptions,
    freebet,
    potentialReturn: betBuilderReturn(stake, odds, freebet !== null),
    currency: sessionCurrency ?? siteCurrency,
    locale,
    loggedIn,
    oddsFormat,
    remove,
    place,
  };
}
