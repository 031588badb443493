import { toMoney } from '@sportsbook/betting';
import type { Money, SlipTicket } from '@sportsbook/betting';
import type { Ticket } from '@sportsbook/protocol';
import { useSlipStore } from '../../../stores/slip-store';
import type { TicketSummary } from '../../../stores/slip-store';
import { forgetUnresolved } from '../lib/unresolved-tickets';
import { submitTicket } from './submit-ticket';
import type { SubmitContext } from './submit-ticket';

/** A calculated ticket as the slip's results list it, pending. */
export function toSlipTicket(ticket: Ticket): SlipTicket {
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

/** What the results show of a ticket beyond its status. */
export function summaryOf(ticket: Ticket): TicketSummary {
  return {
    betType: ticket.bet_type,
    systemType: ticket.system_type,
    eachWay: ticket.each_way,
    totalStake: toMoney(ticket.total_stake),
    tax: toMoney(ticket.tax),
    boost: toMoney(ticket.combo_boost ?? 0),
    startingPrice: ticket.selections.some((leg) => leg.is_starting_price),
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

/**
 * Submits one ticket until its answer is known (a lost answer is learnt by sending this same
 * ticket again, 'Checking your bet…' meanwhile), puts the answer into the slip and forgets the
 * ticket kept for a reload (decision 077).
 */
export async function placeTicket(ticket: Ticket, context: SubmitContext): Promise<void> {
  const resolution = await submitTicket(ticket, context, {
    onChecking: () => useSlipStore.getState().markChecking(ticket.uuid),
  });
  const { offeredOdds, tax, boost, ...resolved } = resolution;
  if (offeredOdds) useSlipStore.getState().offerOdds(ticket.uuid, offeredOdds);
  if (tax !== undefined) recordAccepted(ticket.uuid, tax, boost);
  useSlipStore.getState().dispatch({ type: 'ticketResolved', uuid: ticket.uuid, ...resolved });
  forgetUnresolved(ticket.uuid);
}
