import { z } from 'zod/mini';
import { eventStatsSchema, displayOddsSchema, sportEventSchema } from './catalog';
import { idSchema, oddsSchema } from './common';

/** A price change of one outcome, pushed on its event's channel. */
export const outcomeDeltaSchema = z.object({
  id: idSchema,
  odds: oddsSchema,
  display_odds: z.nullable(displayOddsSchema),
});
/** One outcome's new price. */
export type OutcomeDelta = z.infer<typeof outcomeDeltaSchema>;

/** A market's suspension and prices as they changed. */
export const marketDeltaSchema = z.object({
  id: idSchema,
  is_suspended: z.boolean(),
  outcomes: z.array(outcomeDeltaSchema),
});
/** One market's change. */
export type MarketDelta = z.infer<typeof marketDeltaSchema>;

/**
 * What the `{bookmaker}_event_{id}` channel pushes (docs/api.md "outcome/market deltas"):
 * only what changed, with the event's state when it changed. `status: 'ended'` tells the
 * client the event left the live list.
 */
export const eventDeltaSchema = z.object({
  event_id: idSchema,
  status: z.optional(z.string()),
  is_live: z.optional(z.boolean()),
  status_description: z.optional(z.nullable(z.string())),
  stats: z.optional(z.nullable(eventStatsSchema)),
  markets: z.array(marketDeltaSchema),
});
/** One event's change. */
export type EventDelta = z.infer<typeof eventDeltaSchema>;

/** What the `{bookmaker}_events` channel pushes: events that were added, changed or ended. */
export const eventsPushSchema = z.object({ events: z.array(sportEventSchema) });
/** A push on the events channel. */
export type EventsPush = z.infer<typeof eventsPushSchema>;

/**
 * Bus channels inside the server. The catalogue is the same for every bookmaker, so the feed
 * publishes once and the gateway maps a client's `{bookmaker}_…` channel onto these.
 */
export const BUS_EVENTS_CHANNEL = 'feed.events';
/** The bus channel of one event's deltas. */
export function busEventChannel(eventId: number): string {
  return `feed.event.${eventId}`;
}

/**
 * Inside the server: the feed announces which events it added, changed (status, score, start)
 * or ended; the catalogue turns that into the `{ events }` push of BUS_EVENTS_CHANNEL, since it
 * owns the Event shape.
 */
export const BUS_FEED_CHANGES_CHANNEL = 'feed.changes';
/** The feed's announcement of changed events. */
export const feedChangesSchema = z.object({
  added: z.array(idSchema),
  updated: z.array(idSchema),
  ended: z.array(idSchema),
});
/** Which events the feed added, changed or ended in one tick. */
export type FeedChanges = z.infer<typeof feedChangesSchema>;

/** `schedule` of `/health/feed`: only the next hour written yet (a first start, decision 060), or all of it. */
export const FEED_SCHEDULE_STATES = ['partial', 'complete'] as const;

/**
 * `GET /health/feed` (decisions 049, 060, 108): this instance's feed lead, whether its feed has
 * caught up after a start, and whether the catalogue's schedule is complete yet (the home page
 * waits for `complete` rather than show a thin listing).
 */
export const feedHealthSchema = z.object({
  status: z.literal('ok'),
  leader: z.boolean(),
  elected: z.boolean(),
  caught_up: z.boolean(),
  schedule: z.enum(FEED_SCHEDULE_STATES),
});
/** The feed's health. */
export type FeedHealth = z.infer<typeof feedHealthSchema>;
