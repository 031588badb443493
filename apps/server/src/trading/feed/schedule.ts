import {
  buildBasketball,
  buildEsports,
  buildFootball,
  buildHockey,
  buildTennis,
  buildVirtualFootball,
} from './fixtures';
import type { FixtureBuilder } from './fixtures';
import type { BuildContext, EventPlan } from './plan';
import type { TeamCalendar } from './team-calendar';
import { buildGolfTournament, buildGreyhoundRace, buildHorseRace, buildVirtualRace } from './race-cards';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A stream of events on a fixed grid of simulated time: slot k starts at k × cadence + offset
 * (epoch-anchored, so a restarted feed finds the same grid). Slots from `backfill` ago up to
 * `horizon` ahead exist; a fresh start therefore begins with events already in progress.
 */
export interface StreamDef {
  readonly key: string;
  readonly cadenceMs: number;
  readonly offsetMs: number;
  readonly horizonMs: number;
  readonly backfillMs: number;
  /** Racing runs by day: slots outside its hours are skipped. */
  readonly accepts?: (startsAt: number) => boolean;
  /** Whether the live top-up may start an event of this stream at once. */
  readonly topUp?: boolean;
  readonly build: FixtureBuilder;
}

const utcHour = (startsAt: number) => new Date(startsAt).getUTCHours();

/** The book's rhythm: ≥ 150 upcoming over 48 h across 12 sports, ~15 live at any moment. */
export const STREAMS: readonly StreamDef[] = [
  {
    key: 'football',
    cadenceMs: 20 * MINUTE,
    offsetMs: 0,
    horizonMs: 48 * HOUR,
    backfillMs: 100 * MINUTE,
    topUp: true,
    build: buildFootball,
  },
  {
    key: 'tennis',
    cadenceMs: 30 * MINUTE,
    offsetMs: 10 * MINUTE,
    horizonMs: 24 * HOUR,
    backfillMs: 60 * MINUTE,
    topUp: true,
    build: buildTennis,
  },
  {
    key: 'basketball',
    cadenceMs: HOUR,
    offsetMs: 5 * MINUTE,
    horizonMs: 36 * HOUR,
    backfillMs: 100 * MINUTE,
    topUp: true,
    build: buildBasketball,
  },
  {
    key: 'hockey',
    cadenceMs: HOUR,
    offsetMs: 35 * MINUTE,
    horizonMs: 36 * HOUR,
    backfillMs: 110 * MINUTE,
    topUp: true,
    build: buildHockey,
  },
  {
    key: 'esports',
    cadenceMs: 40 * MINUTE,
    offsetMs: 15 * MINUTE,
    horizonMs: 24 * HOUR,
    backfillMs: 60 * MINUTE,
    topUp: true,
    build: buildEsports,
  },
  {
    key: 'horse-racing',
    cadenceMs: 20 * MINUTE,
    offsetMs: 0,
    horizonMs: 24 * HOUR,
    backfillMs: 0,
    accepts: (startsAt) => utcHour(startsAt) >= 11 && utcHour(startsAt) < 22,
    build: buildHorseRace,
  },
  {
    key: 'greyhounds',
    cadenceMs: 8 * MINUTE,
    offsetMs: 3 * MINUTE,
    horizonMs: 2 * HOUR,
    backfillMs: 0,
    build: buildGreyhoundRace,
  },
  // 1970-01-01 was a Thursday: tournaments tee off on Thursdays at 07:00 and 08:00 UTC.
  {
    key: 'golf-pga',
    cadenceMs: 7 * DAY,
    offsetMs: 8 * HOUR,
    horizonMs: 8 * DAY,
    backfillMs: 0,
    build: buildGolfTournament(0),
  },
  {
    key: 'golf-dpwt',
    cadenceMs: 7 * DAY,
    offsetMs: 7 * HOUR,
    horizonMs: 8 * DAY,
    backfillMs: 0,
    build: buildGolfTournament(1),
  },
  {
    key: 'virtual-football',
    cadenceMs: 5 * MINUTE,
    offsetMs: 0,
    horizonMs: 30 * MINUTE,
    backfillMs: 4 * MINUTE,
    build: buildVirtualFootball,
  },
  {
    key: 'virtual-racing',
    cadenceMs: 4 * MINUTE,
    offsetMs: 2 * MINUTE,
    horizonMs: 30 * MINUTE,
    backfillMs: 0,
    build: buildVirtualRace,
  },
];

/** The fewest live events the feed allows after a tick; below it, the top-up starts some. */
export const MIN_LIVE = 12;

/** Last slot created per stream: slots up to it are never planned again. */
export type ScheduleCursor = Map<string, number>;

/**
 * Plans every slot that should exist at `now` and does not yet: the rolling schedule. Returns
 * the plans and the cursor to keep once they are written. With a calendar, no team is booked
 * into two fixtures that overlap (a slot whose competition has no free pairing stays empty);
 * the calendar gains the new fixtures.
 */
export function planDueEvents(
  ctx: BuildContext,
  cursor: ReadonlyMap<string, number>,
  now: number,
  streams = STREAMS,
  calendar?: TeamCalendar,
): { plans: EventPlan[]; cursor: ScheduleCursor } {
  const next = new Map(cursor);
  const plans: EventPlan[] = [];
  for (const stream of streams) {
    const earliest = Math.ceil((now - stream.backfillMs - stream.offsetMs) / stream.cadenceMs);
    const first = Math.max(earliest, (cursor.get(stream.key) ?? -Infinity) + 1);
    const last = Math.floor((now + stream.horizonMs - stream.offsetMs) / stream.cadenceMs);
    for (let slot = first; slot <= last; slot += 1) {
      const startsAt = slot * stream.cadenceMs + stream.offsetMs;
      if (stream.accepts && !stream.accepts(startsAt)) continue;
      const plan = stream.build(ctx, stream.key, slot, startsAt, calendar);
      if (plan) plans.push(plan);
    }
    if (last >= first) next.set(stream.key, last);
  }
  return { plans, cursor: next };
}

/**
 * Events starting now so that at least MIN_LIVE are in play: streams take turns by second, so
 * the top-up is deterministic for a given clock. Each `{stream}-topup` numbers its slots on from
 * the cursor, so a restarted leader never reuses one. A stream whose teams are all busy (per the
 * calendar) passes its turn to the next stream.
 */
export function planTopUps(
  ctx: BuildContext,
  cursor: ReadonlyMap<string, number>,
  now: number,
  live: number,
  streams = STREAMS,
  calendar?: TeamCalendar,
): { plans: EventPlan[]; cursor: ScheduleCursor } {
  const candidates = streams.filter((stream) => stream.topUp);
  const next = new Map(cursor);
  const second = Math.floor(now / 1000);
  const plans: EventPlan[] = [];
  for (let index = 0; index < Math.max(0, MIN_LIVE - live); index += 1) {
    for (let turn = 0; turn < candidates.length; turn += 1) {
      const stream = candidates[(second + index + turn) % candidates.length] as StreamDef;
      const key = `${stream.key}-topup`;
      const slot = (next.get(key) ?? -1) + 1;
      const plan = stream.build(ctx, key, slot, now, calendar);
      if (!plan) continue;
      next.set(key, slot);
      plans.push(plan);
      break;
    }
  }
  return { plans, cursor: next };
}
