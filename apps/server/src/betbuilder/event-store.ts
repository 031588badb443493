import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../storage/index';
import { BUILDER_KINDS, builderModelFor, replaysFuture } from '../trading/index';
import type { BuilderModel } from '../trading/index';
import { simModuleFor } from '../trading/index';
import { feedMomentOf, FeedSeedUnavailable } from './feed-seed';
import type { BuilderFeedSeed } from './feed-seed';

/** One outcome of the event as the builder reads it: catalogue row plus the model's key. */
export interface BuilderOutcome {
  readonly id: number;
  readonly name: string;
  readonly fullname: string;
  /** The published single price (1 = locked). */
  readonly odds: number;
  readonly key: string;
  readonly result: string | null;
}

/** One market of the event with the model's identity (type, line). */
export interface BuilderMarketRow {
  readonly id: number;
  readonly type: string;
  readonly line: number | null;
  readonly name: string;
  readonly suspended: boolean;
  readonly outcomes: readonly BuilderOutcome[];
}

/** An event with a Bet Builder: its catalogue markets and its model now. */
export interface BuilderEvent {
  readonly id: number;
  readonly name: string;
  readonly sport: string;
  readonly startsAt: Date;
  readonly status: string;
  readonly isLive: boolean;
  readonly kind: string;
  readonly params: unknown;
  readonly markets: readonly BuilderMarketRow[];
  /** Outcome id → its market and outcome. */
  readonly outcomes: ReadonlyMap<number, { market: BuilderMarketRow; outcome: BuilderOutcome }>;
  readonly model: BuilderModel;
}

type EventRow = {
  id: string | number;
  name: string;
  starts_at: string | Date;
  status: string;
  is_live: boolean;
  sport: string;
  kind: string | null;
  params: unknown;
  seed_fingerprint: string | null;
  sim_time: string | Date | null;
};
type OutcomeRow = {
  market_id: string | number;
  type: string;
  line: string | number | null;
  market_name: string;
  is_suspended: boolean;
  market_status: string;
  market_order: number;
  outcome_id: string | number;
  outcome_name: string;
  fullname: string;
  odds: string | number;
  outcome_order: number;
  result: string | null;
};

/** What the builder reads with: a handle, or a transaction's rows (both drivers answer `{ rows }`). */
export type Reader = Pick<DatabaseHandle, 'execute'>;

/** A reader over a drizzle database or transaction. */
export function readerOf(db: Database | Transaction): Reader {
  return {
    execute: async <T extends Record<string, unknown>>(query: SQL | string) =>
      ((await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown as { rows: T[] }).rows,
  };
}

/**
 * Loads an event for the Bet Builder, or null when it has none (not a feed football match, or
 * over). Outcomes get their model keys from the feed's market specs: a market's sort order is
 * its spec's index and an outcome's sort order its index in the spec (trading/feed/create.ts).
 * Throws FeedSeedUnavailable when the event's model replays its seeded future and the feed's
 * stored fingerprint is not this instance's seed (decision 089): refused, never mispriced.
 */
export async function loadBuilderEvent(
  handle: Reader,
  eventId: number,
  feedSeed: BuilderFeedSeed,
): Promise<BuilderEvent | null> {
  const [event] = await handle.execute<EventRow>(sql`
    SELECT e.id, e.name, e.starts_at, e.status, e.is_live, s.slug AS sport, f.kind, f.params,
           c.seed_fingerprint, c.sim_time
      FROM events e JOIN sports s ON s.id = e.sport_id
      LEFT JOIN feed_events f ON f.event_id = e.id
      LEFT JOIN feed_clock c ON c.id = 1
     WHERE e.id = ${eventId}`);
  if (!event || !event.kind) return null;
  const startsAt = new Date(event.starts_at);
  const id = Number(event.id);
  let moment = feedMomentOf(feedSeed, id, { fingerprint: event.seed_fingerprint, simTime: event.sim_time });
  if (moment instanceof FeedSeedUnavailable) {
    const priced = BUILDER_KINDS.includes(event.kind) && event.status !== 'ended';
    if (priced && replaysFuture(event.kind, event.status)) throw moment;
    moment = null;
  }
  const model = builderModelFor(
    event.kind,
    event.params,
    { id, startsAt: startsAt.getTime(), status: event.status },
    moment,
  );
  if (!model) return null;
  const rows = await handle.execute<OutcomeRow>(sql`
    SELECT m.id AS market_id, m.type, m.line, m.name AS market_name, m.is_suspended, m.status AS market_status,
           m.sort_order AS market_order, o.id AS outcome_id, o.name AS outcome_name, o.fullname, o.odds,
           o.sort_order AS outcome_order, o.result
      FROM markets m JOIN outcomes o ON o.market_id = m.id
     WHERE m.event_id = ${eventId}
     ORDER BY m.sort_order, m.id, o.sort_order, o.id`);
  const specs = simModuleFor(event.kind).markets(event.params);
  const markets: BuilderMarketRow[] = [];
  const outcomes = new Map<number, { market: BuilderMarketRow; outcome: BuilderOutcome }>();
  let current: { market: BuilderMarketRow; outcomes: BuilderOutcome[] } | null = null;
  for (const row of rows) {
    const marketId = Number(row.market_id);
    if (!current || current.market.id !== marketId) {
      const spec = specs[row.market_order];
      const line = row.line === null ? null : Number(row.line);
      const list: BuilderOutcome[] = [];
      const market: BuilderMarketRow = {
        id: marketId,
        type: row.type,
        line,
        name: row.market_name,
        suspended: row.is_suspended || row.market_status !== 'open' || !spec || spec.type !== row.type,
        outcomes: list,
      };
      current = { market, outcomes: list };
      markets.push(market);
    }
    const spec = specs[row.market_order];
    const key = spec && spec.type === row.type ? spec.outcomes[row.outcome_order]?.key : undefined;
    if (key === undefined) continue;
    const outcome: BuilderOutcome = {
      id: Number(row.outcome_id),
      name: row.outcome_name,
      fullname: row.fullname,
      odds: Number(row.odds),
      key,
      result: row.result,
    };
    current.outcomes.push(outcome);
    outcomes.set(outcome.id, { market: current.market, outcome });
  }
  return {
    id: Number(event.id),
    name: event.name,
    sport: event.sport,
    startsAt,
    status: event.status,
    isLive: event.is_live,
    kind: event.kind,
    params: event.params,
    markets,
    outcomes,
    model,
  };
}
