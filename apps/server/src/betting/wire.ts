import { ERROR_MESSAGES } from '@sportsbook/betting';
import type { ErrorCode } from '@sportsbook/betting';
import type { Ticket, TicketSelection } from '@sportsbook/protocol';
import type { PricedLeg, PricedTicket } from './price-ticket';
import type { Refusal } from './ticket-checks';
import { refusal } from '../http/index';

/** A business refusal on the wire (docs/api.md conventions): HTTP 200 unless malformed input. */
export interface RefusalBody {
  readonly status: 0;
  readonly message: ErrorCode;
  readonly meta: { readonly error: Readonly<Record<string, unknown>> };
}

/** `{ status: 0, message: CODE, meta: { error: { message, ...details } } }` with the bettor's text. */
export function refusalBody(code: ErrorCode, details: Readonly<Record<string, unknown>> = {}): RefusalBody {
  return refusal(code, { message: ERROR_MESSAGES[code], ...details });
}

/** The refusal of a priced ticket. */
export function toRefusalBody(refusal: Refusal): RefusalBody {
  return refusalBody(refusal.code, refusal.meta);
}

const positiveOrNull = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isInteger(value) && value > 0 ? value : null;

function toWireSelection(leg: PricedLeg): TicketSelection {
  const { request, current } = leg;
  return {
    event_id: request.eventId,
    market_id: request.marketId,
    outcome_id: request.outcomeId,
    odds: leg.odds,
    outcome_name: current?.outcomeName ?? '',
    event_name: current?.eventName ?? '',
    market_name: current?.marketName ?? '',
    translations: {},
    ew_price: positiveOrNull(current?.ewPrice),
    ew_place: positiveOrNull(current?.ewPlace),
    is_starting_price: current ? leg.startingPrice : request.startingPrice,
  };
}

/** A priced ticket as calculate answers it (docs/api.md Ticket), names frozen from the catalogue. */
export function toWireTicket(ticket: PricedTicket, uuid: string): Ticket {
  const { request, refusal } = ticket;
  return {
    uuid,
    status: refusal ? refusal.code : '',
    error: refusal !== null,
    error_meta: refusal ? { message: ERROR_MESSAGES[refusal.code], ...refusal.meta } : {},
    bet_type: request.betType,
    system_type: request.betType === 'system' ? request.systemType : null,
    each_way: request.eachWay,
    stake: request.stake,
    bets: ticket.bets,
    total_stake: ticket.totalStake,
    potential_return: ticket.potentialReturn,
    tax: ticket.tax,
    combo_boost: ticket.boost,
    freebet_id: request.freebet?.id ?? null,
    selections: ticket.legs.map(toWireSelection),
  };
}
