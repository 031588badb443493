import { config, locales, z } from 'zod/mini';
import { ERROR_CODES } from './error-codes';

/*
 * The schemas are built with `zod/mini` (decision 061): its functional API lets a web build keep only
 * the checks it uses, where classic zod's methods bring all of it (≈ 20 KB gzip on the first screen).
 * Classic zod sets English issue messages when it is imported; mini does not, so the protocol sets
 * them here, before any schema parses: a 400 answer reads the same ("Too small: expected …").
 * Called by its own name: the web build treats every `z.…()` call as pure and would drop it.
 */
config(locales.en());

/** Ids are positive integers on the wire, so a stray 0, float or numeric string is caught at the edge. */
export const idSchema = z.number().check(z.int()).check(z.positive());
/** A catalogue id (event, market, outcome, competition, sport, bet). */
export type Id = z.infer<typeof idSchema>;

/** Money travels as whole minor units (cents) so no float ever carries an amount (house rule 2). */
export const minorUnitsSchema = z
  .number()
  .check(z.int({ error: 'must be a whole number of minor units (cents), not a decimal amount' }))
  .check(z.nonnegative({ error: 'must not be negative' }));
/** An amount in integer minor units (cents). */
export type MinorUnits = z.infer<typeof minorUnitsSchema>;

/** Decimal odds; zod 4 numbers already refuse NaN and Infinity, and locked prices are 0 or 1. */
export const oddsSchema = z.number();
/** Decimal odds as sent by trading. */
export type Odds = z.infer<typeof oddsSchema>;

/** Times are ISO 8601 strings (UTC on our side, offsets tolerated) that the client formats per time zone. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** ISO 4217 code such as EUR, so the client can format money in the player's currency. */
export const currencySchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, { error: 'must be a three-letter ISO 4217 currency code such as EUR' }));

/**
 * A bookmaker id; the default one of each country is its lower-case ISO code (`ie`, `gb`, ...).
 * Ids are case-insensitive (docs/api.md "Tolerance on input"), so every API reads them in lower case.
 */
export const bookmakerSchema = z
  .string()
  .check(z.minLength(1, { error: 'must name a bookmaker' }))
  .check(z.toLowerCase());

/** A language tag such as `en` or `pt-BR`, used to pick translations. */
export const langSchema = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, { error: 'must be a language code such as en' }));

/** The countries the product serves, lower case like the bookmaker ids. */
export const WIRE_COUNTRIES = ['ie', 'gb', 'ro', 'us', 'gr', 'mx', 'br'] as const;
/**
 * A served country, used where a request states which country's rules apply. Read in either case
 * (`GB` is `gb`, docs/api.md "Tolerance on input") and answered as the lower-case wire code.
 */
export const countryCodeSchema = z.pipe(
  z.string().check(z.toLowerCase()),
  z.enum(WIRE_COUNTRIES, { error: `must be one of ${WIRE_COUNTRIES.join(', ')} (either case)` }),
);
/** One served country code. */
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** A refusal code from the shared catalogue. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Free-form details of a refusal (e.g. the new odds), shown as key/value pairs. */
export const errorDetailsSchema = z.record(z.string(), z.unknown());
/** Details attached to a refusal or a failed ticket. */
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

/** A business refusal: `{status:0, message:CODE, meta:{error:{...}}}`; meta is absent on a failed login. */
export const refusalSchema = z.object({
  status: z.literal(0),
  message: errorCodeSchema,
  meta: z.optional(z.object({ error: errorDetailsSchema })),
});
/** A business refusal the client displays. */
export type Refusal = z.infer<typeof refusalSchema>;

/** Builds the `{status:1, ...}` success envelope around a call's own fields. */
export function successSchema<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.extend(z.object({ status: z.literal(1) }), shape);
}

/** Accepts either the given success body or a refusal, discriminated by `status`. */
export function withRefusal<Success extends z.core.$ZodType>(success: Success) {
  return z.union([success, refusalSchema]);
}
