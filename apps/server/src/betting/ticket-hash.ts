import { createHash } from 'node:crypto';
import type { Ticket } from '@sportsbook/protocol';

/**
 * The parts of a ticket that decide what is bet and what it costs, in a fixed order: the shape,
 * the stake, the free bet and every leg's ids and price. Names, translations, statuses and the
 * priced return are left out: they are display, recomputed by the server, and a client may
 * resend them changed (a translated name) without it being another bet.
 */
function canonicalTicket(ticket: Ticket): unknown[] {
  return [
    ticket.bet_type,
    ticket.system_type,
    ticket.each_way,
    ticket.stake,
    ticket.bets,
    ticket.total_stake,
    ticket.freebet_id,
    ticket.selections.map((leg) => [leg.event_id, leg.market_id, leg.outcome_id, leg.odds, leg.is_starting_price]),
  ];
}

/**
 * The sha256 of a ticket's canonical body (hex): what the uuid, the idempotency key of submit,
 * is bound to. The same uuid with another hash is IDEMPOTENCY_KEY_REUSED (docs/api.md "Bet slip").
 * @example hashTicket(ticket) === hashTicket({ ...ticket, status: 'PROCESSED' }) // true
 */
export function hashTicket(ticket: Ticket): string {
  return createHash('sha256')
    .update(JSON.stringify(canonicalTicket(ticket)))
    .digest('hex');
}
