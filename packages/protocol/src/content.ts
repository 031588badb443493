import { z } from 'zod/mini';
import { idSchema, oddsSchema } from './common';
import { sportCategorySchema } from './catalog';

/** A sport in the menus; parents and sports with events or outrights are listed. */
export const sportSchema = z.object({
  id: z.optional(idSchema),
  slug: z.string(),
  translated_slug: z.string(),
  translated_name: z.string(),
  name: z.string(),
  category: sportCategorySchema,
  event_count: z.number().check(z.int()).check(z.nonnegative()),
  outright_count: z.number().check(z.int()).check(z.nonnegative()),
  total: z.optional(z.number().check(z.int()).check(z.nonnegative())),
  count: z.optional(z.number().check(z.int()).check(z.nonnegative())),
  is_parent: z.boolean(),
});
/** A sport entity. */
export type Sport = z.infer<typeof sportSchema>;

/** A sport in the popularity stats behind the sidebar's top sports. */
export const sportStatSchema = z.object({
  sport_id: idSchema,
  slug: z.string(),
  translated_slug: z.string(),
  translated_name: z.string(),
  name: z.string(),
});
/** One sport stat. */
export type SportStat = z.infer<typeof sportStatSchema>;

/** A competition in the popularity stats behind the sidebar's popular competitions. */
export const competitionStatSchema = z.object({
  competition_id: idSchema,
  sport_id: idSchema,
  sport_slug: z.string(),
  translated_slug: z.string(),
  translated_name: z.string(),
  name: z.string(),
  count: z.number().check(z.int()).check(z.nonnegative()),
});
/** One competition stat. */
export type CompetitionStat = z.infer<typeof competitionStatSchema>;

/** `GET api/content/bets_stats`, refreshed hourly. */
export const betsStatsResponseSchema = z.object({
  sports_stats: z.array(sportStatSchema),
  competitions_stats: z.array(competitionStatSchema),
});
/** The bets stats answer. */
export type BetsStatsResponse = z.infer<typeof betsStatsResponseSchema>;

/** A suggested bet for the Top Picks panel; `tip` is the suggestion's text. */
export const tipSchema = z.object({
  tip: z.string(),
  event_name: z.string(),
  competition_name: z.string(),
  region_name: z.string(),
  market_name: z.string(),
  outcome_id: idSchema,
  outcome_name: z.string(),
  handicap: z.nullable(z.union([z.number(), z.string()])),
  odds: oddsSchema,
});
/** One tip. */
export type Tip = z.infer<typeof tipSchema>;

/** `GET /v1/suggestions/tips`. */
export const tipsResponseSchema = z.object({ tips: z.array(tipSchema) });
/** The tips answer. */
export type TipsResponse = z.infer<typeof tipsResponseSchema>;
