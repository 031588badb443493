import { ACCEPT_ODDS_WIRE, toMoney } from '@sportsbook/betting';
import type { AcceptOdds, CountryCode, Language, Money } from '@sportsbook/betting';
import { builderSubmitResponseSchema, builderTicketResponseSchema } from '@sportsbook/protocol';
import type { BuilderTicket } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';
import { untilAnswered } from '../../../lib/until-answered';
import type { ResolveOptions } from '../../../lib/until-answered';
import type { BetBuilderReceipt, BetBuilderTicket } from '../../../stores/bet-builder-store';

/** A wire ticket as the slip keeps it. */
export function toTicket(wire: BuilderTicket): BetBuilderTicket {
  return {
    id: wire.id,
    name: wire.name,
    odds: wire.odds,
    displayOdds: wire.display_odds ?? {},
    selections: wire.selections.map((line) => ({
      id: String(line.id),
      description: line.description,
      descriptionTranslated: line.description_translated || null,
      error: line.error === false ? null : line.error,
    })),
  };
}

/** Where a Bet Builder call is made from: the site's language and country. */
export interface BetBuilderContext {
  readonly lang: Language;
  readonly country: CountryCode;
  readonly bookmaker: string;
}

/** `GET /v1/betbuilder/ticket`: the ticket behind the id the frame posted (spec 000 §7). */
export async function fetchBetBuilderTicket(id: string, context: BetBuilderContext, signal?: AbortSignal) {
  const { bookmaker, lang } = context;
  const answer = await sportsRequest('/v1/betbuilder/ticket', {
    schema: builderTicketResponseSchema,
    query: { id, bookmaker, lang },
    ...(signal ? { signal } : {}),
  });
  return toTicket(answer.ticket);
}

/**
 * `POST /v1/betbuilder/calculate`: prices the picks together; the caller cancels a previous one by
 * `signal`. `precannedId` names the Popular Bet Builder the picks still are, if any.
 */
export async function calculateBetBuilder(
  eventId: number,
  outcomeIds: readonly string[],
  context: BetBuilderContext,
  signal?: AbortSignal,
  precannedId: string | null = null,
) {
  const answer = await sportsRequest('/v1/betbuilder/calculate', {
    schema: builderTicketResponseSchema,
    body: {
      event_id: eventId,
      selections: outcomeIds.map((id) => ({ outcome_id: Number(id) })),
      precanned_id: precannedId,
      bookmaker: context.bookmaker,
      lang: context.lang,
      country: context.country.toLowerCase(),
    },
    ...(signal ? { signal } : {}),
  });
  return toTicket(answer.ticket);
}

/** What placing needs beyond the ticket. */
export interface BetBuilderSubmit {
  readonly uuid: string;
  readonly eventId: number;
  readonly ticket: BetBuilderTicket;
  readonly stake: Money;
  readonly freebetId: string | null;
  readonly acceptOdds: AcceptOdds;
}

/** How placing ended: the receipt, or the error to show (a code, or the server's message). */
export type BetBuilderPlaced = { readonly receipt: BetBuilderReceipt } | { readonly error: string };

/**
 * `POST /v1/betbuilder/submit` (spec 000 §4, §7): status 1 gives the receipt; a refusal gives
 * its code (BALANCE_INSUFFICIENT has its own banner; the others read 'Error: {message}'). A lost
 * answer is learnt by sending the same request again (decision 077), `onChecking` told meanwhile.
 */
export async function submitBetBuilder(
  input: BetBuilderSubmit,
  context: BetBuilderContext,
  options: ResolveOptions = {},
): Promise<BetBuilderPlaced> {
  // The same body under the same uuid until an answer comes: a lost answer never places it twice.
  const send = () =>
    sportsRequest('/v1/betbuilder/submit', {
      schema: builderSubmitResponseSchema,
      body: {
        uuid: input.uuid,
        event_id: input.eventId,
        selections: input.ticket.selections.map((line) => ({ outcome_id: Number(line.id) })),
        stake: input.stake,
        current_odds: input.ticket.odds,
        accept_odds: ACCEPT_ODDS_WIRE[input.acceptOdds],
        freebet: input.freebetId === null ? null : { id: input.freebetId },
        bookmaker: context.bookmaker,
        lang: context.lang,
        country: context.country.toLowerCase(),
      },
    });
  const answer = await untilAnswered(send, options);
  if (answer.status === 1) {
    const { receipt } = answer;
    return {
      receipt: {
        uuid: receipt.uuid,
        betId: String(receipt.bet_id),
        stake: toMoney(receipt.stake),
        odds: receipt.odds,
        potentialReturn: toMoney(receipt.potential_return),
        selections: receipt.selections.map((leg) => ({ eventName: leg.event_name, outcomeName: leg.outcome_name })),
      },
    };
  }
  return { error: answer.message };
}
