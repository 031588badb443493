import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, oddsSchema } from './common';

/** Decides the route of an event page: esport, virtual, otherwise a match. */
export const sportCategorySchema = z.enum(['sport', 'esport', 'virtual']);
/** The category of a sport. */
export type SportCategory = z.infer<typeof sportCategorySchema>;

/** The odds formats a player can choose in settings. */
export const oddsFormatSchema = z.enum(['decimal', 'fractional', 'american']);
/** One odds format. */
export type OddsFormat = z.infer<typeof oddsFormatSchema>;

/** Odds as trading wants them shown; the client computes a format only when it is missing. */
export const displayOddsSchema = z.object({
  decimal: z.optional(z.string()),
  fractional: z.optional(z.string()),
  american: z.optional(z.string()),
});
/** Display strings per odds format. */
export type DisplayOdds = z.infer<typeof displayOddsSchema>;

/** A priced outcome; `items` lists the Bet Builder parts when the outcome is composite. */
export const outcomeSchema = z.object({
  id: idSchema,
  name: z.string(),
  fullname: z.string(),
  market_id: idSchema,
  odds: oddsSchema,
  display_odds: z.nullable(displayOddsSchema),
  place_odds: z.nullable(oddsSchema),
  is_each_way: z.boolean(),
  has_ew: z.boolean(),
  is_starting_price: z.boolean(),
  combo_boost_available: z.boolean(),
  items: z.optional(z.array(z.object({ id: idSchema }))),
});
/** One outcome of a market. */
export type Outcome = z.infer<typeof outcomeSchema>;

/** A market without its outcomes, as in a current-selection answer; each-way terms are null without each way. */
export const marketHeaderSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  is_suspended: z.boolean(),
  ew_price: z.nullable(z.number().check(z.int()).check(z.positive())),
  ew_place: z.nullable(z.number().check(z.int()).check(z.positive())),
});
/** A market without outcomes. */
export type MarketHeader = z.infer<typeof marketHeaderSchema>;

/** A market with its outcomes. */
export const marketSchema = z.extend(marketHeaderSchema, { outcomes: z.array(outcomeSchema) });
/** A market with its outcomes. */
export type Market = z.infer<typeof marketSchema>;

const scoreSchema = z.union([z.number(), z.string()]);

/** Live state of an event; every part is optional because pre-match events carry none. */
export const eventStatsSchema = z.object({
  time: z.optional(z.string()),
  home_scores: z.optional(scoreSchema),
  away_scores: z.optional(scoreSchema),
  home_set: z.optional(scoreSchema),
  away_set: z.optional(scoreSchema),
  server: z.optional(z.nullable(z.union([z.literal(1), z.literal(2)]))),
});
/** Live scores and clock of an event. */
export type EventStats = z.infer<typeof eventStatsSchema>;

/** The sport an event belongs to, enough to build its route. */
export const eventSportSchema = z.object({ id: idSchema, slug: z.string(), category: sportCategorySchema });
/** The sport reference inside an event. */
export type EventSport = z.infer<typeof eventSportSchema>;

/** The competition an event belongs to. */
export const eventCompetitionSchema = z.object({
  id: idSchema,
  name: z.string(),
  region: z.object({ name: z.string() }),
});
/** The competition reference inside an event. */
export type EventCompetition = z.infer<typeof eventCompetitionSchema>;

/** An event without its markets; the slug ends with `-{id}` so routes can recover the id. */
export const eventHeaderSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string().check(z.regex(/-\d+$/, { error: 'must end with -{event id}' })),
  home_team: z.nullable(z.string()),
  away_team: z.nullable(z.string()),
  starts_at: isoDateTimeSchema,
  status: z.string(),
  is_live: z.boolean(),
  stats: z.nullable(eventStatsSchema),
  status_description: z.nullable(z.string()),
  translated_sport_slug: z.string(),
  competition_slug: z.string(),
  translated_competition_slug: z.string(),
  sport: eventSportSchema,
  competition: eventCompetitionSchema,
});
/** An event without markets. */
export type EventHeader = z.infer<typeof eventHeaderSchema>;

/** An event with its markets (named SportEvent so it never shadows the DOM's Event). */
export const sportEventSchema = z.extend(eventHeaderSchema, { markets: z.array(marketSchema) });
/** An event with its markets. */
export type SportEvent = z.infer<typeof sportEventSchema>;

/** A competition in an events listing, for grouping events under headings. */
export const competitionSchema = z.extend(eventCompetitionSchema, { sport: z.optional(eventSportSchema) });
/** A competition in an events listing. */
export type Competition = z.infer<typeof competitionSchema>;

/** A market-type filter offered above a listing; its id is the market type passed back as `key`. */
export const marketFilterSchema = z.object({ id: z.string().check(z.minLength(1)), name: z.optional(z.string()) });
/** One market-type filter. */
export type MarketFilter = z.infer<typeof marketFilterSchema>;

/** `GET /echo/v1/events` (and its websocket twins): events with their default markets. */
export const eventsResponseSchema = z.object({
  competitions: z.array(competitionSchema),
  default_market_type: z.string(),
  market_filters: z.array(marketFilterSchema),
  events: z.array(sportEventSchema),
});
/** Answer of the events listing. */
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/** `GET /echo/v1/markets`: one event with every market. */
export const marketsResponseSchema = z.object({ event: sportEventSchema });
/** Answer of the markets call. */
export type MarketsResponse = z.infer<typeof marketsResponseSchema>;

/** The fresh state of one slip selection, refreshed every 5 s. */
export const currentSelectionSchema = z.object({
  event: eventHeaderSchema,
  competition: z.extend(eventCompetitionSchema, { sport: z.object({ category: sportCategorySchema }) }),
  market: marketHeaderSchema,
  outcome: outcomeSchema,
});
/** One current selection. */
export type CurrentSelection = z.infer<typeof currentSelectionSchema>;

/** `GET /echo/v1/selections/current` and the websocket `find` answer. */
export const selectionsCurrentResponseSchema = z.object({ selections: z.array(currentSelectionSchema) });
/** Answer of the current-selections call. */
export type SelectionsCurrentResponse = z.infer<typeof selectionsCurrentResponseSchema>;
