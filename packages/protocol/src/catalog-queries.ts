import { z } from 'zod/mini';
import { bookmakerSchema, idSchema, langSchema } from './common';

const idTextSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })), z.transform(Number)),
  idSchema,
);

/** Upper bound on ids per current-selections lookup, well above the 20-selection slip cap. */
export const MAX_SELECTION_IDS = 100;

/** `?ids=1,2,3` as outcome ids; bounded so one request cannot ask for the whole catalogue. */
export const outcomeIdListSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d*(?:,[1-9]\d*)*$/, { error: 'must be outcome ids separated by commas' })),
    z.transform((text) => text.split(',').map(Number)),
  ),
  z.array(idSchema).check(z.maxLength(MAX_SELECTION_IDS)),
);

/** Query of `GET /echo/v1/events`; `live=1` keeps only live events, the query bookmaker beats the header. */
export const eventsQuerySchema = z.object({
  bookmaker: z.optional(bookmakerSchema),
  lang: z.optional(langSchema),
  sport: z.optional(z.string().check(z.minLength(1))),
  competition: z.optional(z.string().check(z.minLength(1))),
  live: z.optional(
    z.pipe(
      z.enum(['0', '1']),
      z.transform((flag) => flag === '1'),
    ),
  ),
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' }))),
  key: z.optional(z.string().check(z.minLength(1))),
});
/** Parsed events query. */
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** Query of `GET /echo/v1/markets`. */
export const marketsQuerySchema = z.object({
  event_id: idTextSchema,
  bookmaker: z.optional(bookmakerSchema),
  lang: z.optional(langSchema),
});
/** Parsed markets query. */
export type MarketsQuery = z.infer<typeof marketsQuerySchema>;

/** Query of `GET /echo/v1/selections/current`. */
export const selectionsCurrentQuerySchema = z.object({
  ids: outcomeIdListSchema,
  bookmaker: z.optional(bookmakerSchema),
});
/** Parsed current-selections query. */
export type SelectionsCurrentQuery = z.infer<typeof selectionsCurrentQuerySchema>;
