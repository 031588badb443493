import { z } from 'zod/mini';
import { minorUnitsSchema, oddsSchema } from './common';
import { freeBetIdSchema } from './bet-types';

/** A free bet; amounts in minor units, usable only when the slip's odds reach `conditions.min_odds`. */
export const freeBetSchema = z.object({
  id: freeBetIdSchema,
  name: z.string(),
  amount: minorUnitsSchema,
  amount_remaining: minorUnitsSchema,
  conditions: z.object({ min_odds: z.nullable(oddsSchema) }),
});
/** One active free bet. */
export type FreeBet = z.infer<typeof freeBetSchema>;

/** `GET api/content/freebets/active`: the list sits under `data`. */
export const freeBetsResponseSchema = z.object({ data: z.array(freeBetSchema) });
/** The active free bets answer. */
export type FreeBetsResponse = z.infer<typeof freeBetsResponseSchema>;
