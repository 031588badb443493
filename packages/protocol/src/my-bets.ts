import { z } from 'zod/mini';
import {
  currencySchema,
  errorDetailsSchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
} from './common';

/*
 * My Bets and cash out (spec 001 §4 and §7). docs/api.md names only
 * `GET /v1/bets/cashouts` (player.ts); these are the shapes of the rest:
 *   GET  /v1/bets?status=open|settled|all&from=&to=&limit=&cursor=  → MyBetsResponse
 *   POST /v1/bets/:id/cashout  { quote }                               → CashoutResponse
 * Money is integer minor units, times ISO 8601 UTC, as everywhere on the wire.
 */

/** Which bets to list: still open, already settled (won, lost, void, partly won, cashed out), or both. */
export const MY_BETS_STATUS_FILTERS = ['open', 'settled', 'all'] as const;

/** `YYYY-MM-DD` (a whole UTC day) or a full ISO 8601 date-time. */
const dateBoundSchema = z.union([z.iso.date(), isoDateTimeSchema], {
  error: 'must be an ISO date (2030-05-01) or date-time (2030-05-01T12:00:00Z)',
});

/** Query strings carry numbers as text; only plain decimal digits are accepted. */
const digitsSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })),
  z.transform(Number),
);

/**
 * `GET /v1/bets` query. `from` / `to` bound `placed_at` (a date-only `to` includes that whole
 * day); `limit` is 1–100 (default 20); `cursor` is the `next_cursor` of the previous page.
 */
export const myBetsQuerySchema = z.object({
  status: z._default(z.enum(MY_BETS_STATUS_FILTERS), 'all'),
  from: z.optional(dateBoundSchema),
  to: z.optional(dateBoundSchema),
  limit: z._default(
    z.pipe(
      digitsSchema,
      z
        .number()
        .check(z.int())
        .check(z.gte(1))
        .check(z.lte(100, { error: 'must be at most 100' })),
    ),
    20,
  ),
  cursor: z.optional(digitsSchema),
});
/** A parsed My Bets query. */
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;

/** The statuses of a bet (0006_bets.sql). */
export const MY_BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out', 'partly_won'] as const;

/** The event of a leg as it is NOW (live clock, score, status), for the open-bets view. */
export const myBetLegLiveSchema = z.object({
  event_status: z.string(),
  is_live: z.boolean(),
  starts_at: isoDateTimeSchema,
  status_description: z.nullable(z.string()),
  stats: z.record(z.string(), z.unknown()),
  /** The outcome's current price (0 or 1: locked). */
  odds: oddsSchema,
  is_suspended: z.boolean(),
});
/** The current state of a leg's event and price. */
export type MyBetLegLive = z.infer<typeof myBetLegLiveSchema>;

/** One leg: names frozen at placement, the price taken, its result once known. */
export const myBetLegSchema = z.object({
  position: z.number().check(z.int()).check(z.nonnegative()),
  event_id: idSchema,
  market_id: idSchema,
  outcome_id: idSchema,
  event_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  /** The price taken; null for a starting-price leg. */
  odds: z.nullable(oddsSchema),
  is_starting_price: z.boolean(),
  /** The returned starting price, once settled. */
  sp_odds: z.nullable(oddsSchema),
  ew_price: z.nullable(z.number().check(z.int()).check(z.positive())),
  ew_place: z.nullable(z.number().check(z.int()).check(z.positive())),
  result: z.nullable(z.enum(['won', 'lost', 'void', 'placed'])),
  /** Present while the bet is open and the outcome still exists in the catalogue. */
  live: z.nullable(myBetLegLiveSchema),
});
/** One leg of a listed bet. */
export type MyBetLeg = z.infer<typeof myBetLegSchema>;

/** Why a bet offers no cash out now. */
export const CASHOUT_UNAVAILABLE_REASONS = [
  'not_found',
  'settled',
  'freebet',
  'bet_type',
  'starting_price',
  'suspended',
  'unpriced',
  'leg_lost',
  'no_value',
  'disabled',
] as const;
/** One reason a cash out is not offered. */
export type CashoutUnavailableReason = (typeof CASHOUT_UNAVAILABLE_REASONS)[number];

/** The cash-out offer of an open bet: the quote in minor units, or why there is none. */
export const cashoutOfferSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), quote: minorUnitsSchema }),
  z.object({ available: z.literal(false), reason: z.enum(CASHOUT_UNAVAILABLE_REASONS) }),
]);
/** A cash-out offer. */
export type CashoutOffer = z.infer<typeof cashoutOfferSchema>;

/** One bet of My Bets. `payout` is what was paid (null while open); `cashout` is null once settled. */
export const myBetSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  bet_type: z.enum(['single', 'combi', 'system', 'betbuilder']),
  system_type: z.nullable(z.string()),
  each_way: z.boolean(),
  /** Per line. */
  stake: minorUnitsSchema,
  bets: z.number().check(z.int()).check(z.positive()),
  total_stake: minorUnitsSchema,
  cash_stake: minorUnitsSchema,
  freebet_id: z.nullable(z.string()),
  freebet_amount: minorUnitsSchema,
  /** Before tax; 0 while a starting-price leg is unknown. */
  potential_return: minorUnitsSchema,
  tax: minorUnitsSchema,
  /** The combo boost accepted with the bet, on top of `potential_return` if it wins (decision 030). */
  combo_boost: z.optional(minorUnitsSchema),
  /** The combo boost settlement credited (its own ledger entry, beside `payout`); null until paid. */
  combo_boost_paid: z.optional(z.nullable(minorUnitsSchema)),
  /** True when the payout (boost included) was cut to the maximum payout (decision 079); absent otherwise. */
  payout_capped: z.optional(z.boolean()),
  payout: z.nullable(minorUnitsSchema),
  currency: currencySchema,
  status: z.enum(MY_BET_STATUSES),
  placed_at: isoDateTimeSchema,
  settled_at: z.nullable(isoDateTimeSchema),
  cashout: z.nullable(cashoutOfferSchema),
  legs: z.array(myBetLegSchema),
  /** A Bet Builder's price of all its legs together (its legs show their single prices). */
  odds: z.optional(z.number()),
});
/** One listed bet. */
export type MyBet = z.infer<typeof myBetSchema>;

/** `GET /v1/bets` answer: newest first; `next_cursor` is null on the last page. */
export const myBetsResponseSchema = z.object({
  status: z.literal(1),
  bets: z.array(myBetSchema),
  next_cursor: z.nullable(z.string()),
});
/** A My Bets page. */
export type MyBetsResponse = z.infer<typeof myBetsResponseSchema>;

/** `POST /v1/bets/:id/cashout` path. */
export const cashoutParamsSchema = z.object({ id: digitsSchema });

/** `POST /v1/bets/:id/cashout` body: the quote the player accepted, in minor units. */
export const cashoutRequestSchema = z.object({
  quote: minorUnitsSchema.check(z.positive({ error: 'must be above 0' })),
});
/** A cash-out request. */
export type CashoutRequest = z.infer<typeof cashoutRequestSchema>;

/** The cash-out refusals (proposed for the shared catalogue). */
export const CASHOUT_REFUSAL_CODES = ['CASHOUT_UNAVAILABLE', 'CASHOUT_QUOTE_CHANGED'] as const;

/** A cash out done: the bet is `cashed_out` and `payout` was credited to the balance. */
export const cashoutSuccessSchema = z.object({
  status: z.literal(1),
  bet_id: idSchema,
  payout: minorUnitsSchema,
  settled_at: isoDateTimeSchema,
});

/**
 * A refused cash out. CASHOUT_QUOTE_CHANGED: `meta.error.quote` is the new quote (null when
 * none is offered any more); CASHOUT_UNAVAILABLE: `meta.error.reason` says why.
 */
export const cashoutRefusalSchema = z.object({
  status: z.literal(0),
  message: z.enum(CASHOUT_REFUSAL_CODES),
  meta: z.object({ error: errorDetailsSchema }),
});

/** `POST /v1/bets/:id/cashout` answer. */
export const cashoutResponseSchema = z.union([cashoutSuccessSchema, cashoutRefusalSchema]);
/** A cash-out answer. */
export type CashoutResponse = z.infer<typeof cashoutResponseSchema>;
