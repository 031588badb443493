import { z } from 'zod/mini';
import { errorCodeSchema, errorDetailsSchema, idSchema, minorUnitsSchema, oddsSchema } from './common';
import { betTypeSchema, freeBetIdSchema, systemTypeSchema } from './bet-types';

/**
 * The most selections a slip or ticket may carry and still be read: past the core's
 * MAX_SELECTIONS (20) and up to this, the server answers the business refusal
 * TOO_MANY_SELECTIONS; beyond it the body is junk (400).
 */
export const SELECTIONS_PARSE_LIMIT = 100;

/**
 * Ticket status: '' while pending, PROCESSED once submitted (set by the client),
 * otherwise the error code that stopped it.
 */
export const ticketStatusSchema = z.union([z.literal(''), z.literal('PROCESSED'), errorCodeSchema]);
/** The state of one ticket. */
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** A leg of a ticket with the names frozen at calculation, so the receipt reads the same later. */
export const ticketSelectionSchema = z.object({
  event_id: idSchema,
  market_id: idSchema,
  outcome_id: idSchema,
  odds: oddsSchema,
  outcome_name: z.string(),
  event_name: z.string(),
  market_name: z.string(),
  translations: z.record(z.string(), z.string()),
  ew_price: z.nullable(z.number().check(z.int()).check(z.positive())),
  ew_place: z.nullable(z.number().check(z.int()).check(z.positive())),
  is_starting_price: z.boolean(),
});
/** One leg of a ticket. */
export type TicketSelection = z.infer<typeof ticketSelectionSchema>;

/**
 * One bet to place. `uuid` is the idempotency key of submit; `stake` is per line and
 * `bets` the number of lines, so `total_stake` = stake x bets (x2 each way).
 */
export const ticketSchema = z.object({
  uuid: z.uuid({ error: 'must be a UUID' }),
  status: ticketStatusSchema,
  error: z.boolean(),
  error_meta: errorDetailsSchema,
  bet_type: betTypeSchema,
  system_type: systemTypeSchema,
  each_way: z.boolean(),
  stake: minorUnitsSchema,
  bets: z.number().check(z.int()).check(z.positive()),
  total_stake: minorUnitsSchema,
  potential_return: minorUnitsSchema,
  tax: minorUnitsSchema,
  /** The combo boost paid on top of `potential_return` if it wins (decision 030; absent: none). */
  combo_boost: z.optional(minorUnitsSchema),
  freebet_id: z.nullable(freeBetIdSchema),
  selections: z.array(ticketSelectionSchema).check(z.minLength(1)).check(z.maxLength(SELECTIONS_PARSE_LIMIT)),
});
/** A bet to place, as priced by calculate. */
export type Ticket = z.infer<typeof ticketSchema>;
