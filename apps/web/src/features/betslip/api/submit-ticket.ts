import { ACCEPT_ODDS_WIRE, TICKET_PROCESSED, toMoney } from '@sportsbook/betting';
import type { AcceptOdds, CountryCode, Language, Money, SlipSelection } from '@sportsbook/betting';
import { submitResponseSchema } from '@sportsbook/protocol';
import type { CountryCode as WireCountry, Ticket } from '@sportsbook/protocol';
import { ApiError } from '../../../lib/http';
import { sportsRequest } from '../../../lib/sports-api';
import { untilAnswered } from '../../../lib/until-answered';
import type { ResolveOptions } from '../../../lib/until-answered';

/** How one ticket ended: the fields of the core's `ticketResolved` action. */
export interface TicketResolution {
  readonly status: string;
  readonly error: boolean;
  readonly errorMeta: Readonly<Record<string, string>>;
  readonly betId: string | null;
  readonly potentialReturn?: Money;
  /** The accepted bet's tax and combo boost (receipt). */
  readonly tax?: Money;
  readonly boost?: Money;
  readonly message: string | null;
  /** The new prices of an ODDS_CHANGED refusal, by outcome id. */
  readonly offeredOdds?: Readonly<Record<string, number>>;
}

/** What submit needs beyond the ticket. */
export interface SubmitContext {
  readonly acceptOdds: AcceptOdds;
  readonly lang: Language;
  readonly country: CountryCode;
}

/** A refusal's details as the key/value pairs shown under the ticket (spec 000 §8). */
export function errorMetaPairs(meta: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta ?? {})) {
    if (value === null || value === undefined) continue;
    pairs[key] =
      typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>)
            .map(([inner, innerValue]) => `${inner}: ${String(innerValue)}`)
            .join(', ')
        : String(value);
  }
  return pairs;
}

/** The `odds` of an ODDS_CHANGED refusal (`{ "<outcome id>": <new odds> }`), when readable. */
function offeredOddsOf(value: unknown): Record<string, number> | null {
  if (!value || typeof value !== 'object') return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * The ticket as submitted: calculate priced it at the book's current odds, but the bettor took
 * the slip's odds, so those go back and the server judges any move by the accept-odds setting
 * (decision 023). Starting-price legs keep the calculated quote.
 */
export function withTakenOdds(ticket: Ticket, selections: readonly SlipSelection[]): Ticket {
  const taken = new Map(selections.map((selection) => [selection.outcomeId, selection]));
  return {
    ...ticket,
    selections: ticket.selections.map((leg) => {
      const selection = taken.get(leg.outcome_id);
      return selection && !leg.is_starting_price ? { ...leg, odds: selection.odds } : leg;
    }),
  };
}

/**
 * Submits one ticket (`POST /v1/betslip/submit`) and says how it ended (spec 000 §4): PROCESSED
 * on success, else the server's code. An answer lost on the way (time-out, dropped connection,
 * gateway) leaves the bet unknown, so the very same ticket, uuid and all, is sent again until an
 * answer comes: the uuid is the idempotency key, so a bet already placed answers its first
 * answer and is never placed twice (docs/api.md "Bet slip", decision 077).
 */
export async function submitTicket(
  ticket: Ticket,
  context: SubmitContext,
  options: ResolveOptions = {},
): Promise<TicketResolution> {
  try {
    const send = () =>
      sportsRequest('/v1/betslip/submit', {
        schema: submitResponseSchema,
        body: {
          ticket,
          accept_odds: ACCEPT_ODDS_WIRE[context.acceptOdds],
          lang: context.lang,
          country: context.country.toLowerCase() as WireCountry,
        },
      });
    const answer = await untilAnswered(send, options);
    if (answer.status === 1) {
      return {
        status: TICKET_PROCESSED,
        error: false,
        errorMeta: {},
        betId: String(answer.bet.id),
        potentialReturn: toMoney(answer.bet.potential_return),
        tax: toMoney(answer.bet.tax),
        boost: toMoney(answer.bet.combo_boost ?? 0),
        message: null,
      };
    }
    const meta = answer.meta?.error;
    const offered = answer.message === 'ODDS_CHANGED' ? offeredOddsOf(meta?.odds) : null;
    return {
      status: answer.message,
      error: true,
      errorMeta: errorMetaPairs(meta),
      betId: null,
      message: typeof meta?.message === 'string' ? meta.message : null,
      ...(offered ? { offeredOdds: offered } : {}),
    };
  } catch (error) {
    if (error instanceof ApiError) {
      const meta = (error.meta as { error?: Record<string, unknown> } | null)?.error;
      return { status: error.code, error: true, errorMeta: errorMetaPairs(meta), betId: null, message: null };
    }
    return { status: 'SERVER_ERROR', error: true, errorMeta: {}, betId: null, message: null };
  }
}
