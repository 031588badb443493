import { z } from 'zod/mini';
import { currencySchema } from './common';

/** How a combo boost is paid: on gross winnings (stake included) or net winnings. */
export const winningsCalcModeSchema = z.enum(['gross', 'net']);
/** gross or net. */
export type WinningsCalcMode = z.infer<typeof winningsCalcModeSchema>;

/**
 * Combo boost: `percent_steps[n]` is the boost percent for n boosted selections; a selection
 * priced below `min_leg_odds` does not count (docs/api.md: default 1.20).
 */
export const comboBoostConfigSchema = z.object({
  percent_steps: z.array(z.number().check(z.nonnegative())),
  winnings_calc_mode: winningsCalcModeSchema,
  min_leg_odds: z.number().check(z.gte(1)),
});
/** The combo boost configuration of a bookmaker. */
export type ComboBoostConfig = z.infer<typeof comboBoostConfigSchema>;

/** The smallest and largest stake per line, minor units of the currency they are keyed by. */
export const stakeLimitsSchema = z
  .object({
    min: z.number().check(z.int(), z.positive()),
    max: z.number().check(z.int(), z.positive()),
  })
  .check(z.refine((limits) => limits.min <= limits.max, { error: 'min must not be above max' }));

/**
 * `GET /v1/config`; `combo_boost` is null where the bookmaker offers none. `max_payout` is the
 * largest return (boost included, minor units) one bet may have: a slip whose return passes it
 * says so before Place Bet (decision 101). `stake_limits` (decision 105): the brand's limits by
 * currency code (`EUR`). Both optional, so an answer without them still reads.
 */
export const configResponseSchema = z.object({
  combo_boost: z.nullable(comboBoostConfigSchema),
  max_payout: z.optional(z.number().check(z.int(), z.positive())),
  stake_limits: z.optional(z.record(currencySchema, stakeLimitsSchema)),
});
/** The betting config answer. */
export type ConfigResponse = z.infer<typeof configResponseSchema>;

/** `GET /ip/details`: the visitor's country (upper-case ISO as geolocated, any country) and tester flag. */
export const ipDetailsSchema = z.object({
  country: z.string(),
  ip_address: z.string(),
  is_tester: z.boolean(),
});
/** The IP details answer. */
export type IpDetails = z.infer<typeof ipDetailsSchema>;
