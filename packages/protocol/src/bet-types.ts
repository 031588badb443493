import { z } from 'zod/mini';

/** How the server treats a price change between calculate and submit. */
export const acceptOddsSchema = z.enum(['ACCEPT_ANY', 'ACCEPT_HIGHER', 'ACCEPT_NONE']);
/** The accept-odds policy sent with a bet. */
export type AcceptOdds = z.infer<typeof acceptOddsSchema>;

/** The three kinds of bet a slip places. */
export const betTypeSchema = z.enum(['single', 'combi', 'system']);
/** single, combi or system. */
export type BetType = z.infer<typeof betTypeSchema>;

/** A system choice written `system_k/n` (k legs out of n), or null for single and combi. */
export const systemTypeSchema = z.nullable(
  z.string().check(z.regex(/^system_\d+\/\d+$/, { error: 'must look like system_2/3' })),
);
/** A system choice or null. */
export type SystemType = z.infer<typeof systemTypeSchema>;

/** A free bet's id is an opaque string chosen by the promotions system. */
export const freeBetIdSchema = z.string().check(z.minLength(1, { error: 'must be a free-bet id' }));
