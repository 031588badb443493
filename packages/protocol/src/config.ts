import { z } from 'zod/mini';

/** How a combo boost is paid: on gross winnings (stake included) or net winnings. */
export const winningsCalcModeSchema = z.enum(['gross', 'net']);
/** gross or net. */
export type WinningsCalcMode = z.infer<typeof winningsCalcModeSchema>;

/** Combo boost: `percent_steps[n]` is the boost percent for n boosted selections. */
export const comboBoostConfigSchema = z.object({
  percent_steps: z.array(z.number().check(z.nonnegative())),
  winnings_calc_mode: winningsCalcModeSchema,
});
/** The combo boost configuration of a bookmaker. */
export type ComboBoostConfig = z.infer<typeof comboBoostConfigSchema>;

/** `GET /v1/config`; `combo_boost` is null where the bookmaker offers none. */
export const configResponseSchema = z.object({ combo_boost: z.nullable(comboBoostConfigSchema) });
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
