import { z } from 'zod';
import { bookmakerSchema, idSchema, langSchema } from './common';

const idTextSchema = z
  .string()
  .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })
  .transform(Number)
  .pipe(idSchema);

/** Upper bound on ids per current-selections lookup, well above the 20-selection slip cap. */
export const MAX_SELECTION_IDS = 100;

/** `?ids=1,2,3` as outcome ids; bounded so one request cannot ask for the whole catalogue. */
export const outcomeIdListSchema = z
  .string()
  .regex(/^[1-9]\d*(?:,[1-9]\d*)*$/, { error: 'must be outcome ids separated by commas' })
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(idSchema).max(MAX_SELECTION_IDS));

/** Query of `GET /echo/v1/events`; `live=1` keeps only live events, the query bookmaker beats the header. */
export const eventsQuerySchema = z.object({
  bookmaker: bookmakerSchema.optional(),
  lang: langSchema.optional(),
  sport: z.string().min(1).optional(),
  competition: z.string().min(1).optional(),
  live: z
    .enum(['0', '1'])
    .transform((flag) => flag === '1')
    .optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
    .optional(),
  key: z.string().min(1).optional(),
});
/** Parsed events query. */
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** Query of `GET /echo/v1/markets`. */
export const marketsQuerySchema = z.object({
  event_id: idTextSchema,
  bookmaker: bookmakerSchema.optional(),
  lang: langSchema.optional(),
});
/** Parsed markets query. */
export type MarketsQuery = z.infer<typeof marketsQuerySchema>;

/** Query of `GET /echo/v1/selections/current`. */
export const selectionsCurrentQuerySchema = z.object({
  ids: outcomeIdListSchema,
  bookmaker: bookmakerSchema.optional(),
});
/** Parsed current-selections query. */
export type SelectionsCurrentQuery = z.infer<typeof selectionsCurrentQuerySchema>;
