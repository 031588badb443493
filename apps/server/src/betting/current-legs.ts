import { eq, sql } from 'drizzle-orm';
import { batchedReader } from '../storage/index';
import type { Database } from '../storage/index';
import { events, markets, outcomes } from '../storage/index';
import { preparedPer } from '../storage/index';

/**
 * What acceptance needs to know of an outcome right now: its price, its market's state and
 * terms, its event's state. Read-only over the catalogue tables (trading is their only writer).
 */
export interface CurrentLeg {
  readonly outcomeId: number;
  readonly outcomeName: string;
  readonly odds: number;
  readonly isStartingPrice: boolean;
  /** The outcome counts towards a combi's combo boost. */
  readonly comboBoostAvailable: boolean;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketType: string;
  readonly marketSuspended: boolean;
  readonly marketStatus: 'open' | 'resolved' | 'void';
  readonly ewPrice: number | null;
  readonly ewPlace: number | null;
  readonly eventId: number;
  readonly eventName: string;
  readonly eventStatus: string;
  readonly eventIsLive: boolean;
}

/**
 * The current-legs read, built once per database (a named prepared statement on PostgreSQL); the
 * reads of requests arriving together share one statement (batched-reads.ts).
 */
const legReader = preparedPer((db: Database) => {
  const query = db
    .select({
      outcomeId: outcomes.id,
      outcomeName: outcomes.name,
      odds: outcomes.odds,
      isStartingPrice: outcomes.isStartingPrice,
      comboBoostAvailable: outcomes.comboBoostAvailable,
      marketId: markets.id,
      marketName: markets.name,
      marketType: markets.type,
      marketSuspended: markets.isSuspended,
      marketStatus: markets.status,
      ewPrice: markets.ewPrice,
      ewPlace: markets.ewPlace,
      eventId: events.id,
      eventName: events.name,
      eventStatus: events.status,
      eventIsLive: events.isLive,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(sql`${outcomes.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('current_legs_of');
  return batchedReader(async (ids: number[]) =>
    (await query.execute({ ids })).map((row) => [row.outcomeId, row as CurrentLeg] as const),
  );
});

/** The current state of these outcomes, keyed by outcome id; unknown ids are simply absent. */
export async function findCurrentLegs(db: Database, outcomeIds: readonly number[]): Promise<Map<number, CurrentLeg>> {
  const ids = [...new Set(outcomeIds)];
  const reader = legReader(db);
  const rows = await Promise.all(ids.map((id) => reader.load(id)));
  return new Map(rows.flatMap((row) => (row ? [[row.outcomeId, row] as const] : [])));
}
