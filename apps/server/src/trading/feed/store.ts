import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../storage/index';
import { buildFeedEvent } from './create';
import type { FeedEvent, OutcomeView } from './live';
import type { ScheduleCursor } from './schedule';
import { CALENDAR_MEMORY_MS } from './team-calendar';
import type { BookedFixture } from './team-calendar';
import type { EventStats, EventStatus } from './types';

/** The longest the load runs synchronously before it lets other callbacks in (as a tick, decision 055). */
const SLICE_MS = 1;
/** Events whose markets and outcomes one load query reads. */
const LOAD_CHUNK = 25;

/** What a starting leader finds: the running events, the schedule cursor, the last tick's time. */
export interface FeedState {
  readonly events: FeedEvent[];
  readonly cursor: ScheduleCursor;
  readonly simTime: number | null;
  /** The feed's team fixtures since CALENDAR_MEMORY_MS before the last tick, ended ones too. */
  readonly fixtures: readonly BookedFixture[];
}

type EventRow = {
  event_id: string | number;
  kind: string;
  params: unknown;
  starts_at: string | Date;
  status: EventStatus;
  is_live: boolean;
  stats: EventStats;
  status_description: string | null;
  result: Record<string, unknown> | null;
};
type MarketRow = { id: string | number; event_id: string | number; is_suspended: boolean; status: 'open' | 'resolved' };
type OutcomeRow = {
  id: string | number;
  market_id: string | number;
  odds: string | number;
  display_fractional: string | null;
  result: OutcomeView['result'];
  dead_heat_num: number | null;
  dead_heat_den: number | null;
};

/** The last committed tick's simulated time; null when the feed never ticked on this database. */
export async function readFeedClock(handle: DatabaseHandle): Promise<number | null> {
  const [clock] = await handle.execute<{ sim_time: string | Date }>('SELECT sim_time FROM feed_clock WHERE id = 1');
  return clock ? new Date(clock.sim_time).getTime() : null;
}

/**
 * The restart fence (decision 060): suspends, in one statement, every open market of a running
 * event that is in play, no longer marked not started, or starting before `until`. Those are the
 * events whose stored prices and state may have moved while no feed ran; bet acceptance reads
 * the market's suspension in its transaction and refuses them until the catch-up tick has written
 * the event as it is now (and reopened what should be open). Returns how many markets it suspended.
 */
export async function fenceStaleMarkets(handle: DatabaseHandle, until: Date): Promise<number> {
  const rows = await handle.execute<{ id: string | number }>(
    sql`UPDATE markets SET is_suspended = true
    WHERE status = 'open' AND NOT is_suspended AND event_id IN (
      SELECT f.event_id FROM feed_events f JOIN events e ON e.id = f.event_id
      WHERE NOT f.ended AND (e.is_live OR e.status <> 'not_started' OR e.starts_at <= ${until.toISOString()}::timestamptz))
    RETURNING id`,
  );
  return rows.length;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Loads the feed's state so a restarted or newly elected leader carries on: every event not
 * yet ended, rebuilt from its params with the same seeded future, and holding the markets,
 * prices and suspensions the database has now (the first tick diffs against them).
 */
export async function loadFeedState(handle: DatabaseHandle, seed: string): Promise<FeedState> {
  const rows =
    await handle.execute<EventRow>(`SELECT f.event_id, f.kind, f.params, e.starts_at, e.status, e.is_live, e.stats, e.status_description, e.result
    FROM feed_events f JOIN events e ON e.id = f.event_id WHERE NOT f.ended ORDER BY f.event_id`);
  // Markets and outcomes a few events at a time: one query for every outcome of the book holds
  // the event loop (PGlite answers synchronously) for seconds on a loaded machine.
  const marketRows: MarketRow[] = [];
  const outcomeRows: OutcomeRow[] = [];
  const ids = rows.map((row) => Number(row.event_id));
  for (let index = 0; index < ids.length; index += LOAD_CHUNK) {
    const chunk = ids.slice(index, index + LOAD_CHUNK).join(', ');
    marketRows.push(
      ...(await handle.execute<MarketRow>(
        `SELECT id, event_id, is_suspended, status FROM markets WHERE event_id IN (${chunk}) ORDER BY event_id, sort_order, id`,
      )),
    );
    outcomeRows.push(
      ...(await handle.execute<OutcomeRow>(`SELECT o.id, o.market_id, o.odds, o.display_fractional, o.result, o.dead_heat_num, o.dead_heat_den
    FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.event_id IN (${chunk}) ORDER BY o.market_id, o.sort_order, o.id`)),
    );
  }
  const cursorRows = await handle.execute<{ stream: string; slot: string | number }>(
    'SELECT stream, max(slot) AS slot FROM feed_events GROUP BY stream',
  );
  const [clock] = await handle.execute<{ sim_time: string | Date }>('SELECT sim_time FROM feed_clock WHERE id = 1');
  // What the running leader's calendar remembers (CALENDAR_MEMORY_MS); older fixtures cannot clash.
  const fixtureRows = await handle.execute<{
    sport: string;
    home_team: string;
    away_team: string;
    starts_at: string | Date;
  }>(`SELECT s.slug AS sport, e.home_team, e.away_team, e.starts_at
    FROM feed_events f JOIN events e ON e.id = f.event_id JOIN competitions c ON c.id = e.competition_id
    JOIN sports s ON s.id = c.sport_id
    WHERE e.home_team IS NOT NULL AND e.away_team IS NOT NULL
      AND e.starts_at >= (SELECT max(sim_time) FROM feed_clock) - interval '${CALENDAR_MEMORY_MS / 1000} seconds'
    ORDER BY e.starts_at, e.id`);
  const marketsByEvent = groupBy(marketRows, (row) => Number(row.event_id));
  const outcomesByMarket = groupBy(outcomeRows, (row) => Number(row.market_id));
  const events: FeedEvent[] = [];
  // Rebuilding each event's seeded future is CPU: requests get in every SLICE_MS (a restart loads in the background).
  let sliceStart = performance.now();
  for (const row of rows) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    const stored = marketsByEvent.get(Number(row.event_id)) ?? [];
    const event = buildFeedEvent(
      seed,
      { id: Number(row.event_id), kind: row.kind, params: row.params, startsAt: new Date(row.starts_at).getTime() },
      stored.map((market) => Number(market.id)),
      stored.map((market) => (outcomesByMarket.get(Number(market.id)) ?? []).map((outcome) => Number(outcome.id))),
    );
    const shapeMatches =
      event.specs.length === stored.length &&
      event.specs.every(
        (spec, i) => spec.outcomes.length === (outcomesByMarket.get(Number(stored[i]?.id)) ?? []).length,
      );
    // An event created by an older feed with other markets is left as it is rather than mispriced.
    if (!shapeMatches) continue;
    event.view = {
      status: row.status,
      isLive: row.is_live,
      statusDescription: row.status_description,
      stats: row.stats,
      result: row.result,
    };
    event.markets = stored.map((market) => ({
      id: Number(market.id),
      suspended: market.is_suspended,
      status: market.status,
      outcomes: (outcomesByMarket.get(Number(market.id)) ?? []).map((outcome) => ({
        id: Number(outcome.id),
        odds: Number(outcome.odds),
        fractional: outcome.display_fractional,
        result: outcome.result,
        deadHeat:
          outcome.dead_heat_num !== null && outcome.dead_heat_den !== null
            ? [outcome.dead_heat_num, outcome.dead_heat_den]
            : null,
      })),
    }));
    events.push(event);
  }
  const cursor: ScheduleCursor = new Map(cursorRows.map((row) => [row.stream, Number(row.slot)]));
  const fixtures = fixtureRows.map((row) => ({
    sport: row.sport,
    home: row.home_team,
    away: row.away_team,
    startsAt: new Date(row.starts_at).getTime(),
  }));
  return { events, cursor, simTime: clock ? new Date(clock.sim_time).getTime() : null, fixtures };
}
