import { currentStake, toMoney } from '@sportsbook/betting';
import type { Money, SlipState } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { refreshBalance } from '../../../lib/balance';
import { ApiError } from '../../../lib/http';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import { buildCalculateBody, calculateSlip, isCancelled } from '../api/calculate-slip';
import { placeTicket, summaryOf, toSlipTicket } from '../api/place-ticket';
import { errorMetaPairs, withTakenOdds } from '../api/submit-ticket';
import { rememberUnresolved } from '../lib/unresolved-tickets';
import type { SlipView } from './use-slip-view';
import { ACTIVE_FREEBETS_KEY } from '../../../lib/active-freebets';

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
      // Kept until answered, so a reload resumes them instead of letting the slip place them anew.
      const context = { acceptOdds: view.acceptOdds, lang: language, country };
      const toSend = answer.tickets
        .filter((candidate) => candidate.status === '')
        .map((ticket) => withTakenOdds(ticket, slip.selections));
      rememberUnresolved(toSend.map((ticket) => ({ ticket, context, summary: summaryOf(ticket) })));
      for (const ticket of toSend) await placeTicket(ticket, context);
    } catch (error) {
      // A newer calculation replaced this one: it answers for the slip, this one says nothing.
      if (isCancelled(error)) return;
      dispatch({ type: 'placingFailed', error: error instanceof ApiError ? error.code : 'SERVER_ERROR' });
    } finally {
      busy.current = false;
      setCalculating(false);
      if (placed) {
        await Promise.allSettled([refreshBalance(), queryClient.invalidateQueries({ queryKey: ACTIVE_FREEBETS_KEY })]);
      }
    }
  }, [view, queryClient]);

  return { place, calculating };
}
