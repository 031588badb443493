import { z } from 'zod/mini';
import { eventHeaderSchema, eventsResponseSchema, sportEventSchema } from './catalog';
import {
  eventsQuerySchema,
  MAX_SELECTION_IDS,
  outcomeIdListSchema,
  selectionsCurrentQuerySchema,
} from './catalog-queries';
import { bookmakerSchema, countryCodeSchema, idSchema, langSchema } from './common';
import { sportSchema } from './content';

/**
 * Free text that the server looks up (a slug, a market type, a region): printable and bounded,
 * since PostgreSQL refuses a NUL character and a lookup never needs a page of text.
 */
export const catalogTextSchema = z
  .string()
  .check(z.minLength(1, { error: 'must not be empty' }))
  .check(z.maxLength(200, { error: 'must be at most 200 characters' }))
  .check(z.regex(/^[^\p{Cc}]+$/u, { error: 'must be printable text without control characters' }));

/** `?event_id=12` and the like: a positive whole number written in decimal. */
export const idTextSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })), z.transform(Number)),
  idSchema,
);

/** A calendar day `YYYY-MM-DD` that exists (2024-02-30 does not), between 1970 and 9998. */
export const calendarDaySchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' }))
  .check(
    z.refine(
      (text) => {
        const day = new Date(`${text}T00:00:00.000Z`);
        const year = Number(text.slice(0, 4));
        return year >= 1970 && year <= 9998 && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
      },
      { error: 'must be a real calendar day (YYYY-MM-DD) between 1970 and 9998' },
    ),
  );

/** A country code in either case (`ie` or `IE`), read as the lower-case wire code. */
export const countryParamSchema = countryCodeSchema;

/**
 * What the server reads of `GET /echo/v1/events` and `/echo/v1/events-simple` (and their
 * websocket twins): docs/api.md's query plus spec 001 §7's `region` (an id or a name) and
 * `mode=outrights` (spec 001 §2, golf); text filters are bounded and printable, and `date` must be
 * a real day. Spec 001's `type` and `filters` parameters are accepted and ignored.
 */
export const eventsListQuerySchema = z.extend(eventsQuerySchema, {
  sport: z.optional(catalogTextSchema),
  competition: z.optional(catalogTextSchema),
  region: z.optional(catalogTextSchema),
  key: z.optional(catalogTextSchema),
  date: z.optional(calendarDaySchema),
  mode: z.optional(z.enum(['outrights'])),
});
/** A parsed events-list query. */
export type EventsListQuery = z.infer<typeof eventsListQuerySchema>;

/** `GET /echo/v1/events-simple`: the events listing without markets (each event lacks `markets`). */
export const eventsSimpleResponseSchema = z.extend(eventsResponseSchema, { events: z.array(eventHeaderSchema) });
/** Answer of the simple events listing. */
export type EventsSimpleResponse = z.infer<typeof eventsSimpleResponseSchema>;

/**
 * What the server reads of `GET /echo/v1/selections/current`: docs/api.md's query plus the `lang`
 * the websocket `find` twin carries (spec 000 §7), so both answer the same translated slugs.
 */
export const selectionsCurrentListQuerySchema = z.extend(selectionsCurrentQuerySchema, {
  lang: z.optional(langSchema),
});
/** A parsed current-selections query. */
export type SelectionsCurrentListQuery = z.infer<typeof selectionsCurrentListQuerySchema>;

/**
 * Websocket `find` params (spec 000 §7): `ids` as `[{outcome_id, event_id}]`, as outcome ids, or
 * as the comma-separated text of the HTTP twin; the outcome id alone identifies a selection.
 */
export const findParamsSchema = z.object({
  ids: z.union([
    outcomeIdListSchema,
    z.pipe(
      z
        .array(z.union([idSchema, z.object({ outcome_id: idSchema, event_id: z.optional(idSchema) })]))
        .check(z.minLength(1, { error: 'must list at least one outcome' }))
        .check(z.maxLength(MAX_SELECTION_IDS, { error: `must list at most ${MAX_SELECTION_IDS} outcomes` })),
      z.transform((ids) => ids.map((id) => (typeof id === 'number' ? id : id.outcome_id))),
    ),
  ]),
  lang: z.optional(langSchema),
  bookmaker: z.optional(bookmakerSchema),
});
/** Parsed `find` params: outcome ids. */
export type FindParams = z.infer<typeof findParamsSchema>;

/** Query of `GET /v1/config`. */
export const configQuerySchema = z.object({
  bookmaker: z.optional(bookmakerSchema),
  lang: z.optional(langSchema),
  country: z.optional(countryParamSchema),
});
/** Parsed config query. */
export type ConfigQuery = z.infer<typeof configQuerySchema>;

/** Query of `GET /v1/suggestions/tips`; `time` is the client's cache-buster and is ignored. */
export const tipsQuerySchema = z.object({
  bookmaker: z.optional(bookmakerSchema),
  lang: z.optional(langSchema),
  event_id: z.optional(idTextSchema),
  competition_slug: z.optional(catalogTextSchema),
  sport_slug: z.optional(catalogTextSchema),
  time: z.optional(z.string().check(z.maxLength(200, { error: 'must be at most 200 characters' }))),
});
/** Parsed tips query. */
export type TipsQuery = z.infer<typeof tipsQuerySchema>;

/** Query of `GET /api/content/bets_stats`. */
export const betsStatsQuerySchema = z.object({
  lang: z.optional(langSchema),
  country: z.optional(countryParamSchema),
});
/** Parsed bets-stats query. */
export type BetsStatsQuery = z.infer<typeof betsStatsQuerySchema>;

/** Query of the content `sports` and `home` calls. */
export const contentQuerySchema = z.object({
  lang: z.optional(langSchema),
  country: z.optional(countryParamSchema),
  bookmaker: z.optional(bookmakerSchema),
});
/** Parsed content query. */
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** `GET /api/content/sports`: every sport in menu order, with its counts in `data`. */
export const contentSportsResponseSchema = z.object({ data: z.array(sportSchema) });
/** Answer of the content sports call. */
export type ContentSportsResponse = z.infer<typeof contentSportsResponseSchema>;

/** `GET /api/content/home`: the home page's tabs; `live` lists live events with their default markets. */
export const contentHomeResponseSchema = z.object({
  data: z.object({ tabs: z.object({ live: z.array(sportEventSchema) }) }),
});
/** Answer of the content home call. */
export type ContentHomeResponse = z.infer<typeof contentHomeResponseSchema>;
