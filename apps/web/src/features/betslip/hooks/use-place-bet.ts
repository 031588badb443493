import { currentStake, toMoney } from '@sportsbook/betting';
import type { Money, SlipState, SlipTicket } from '@sportsbook/betting';
import type { Ticket } from '@sportsbook/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { refreshBalance } from '../../../lib/balance';
import { ApiError } from '../../../lib/http';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import type { TicketSummary } from '../../../stores/slip-store';
import { buildCalculateBody, calculateSlip, isCancelled } from '../api/calculate-slip';
import { errorMetaPairs, submitTicket, withTakenOdds } from '../api/submit-ticket';
import type { SlipView } from './use-slip-view';

function toSlipTicket(ticket: Ticket): SlipTicket {
  return {
    uuid: ticket.uuid,
    status: '',
    error: false,
    errorMeta: {},
    betType: ticket.bet_type,
    totalStake: toMoney(ticket.total_stake),
    potentialReturn: toMoney(ticket.potential_return),
    betId: null,
    message: null,
  };
}

function summaryOf(ticket: Ticket): TicketSummary {
  return {
    betType: ticket.bet_type,
    systemType: ticket.system_type,
    eachWay: ticket.each_way,
    totalStake: toMoney(ticket.total_stake),
    tax: toMoney(ticket.tax),
    boost: toMoney(ticket.combo_boost ?? 0),
    legs: ticket.selections.map((leg) => ({
      outcomeId: leg.outcome_id,
      outcomeName: leg.outcome_name,
      eventName: leg.event_name,
      odds: leg.odds,
    })),
  };
}

/** The receipt shows what the server accepted: its tax and combo boost replace calculate's. */
function recordAccepted(uuid: string, tax: Money, boost: Money | undefined): void {
  const { ticketSummaries, setTicketSummaries } = useSlipStore.getState();
  const summary = ticketSummaries[uuid];
  if (summary) setTicketSummaries({ ...ticketSummaries, [uuid]: { ...summary, tax, boost: boost ?? summary.boost } });
}

/** The stake remembered as "last used" (spec 000 §3): the bet type's stake, else a single's. */
function stakeUsed(slip: SlipState): Money | null {
  const stake = currentStake(slip);
  if (stake !== null && stake > 0) return stake;
  const singles = Object.values(slip.stakes).filter((value) => value > 0);
  return singles.length > 0 ? toMoney(Math.max(...singles)) : null;
}

/**
 * Placing (spec 000 §4, §7): a guest is sent to login and keeps the slip; otherwise calculate,
 * then submit each ticket in turn (its uuid is the idempotency key), every answer going into
 * the slip through the core's actions, then the balance and free bets are refreshed.
 */
export function usePlaceBet(view: SlipView): { readonly place: () => Promise<void>; readonly calculating: boolean } {
  const [calculating, setCalculating] = useState(false);
  const busy = useRef(false);
  const queryClient = useQueryClient();

  const place = useCallback(async () => {
    if (!view.loggedIn) {
      useAccountFrameStore.getState().openPage('/login', { returnPath: window.location.pathname });
      return;
    }
    if (view.disabledReason !== null || busy.current) return;
    busy.current = true;
    setCalculating(true);
    const { dispatch, setTicketSummaries } = useSlipStore.getState();
    const { language, country } = useSiteStore.getState();
    const slip = view.slip;
    let placed = false;
    try {
      const body = buildCalculateBody(slip, {
        freebets: view.freebets,
        comboBoost: view.comboBoost,
        acceptOdds: view.acceptOdds,
        lang: language,
      });
      const answer = await calculateSlip(body);
      if (answer.status === 0) {
        dispatch({ type: 'placingFailed', error: answer.message });
        return;
      }
      setTicketSummaries(Object.fromEntries(answer.tickets.map((ticket) => [ticket.uuid, summaryOf(ticket)])));
      dispatch({ type: 'placingStarted', tickets: answer.tickets.map(toSlipTicket), stake: stakeUsed(slip) });
      setCalculating(false);
      placed = true;
      // A ticket calculate already refused keeps its code; the others are submitted one by one.
      for (const ticket of answer.tickets.filter((candidate) => candidate.status !== '')) {
        dispatch({
          type: 'ticketResolved',
          uuid: ticket.uuid,
          status: ticket.status,
          error: true,
          errorMeta: errorMetaPairs(ticket.error_meta),
        });
      }
      for (const ticket of answer.tickets.filter((candidate) => candidate.status === '')) {
        const resolution = await submitTicket(withTakenOdds(ticket, slip.selections), {
          acceptOdds: view.acceptOdds,
          lang: language,
          country,
        });
        const { offeredOdds, tax, boost, ...resolved } = resolution;
        if (offeredOdds) useSlipStore.getState().offerOdds(ticket.uuid, offeredOdds);
        if (tax !== undefined) recordAccepted(ticket.uuid, tax, boost);
        dispatch({ type: 'ticketResolved', uuid: ticket.uuid, ...resolved });
      }
    } catch (error) {
      // A newer calculation replaced this one: it answers for the slip, this one says nothing.
      if (isCancelled(error)) return;
      dispatch({ type: 'placingFailed', error: error instanceof ApiError ? error.code : 'SERVER_ERROR' });
    } finally {
      busy.current = false;
      setCalculating(false);
      if (placed) {
        await Promise.allSettled([
          refreshBalance(),
          queryClient.invalidateQueries({ queryKey: ['betslip', 'freebets'] }),
        ]);
      }
    }
  }, [view, queryClient]);

  return { place, calculating };
}
