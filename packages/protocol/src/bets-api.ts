import { z } from 'zod/mini';
import { currentSelectionSchema } from './catalog';
import { outcomeIdListSchema } from './catalog-queries';
import { bookmakerSchema, langSchema } from './common';

/*
 * Bet-slip calls docs/api.md leaves open (spec 000 §7): the query and answer of
 * `GET /v1/betslip/validate-selections`.
 */

/**
 * `GET /v1/betslip/validate-selections?lang&bookmaker&selections=<outcome ids>`: the ids comma
 * separated (`selections=1,2`) or repeated (`selections=1&selections=2`).
 */
export const validateSelectionsQuerySchema = z.object({
  selections: z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value.join(',') : value)),
    outcomeIdListSchema,
  ),
  lang: z.optional(langSchema),
  bookmaker: z.optional(bookmakerSchema),
});
/** A parsed validate-selections query. */
export type ValidateSelectionsQuery = z.infer<typeof validateSelectionsQuerySchema>;

/**
 * The answer: `data.data` lists the selections that still exist, in the order asked, each as
 * `selections/current` shows it (the client reads suspension and prices from it); an outcome
 * that no longer exists is left out.
 */
export const validateSelectionsResponseSchema = z.object({
  data: z.object({ data: z.array(currentSelectionSchema) }),
});
/** A validate-selections answer. */
export type ValidateSelectionsResponse = z.infer<typeof validateSelectionsResponseSchema>;
