import { z } from 'zod/mini';
import { bookmakerSchema, idSchema, isoDateTimeSchema, langSchema } from './common';

/*
 * The Results service (decision 039): settled events of the feed with their
 * final score, filtered by sport, day and competition, a page at a time.
 */

const digits = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })),
  z.transform(Number),
);

/**
 * `GET /v1/results` query: `sport` (a sport slug), `date` (a UTC day, `YYYY-MM-DD`),
 * `competition` (an id), `page` (from 1) and `page_size` (1–50, default 20).
 */
export const resultsQuerySchema = z.object({
  lang: z._default(langSchema, 'en'),
  bookmaker: z.optional(bookmakerSchema),
  sport: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, { error: 'must be a sport slug such as football' }))),
  date: z.optional(z.iso.date({ error: 'must be a day such as 2030-05-01' })),
  competition: z.optional(digits),
  page: z._default(z.pipe(digits, z.number().check(z.lte(10_000, { error: 'must be at most 10000' }))), 1),
  page_size: z._default(z.pipe(digits, z.number().check(z.lte(50, { error: 'must be at most 50' }))), 20),
});
/** A parsed results query. */
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

/** A finisher of a race: position (shared in a dead heat), runner and starting price. */
export const raceFinisherSchema = z.object({
  position: z.number().check(z.int()).check(z.positive()),
  name: z.string(),
  /** Starting price as traded (fractional quote, e.g. "11/4"), null when the race had none. */
  sp: z.nullable(z.string()),
  dead_heat: z.boolean(),
});

/** The final score of one event, by the shape its sport has. */
export const finalScoreSchema = z.discriminatedUnion('kind', [
  /** Two sides, one number each (football, basketball, ice hockey; maps in e-sports). */
  z.object({
    kind: z.literal('score'),
    home: z.number().check(z.int()),
    away: z.number().check(z.int()),
    note: z.nullable(z.string()),
  }),
  /** Tennis: sets won and the games of every set. */
  z.object({
    kind: z.literal('sets'),
    home: z.number().check(z.int()),
    away: z.number().check(z.int()),
    sets: z.array(z.tuple([z.number().check(z.int()), z.number().check(z.int())])),
  }),
  /** Races: the finishing order with starting prices. */
  z.object({ kind: z.literal('race'), finish: z.array(raceFinisherSchema) }),
  /**
   * Golf: the top of the final leaderboard (the winner first; places down to 10th, every player
   * tied on 10th included). `tied` marks a shared place ("T3"); `to_par` is the total to par,
   * null for a result stored before the feed drew leaderboards (the winner only).
   */
  z.object({
    kind: z.literal('leaderboard'),
    places: z.array(
      z.object({
        position: z.number().check(z.int()),
        name: z.string(),
        tied: z.boolean(),
        to_par: z.nullable(z.number().check(z.int())),
      }),
    ),
  }),
]);
/** A final score. */
export type FinalScore = z.infer<typeof finalScoreSchema>;

/** One settled event on the Results page. */
export const resultRowSchema = z.object({
  event_id: idSchema,
  name: z.string(),
  home_team: z.nullable(z.string()),
  away_team: z.nullable(z.string()),
  starts_at: isoDateTimeSchema,
  sport: z.object({ id: idSchema, slug: z.string(), name: z.string(), category: z.string() }),
  competition: z.object({ id: idSchema, name: z.string(), region: z.string() }),
  score: finalScoreSchema,
  /** The score as one language-neutral line, e.g. "2-1", "6-4 3-6 7-5", "1. Red Rum (5/2)". */
  score_text: z.string(),
});
/** A result row. */
export type ResultRow = z.infer<typeof resultRowSchema>;

/** `GET /v1/results` answer: a page of results, the total and what the filters can offer. */
export const resultsResponseSchema = z.object({
  status: z.literal(1),
  results: z.array(resultRowSchema),
  page: z.number().check(z.int()).check(z.positive()),
  page_size: z.number().check(z.int()).check(z.positive()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  sports: z.array(z.object({ slug: z.string(), name: z.string() })),
  competitions: z.array(z.object({ id: idSchema, name: z.string() })),
});
/** The results answer. */
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;
