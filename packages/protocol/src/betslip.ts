import { z } from 'zod/mini';
import { MAX_SELECTIONS } from '@sportsbook/betting';
import {
  countryCodeSchema,
  idSchema,
  langSchema,
  minorUnitsSchema,
  oddsSchema,
  successSchema,
  withRefusal,
} from './common';
import { acceptOddsSchema, betTypeSchema, freeBetIdSchema, systemTypeSchema } from './bet-types';
import { SELECTIONS_PARSE_LIMIT, ticketSchema } from './ticket';

/** The most selections a slip may hold (the core's MAX_SELECTIONS, the system hard cap). */
export const MAX_SLIP_SELECTIONS = MAX_SELECTIONS;

/** A slip line as sent to calculate; `outcome_list` holds the ordered outcome ids of a forecast or tricast. */
export const slipSelectionSchema = z.object({
  event_id: idSchema,
  market_id: idSchema,
  outcome_id: idSchema,
  outcome_list: z.array(idSchema),
  odds: oddsSchema,
  type: z.string(),
  each_way: z.boolean(),
  is_starting_price: z.boolean(),
  stake: minorUnitsSchema,
});
/** One slip line in a calculate request. */
export type SlipSelection = z.infer<typeof slipSelectionSchema>;

/** `POST /v1/betslip/calculate` body; amounts in minor units, `stakes` keyed by outcome id. */
export const calculateRequestSchema = z
  .object({
    freebet: z.nullable(z.object({ id: freeBetIdSchema })),
    type: betTypeSchema,
    system_type: systemTypeSchema,
    selections: z.array(slipSelectionSchema).check(z.minLength(1)).check(z.maxLength(SELECTIONS_PARSE_LIMIT)),
    total_stake: minorUnitsSchema,
    total_bets: z.number().check(z.int()).check(z.nonnegative()),
    total_return: minorUnitsSchema,
    each_way: z.boolean(),
    stakes: z.record(z.string().check(z.regex(/^[1-9]\d*$/, { error: 'must be an outcome id' })), minorUnitsSchema),
    lang: langSchema,
    accept_odds: acceptOddsSchema,
    stake: minorUnitsSchema,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.type === 'system' && body.system_type === null) {
        ctx.addIssue({ code: 'custom', path: ['system_type'], message: 'is required for a system bet' });
      }
      if (body.type !== 'system' && body.system_type !== null) {
        ctx.addIssue({ code: 'custom', path: ['system_type'], message: 'must be null unless type is system' });
      }
    }),
  );
/** A calculate request. */
export type CalculateRequest = z.infer<typeof calculateRequestSchema>;

/** Calculate success: one ticket per bet to place. */
export const calculateSuccessSchema = successSchema({
  message: z.string(),
  tickets: z.array(ticketSchema),
});
/** A calculate success. */
export type CalculateSuccess = z.infer<typeof calculateSuccessSchema>;

/** Calculate answer: tickets or a refusal. */
export const calculateResponseSchema = withRefusal(calculateSuccessSchema);
/** A calculate answer. */
export type CalculateResponse = z.infer<typeof calculateResponseSchema>;

/** `POST /v1/betslip/submit` body: one ticket from calculate plus the player's context. */
export const submitRequestSchema = z.object({
  ticket: ticketSchema,
  accept_odds: acceptOddsSchema,
  lang: langSchema,
  country: countryCodeSchema,
});
/** A submit request. */
export type SubmitRequest = z.infer<typeof submitRequestSchema>;

/** Submit success; a repeated ticket uuid answers this same body again. */
export const submitSuccessSchema = successSchema({
  uuid: z.uuid(),
  bet: z.object({
    id: idSchema,
    potential_return: minorUnitsSchema,
    tax: minorUnitsSchema,
    /** The combo boost accepted with the bet (decision 030; absent: none). */
    combo_boost: z.optional(minorUnitsSchema),
  }),
  message: z.string(),
});
/** A submit success. */
export type SubmitSuccess = z.infer<typeof submitSuccessSchema>;

/** Submit answer: the placed bet or a refusal (e.g. ODDS_CHANGED with the new odds in meta.error). */
export const submitResponseSchema = withRefusal(submitSuccessSchema);
/** A submit answer. */
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** `GET /v1/betslip/ticket-status?uuid=` query: the ticket uuid whose answer was lost. */
export const ticketStatusQuerySchema = z.object({ uuid: z.uuid() });
/** A ticket-status query. */
export type TicketStatusQuery = z.infer<typeof ticketStatusQuerySchema>;

/**
 * Ticket-status answer: the stored answer of the player's own placed ticket, else the refusal
 * `TICKET_UNKNOWN` (never placed, placed by someone else, or not yet written).
 */
/** @alias */
export const ticketStatusResponseSchema = submitResponseSchema;
/** A ticket-status answer. */
export type TicketStatusResponse = z.infer<typeof ticketStatusResponseSchema>;
