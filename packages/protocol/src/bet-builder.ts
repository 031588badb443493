import { z } from 'zod/mini';
import { acceptOddsSchema, freeBetIdSchema } from './bet-types';
import {
  bookmakerSchema,
  countryCodeSchema,
  errorCodeSchema,
  idSchema,
  isoDateTimeSchema,
  langSchema,
  minorUnitsSchema,
  oddsSchema,
  successSchema,
  withRefusal,
} from './common';
import { displayOddsSchema } from './catalog';

/**
 * Bet Builder (docs/api.md "Bet Builder", spec 000 §3–§8): same-event bets priced as one from
 * the match's joint model. Calculate, submit and ticket are the public calls; `markets` is the
 * internal call our own builder frame reads; the frame messages are how the frame tells the
 * sportsbook page that a ticket is ready (decision 035).
 */

/** The most selections one Bet Builder may hold. */
export const MAX_BUILDER_SELECTIONS = 12;

/** A builder line as sent: an outcome of the event. */
export const builderSelectionSchema = z.object({ outcome_id: idSchema });
/** One selection of a builder request. */
export type BuilderSelection = z.infer<typeof builderSelectionSchema>;

/** A pre-built combination's id, as `markets` lists it under `popular`. */
export const precannedIdSchema = z
  .string()
  .check(z.regex(/^[a-z0-9_-]{1,40}$/, { error: 'must be a popular Bet Builder id such as home-over25' }));

const selectionsSchema = z
  .array(builderSelectionSchema)
  .check(z.maxLength(MAX_BUILDER_SELECTIONS, { error: `must hold at most ${MAX_BUILDER_SELECTIONS} selections` }))
  .check(
    z.refine((list) => new Set(list.map((selection) => selection.outcome_id)).size === list.length, {
      error: 'must not repeat an outcome',
    }),
  );

/**
 * A Bet Builder ticket id: `bb<event id>-<outcome id>-<outcome id>…` — the selections
 * themselves, so a ticket needs no storage and is priced afresh whenever it is read.
 */
export const builderTicketIdSchema = z.string().check(
  z.regex(/^bb[1-9]\d{0,14}(?:-[1-9]\d{0,14}){1,12}$/, {
    error: 'must be a Bet Builder ticket id such as bb12-345-678',
  }),
);

/** `POST /v1/betbuilder/calculate` body: the selections, or a popular combination by its id. */
export const builderCalculateRequestSchema = z
  .object({
    event_id: idSchema,
    selections: selectionsSchema,
    precanned_id: z._default(z.nullable(precannedIdSchema), null),
    bookmaker: z.optional(bookmakerSchema),
    lang: z._default(langSchema, 'en'),
    country: z.optional(countryCodeSchema),
  })
  .check(
    z.refine((body) => body.selections.length > 0 || body.precanned_id !== null, {
      error: 'selections must hold at least one outcome (or precanned_id name a popular Bet Builder)',
      path: ['selections'],
    }),
  );
/** A calculate request. */
export type BuilderCalculateRequest = z.infer<typeof builderCalculateRequestSchema>;

/** One line of a priced ticket; `error` is the code at fault (CANNOT_COMBINE, MARKET_SUSPENDED...) or false. */
export const builderTicketSelectionSchema = z.object({
  id: idSchema,
  description: z.string(),
  description_translated: z.string(),
  error: z.union([z.literal(false), errorCodeSchema]),
});
/** One line of a Bet Builder ticket. */
export type BuilderTicketSelection = z.infer<typeof builderTicketSelectionSchema>;

/**
 * A priced Bet Builder: `odds` is the price of all selections together, 0 when they cannot all
 * happen (then `display_odds` is null and the lines at fault carry an `error`).
 */
export const builderTicketSchema = z.object({
  id: builderTicketIdSchema,
  name: z.string(),
  odds: oddsSchema,
  display_odds: z.nullable(displayOddsSchema),
  selections: z.array(builderTicketSelectionSchema),
});
/** A Bet Builder ticket. */
export type BuilderTicket = z.infer<typeof builderTicketSchema>;

/** Calculate and ticket answer `{status:1, ticket}`. */
export const builderTicketResponseSchema = successSchema({ ticket: builderTicketSchema });
/** A calculate or ticket answer. */
export type BuilderTicketResponse = z.infer<typeof builderTicketResponseSchema>;

/** `GET /v1/betbuilder/ticket` query. */
export const builderTicketQuerySchema = z.object({
  id: builderTicketIdSchema,
  bookmaker: z.optional(bookmakerSchema),
  lang: z._default(langSchema, 'en'),
});

/** `POST /v1/betbuilder/submit` body (jwt); `uuid` is the idempotency key, as for the slip. */
export const builderSubmitRequestSchema = z.object({
  uuid: z.uuid({ error: 'must be a UUID' }),
  event_id: idSchema,
  selections: selectionsSchema.check(z.refine((list) => list.length > 0, { error: 'must hold at least one outcome' })),
  stake: minorUnitsSchema,
  current_odds: oddsSchema.check(z.refine((odds) => odds > 1, { error: 'must be the decimal odds shown, above 1' })),
  accept_odds: acceptOddsSchema,
  freebet: z._default(z.nullable(z.object({ id: freeBetIdSchema })), null),
  bookmaker: z.optional(bookmakerSchema),
  lang: z._default(langSchema, 'en'),
  country: z.optional(countryCodeSchema),
});
/** A submit request. */
export type BuilderSubmitRequest = z.infer<typeof builderSubmitRequestSchema>;

/** What a placed Bet Builder answers. */
export const builderReceiptSchema = z.object({
  uuid: z.string(),
  bet_id: idSchema,
  stake: minorUnitsSchema,
  odds: oddsSchema,
  potential_return: minorUnitsSchema,
  selections: z.array(z.object({ event_name: z.string(), outcome_name: z.string() })),
});
/** A Bet Builder receipt. */
export type BuilderReceipt = z.infer<typeof builderReceiptSchema>;

/** Submit success. */
export const builderSubmitSuccessSchema = successSchema({ receipt: builderReceiptSchema });
/** A placed Bet Builder. */
export type BuilderSubmitSuccess = z.infer<typeof builderSubmitSuccessSchema>;
/** Submit answer: the receipt or a refusal. */
export const builderSubmitResponseSchema = withRefusal(builderSubmitSuccessSchema);

/** `GET /v1/betbuilder/markets` query (internal: our builder frame). */
export const builderMarketsQuerySchema = z.object({
  event_id: z.pipe(z.coerce.number(), idSchema),
  bookmaker: z.optional(bookmakerSchema),
  lang: z._default(langSchema, 'en'),
});

/** An outcome the builder offers, with its single price (odds 1 or 0: locked). */
export const builderOutcomeSchema = z.object({
  id: idSchema,
  name: z.string(),
  odds: oddsSchema,
  suspended: z.boolean(),
});

/** A market the builder offers. */
export const builderMarketSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  outcomes: z.array(builderOutcomeSchema),
});
/** A builder market. */
export type BuilderMarket = z.infer<typeof builderMarketSchema>;

/** A popular pre-built combination, chosen by the model. */
export const builderPopularSchema = z.object({
  precanned_id: precannedIdSchema,
  name: z.string(),
  selections: z.array(builderSelectionSchema),
  odds: oddsSchema,
});
/** A popular Bet Builder. */
export type BuilderPopular = z.infer<typeof builderPopularSchema>;

/** `GET /v1/betbuilder/markets` answer. */
export const builderMarketsResponseSchema = successSchema({
  data: z.object({
    event: z.object({
      id: idSchema,
      name: z.string(),
      sport: z.string(),
      start_time: isoDateTimeSchema,
      live: z.boolean(),
    }),
    markets: z.array(builderMarketSchema),
    popular: z.array(builderPopularSchema),
  }),
});
/** The builder's markets of one event. */
export type BuilderMarketsResponse = z.infer<typeof builderMarketsResponseSchema>;

/** Frame → sportsbook page: the frame is ready, or a ticket was built (its id to fetch with /ticket). */
export const builderFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal('betbuilder'), type: z.literal('ready') }),
  z.object({
    source: z.literal('betbuilder'),
    type: z.literal('ticket'),
    ticket_id: builderTicketIdSchema,
    event_id: z.union([idSchema, z.string().check(z.regex(/^[1-9]\d{0,14}$/))]),
  }),
]);
/** A message from the builder frame. */
export type BuilderFrameMessage = z.infer<typeof builderFrameMessageSchema>;

/** Sportsbook page → frame: clear the frame's selections (after a bet is placed or the slip is emptied). */
export const builderHostMessageSchema = z.object({ source: z.literal('sportsbook'), type: z.literal('reset') });
/** A message to the builder frame. */
export type BuilderHostMessage = z.infer<typeof builderHostMessageSchema>;

/** The internal calls' answer for an event without a Bet Builder (HTTP 404). */
export const BETBUILDER_UNAVAILABLE = 'BETBUILDER_UNAVAILABLE';
/** `{ status: 0, message: "BETBUILDER_UNAVAILABLE" }`, HTTP 404. */
export const builderUnavailableSchema = z.object({
  status: z.literal(0),
  message: z.literal(BETBUILDER_UNAVAILABLE),
  meta: z.optional(z.object({ error: z.record(z.string(), z.unknown()) })),
});
