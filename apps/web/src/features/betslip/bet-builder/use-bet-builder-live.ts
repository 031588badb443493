import { SELECTION_REFRESH_MS } from '@sportsbook/betting';
import type { AcceptOdds } from '@sportsbook/betting';
import { eventChannel } from '@sportsbook/protocol';
import { useEffect } from 'react';
import { subscribeChannel } from '../../../lib/realtime';
import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import { useSiteStore } from '../../../stores/site-store';
import { calculateBetBuilder } from './bet-builder-api';
import type { BetBuilderContext } from './bet-builder-api';

/** The live re-price in flight: a newer one cancels it. */
let inflight: AbortController | null = null;

/** Prices the picks again, quietly: a failure keeps the price on screen until the next try. */
async function reprice(eventId: number, ids: readonly string[], context: BetBuilderContext, acceptOdds: AcceptOdds) {
  inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  try {
    // The same picks: still the Popular Bet Builder they were chosen as, if any.
    const { precannedId } = useBetBuilderStore.getState();
    const ticket = await calculateBetBuilder(eventId, ids, context, controller.signal, precannedId);
    if (!controller.signal.aborted) useBetBuilderStore.getState().livePriced(ticket, acceptOdds);
  } catch {
    // The next tick or event change tries again; the slip keeps the price it shows.
  } finally {
    if (inflight === controller) inflight = null;
  }
}

/**
 * Keeps the Bet Builder price live while its slip is on screen (spec 000 §4, §9): the picks are
 * priced again every 5 s and whenever the event's channel pushes a change (a goal, a market
 * suspended or re-priced). The new price goes through the accept-odds setting (`livePriced`);
 * nothing is re-priced while a bet is being placed or once it is placed.
 */
export function useBetBuilderLive(acceptOdds: AcceptOdds): void {
  const eventId = useBetBuilderStore((state) => state.eventId);
  const picks = useBetBuilderStore((state) => state.ticket?.selections.map((line) => line.id).join(',') ?? '');
  const idle = useBetBuilderStore((state) => state.processingStatus === false);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  useEffect(() => {
    if (eventId === null || picks === '' || !idle) return undefined;
    const ids = picks.split(',');
    const run = () => {
      const { language, country, config } = useSiteStore.getState();
      void reprice(eventId, ids, { lang: language, country, bookmaker: config.bookmaker }, acceptOdds);
    };
    const timer = window.setInterval(run, SELECTION_REFRESH_MS);
    const unsubscribe = subscribeChannel(eventChannel(bookmaker, eventId), run);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
      inflight?.abort();
    };
  }, [eventId, picks, idle, bookmaker, acceptOdds]);
}
