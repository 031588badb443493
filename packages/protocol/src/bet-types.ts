import { z } from 'zod/mini';
import { FULL_COVER_NAMES } from '@sportsbook/betting';

/** How the server treats a price change between calculate and submit. */
export const acceptOddsSchema = z.enum(['ACCEPT_ANY', 'ACCEPT_HIGHER', 'ACCEPT_NONE']);
/** The accept-odds policy sent with a bet. */
export type AcceptOdds = z.infer<typeof acceptOddsSchema>;

/** The three kinds of bet a slip places. */
export const betTypeSchema = z.enum(['single', 'combi', 'system']);
/** single, combi or system. */
export type BetType = z.infer<typeof betTypeSchema>;

/** `system_k/n` or one of the named full covers ('trixie' … 'goliath'). */
const SYSTEM_TYPE = new RegExp(`^(?:system_\\d+/\\d+|${FULL_COVER_NAMES.join('|')})$`);

/**
 * A system choice written `system_k/n` (k legs out of n) or a named full cover such as
 * `yankee` (docs/api.md "Named full covers"), or null for single and combi. Whether it fits the
 * number of selections is the bet's check, not the shape's.
 */
export const systemTypeSchema = z.nullable(
  z.string().check(z.regex(SYSTEM_TYPE, { error: 'must look like system_2/3 or name a full cover such as yankee' })),
);
/** A system choice or null. */
export type SystemType = z.infer<typeof systemTypeSchema>;

/** A free bet's id is an opaque string chosen by the promotions system. */
export const freeBetIdSchema = z.string().check(z.minLength(1, { error: 'must be a free-bet id' }));
