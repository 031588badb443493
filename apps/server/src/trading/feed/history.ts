import type { DatabaseHandle } from '../../storage/index';
import { createEvents } from './create';
import { evaluate } from './live';
import type { FeedEvent } from './live';
import type { BuildContext, EventPlan } from './plan';
import { STREAMS } from './schedule';
import type { StreamDef } from './schedule';
import { createTeamCalendar } from './team-calendar';
import { writeChanges } from './writes';
import type { EventChange } from './writes';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How far back a first start's history goes (decision 108). */
export const HISTORY_DAYS = 7;
/** The history's events start this long before the start or earlier, so they are over by then. */
export const HISTORY_GAP_MS = 6 * HOUR;
/**
 * One event every this long per stream in the history (a stream's own cadence when that is
 * longer): a page of results a day, not the live book's thousands, so the first start's cost
 * stays a few seconds (decision 108 measures it).
 */
const HISTORY_EVERY_MS = 12 * HOUR;
/** Football, the book's main sport, three times as often. */
const HISTORY_EVERY_MS_BY_STREAM: Readonly<Record<string, number>> = { football: 4 * HOUR };
/** The streams the history writes under: `history:football` … (never a key the rolling schedule plans). */
export const HISTORY_STREAM_PREFIX = 'history:';

/** A past event as the history wrote it, before its result: what a bet on it needs. */
export interface HistoryEvent {
  readonly id: number;
  readonly kind: string;
  readonly startsAt: number;
  readonly isOutright: boolean;
  /** The event's first market (the match result of a match), with its pre-match prices. */
  readonly market: {
    readonly id: number;
    readonly type: string;
    readonly outcomes: readonly { readonly id: number; readonly odds: number }[];
  };
}

/** What the composition does between the history's creation and its results (decision 108). */
export interface HistoryHooks {
  /**
   * Places bets on the history's events while they are still to start (the real bet path), and
   * any other bet the start should show (`now`: the feed's time, the events' results come next).
   */
  placeBets(events: readonly HistoryEvent[], now: number): Promise<void>;
  /** Settles what the results decided (the real settlement), before the feed calls itself caught up. */
  settle(): Promise<void>;
  /** Told what the history wrote and how long it took (wall and process CPU), bets and settlement included. */
  written?(summary: {
    readonly created: number;
    readonly ended: number;
    readonly seconds: number;
    readonly cpuSeconds: number;
  }): void;
}

/** What one history run wrote. */
export interface HistoryReport {
  /** Events created in the past. */
  readonly created: number;
  /** Of them, ended with their results. */
  readonly ended: number;
  /** Still running at `now` (a golf tournament of four days): the feed keeps running them. */
  readonly running: readonly FeedEvent[];
}

function everyOf(stream: StreamDef): number {
  return Math.max(stream.cadenceMs, HISTORY_EVERY_MS_BY_STREAM[stream.key] ?? HISTORY_EVERY_MS);
}

/**
 * The history's plans: for every stream, one event every `everyOf(stream)` (epoch-anchored like
 * the schedule's grid, at the stream's offset) starting from HISTORY_DAYS before `now` up to
 * HISTORY_GAP_MS before it. Slots number the history's own grid, so competitions take turns and
 * pairings round-robin as in the live schedule; its teams are booked in a calendar of its own.
 */
export function planHistory(ctx: BuildContext, now: number): EventPlan[] {
  const calendar = createTeamCalendar();
  const plans: EventPlan[] = [];
  for (const stream of STREAMS) {
    const every = everyOf(stream);
    const first = Math.ceil((now - HISTORY_DAYS * DAY - stream.offsetMs) / every);
    const last = Math.floor((now - HISTORY_GAP_MS - stream.offsetMs) / every);
    for (let slot = first; slot <= last; slot += 1) {
      const startsAt = slot * every + stream.offsetMs;
      if (stream.accepts && !stream.accepts(startsAt)) continue;
      const plan = stream.build(ctx, `${HISTORY_STREAM_PREFIX}${stream.key}`, slot, startsAt, calendar);
      if (plan) plans.push(plan);
    }
  }
  return plans;
}

/** True when the database already holds a history (a restart, or a first start that wrote it). */
export async function hasHistory(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.execute(`SELECT 1 FROM feed_events WHERE stream LIKE '${HISTORY_STREAM_PREFIX}%' LIMIT 1`);
  return rows.length > 0;
}

function toHistoryEvent(event: FeedEvent, plan: EventPlan | undefined): HistoryEvent {
  const market = event.markets[0];
  return {
    id: event.id,
    kind: event.kind,
    startsAt: event.startsAt,
    isOutright: plan?.isOutright ?? false,
    market: {
      id: market?.id ?? 0,
      type: event.specs[0]?.type ?? '',
      outcomes: (market?.outcomes ?? []).map((outcome) => ({ id: outcome.id, odds: outcome.odds })),
    },
  };
}

/**
 * Writes a first start's history as the feed would have: the past events are created as they
 * stood before their starts (pre-match prices, one transaction), `hooks.placeBets` bets on them
 * through the bet path, and then each is evaluated at `now` and its state and results written by
 * the feed's own writes (one transaction), which is what the settlement worker settles from.
 */
export async function writeHistory(
  handle: DatabaseHandle,
  ctx: BuildContext,
  now: number,
  hooks: HistoryHooks | null,
): Promise<HistoryReport> {
  const plans = planHistory(ctx, now);
  if (plans.length === 0) return { created: 0, ended: 0, running: [] };
  const before = Math.min(...plans.map((plan) => plan.startsAt)) - 60_000;
  const created = await handle.transaction((tx) => createEvents(tx, ctx.seed, plans, before));
  // Nothing has started at `before`, so every plan was created, in order.
  if (hooks)
    await hooks.placeBets(
      created.map((event, index) => toHistoryEvent(event, plans[index])),
      now,
    );
  const changes: EventChange[] = created.map((event) => ({ event, next: evaluate(event, now) }));
  await handle.transaction((tx) => writeChanges(tx, changes, new Date(now)));
  const running: FeedEvent[] = [];
  let ended = 0;
  for (const { event, next } of changes) {
    Object.assign(event, next);
    if (next.view.status === 'ended') ended += 1;
    else running.push(event);
  }
  if (hooks) await hooks.settle();
  return { created: created.length, ended, running };
}
