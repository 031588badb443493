import { createRng } from '../models/rng';
import type { Transaction } from '../../storage/index';
import { sql } from 'drizzle-orm';
import { toOddsText } from '../../storage/index';
import type { FeedEvent } from './live';
import { evaluate } from './live';
import { simModuleFor } from './modules';
import type { EventPlan } from './plan';
import type { MarketSpec } from './types';
import { eventSlug } from './slug';
import { reserveIds } from './writes';

/** The longest the pricing of new events runs before it lets other callbacks in (as a tick, decision 055). */
const SLICE_MS = 1;

/** Rows per INSERT: one JSON parameter each, kept to a few megabytes. */
const INSERT_CHUNK = 10_000;

const EVENT_COLUMNS = `id bigint, competition_id bigint, sport_id bigint, name text, slug text, home_team text, away_team text,
  starts_at timestamptz, status text, is_live boolean, is_outright boolean, stats jsonb, status_description text, updated_at timestamptz`;
const MARKET_COLUMNS =
  'id bigint, event_id bigint, type text, name text, is_suspended boolean, ew_price integer, ew_place integer, line numeric, sort_order integer';
const OUTCOME_COLUMNS = `id bigint, market_id bigint, name text, fullname text, odds numeric, is_starting_price boolean,
  combo_boost_available boolean, display_fractional text, sort_order integer`;
const FEED_COLUMNS = 'event_id bigint, stream text, slot bigint, kind text, params jsonb';

/** The seeded random stream of one event's future, labelled `${kind}:${id}`, so events never shift each other. */
export function pathRng(seed: string, kind: string, eventId: number) {
  return createRng(seed, `${kind}:${eventId}`);
}

/** A running event rebuilt from its inputs, with the ids its rows have (or will have). */
export function buildFeedEvent(
  seed: string,
  input: { id: number; kind: string; params: unknown; startsAt: number },
  marketIds: readonly number[],
  outcomeIds: readonly (readonly number[])[],
  knownSpecs?: readonly MarketSpec[],
): FeedEvent {
  const module = simModuleFor(input.kind);
  const specs = knownSpecs ?? module.markets(input.params);
  return {
    id: input.id,
    kind: input.kind as FeedEvent['kind'],
    module,
    params: input.params,
    path: module.path(input.params, pathRng(seed, input.kind, input.id)),
    startsAt: input.startsAt,
    specs,
    view: { status: 'not_started', isLive: false, statusDescription: null, stats: {}, result: null },
    markets: specs.map((spec, i) => ({
      id: marketIds[i] ?? 0,
      suspended: false,
      status: 'open',
      outcomes: spec.outcomes.map((_, j) => ({
        id: outcomeIds[i]?.[j] ?? 0,
        odds: 1,
        fractional: null,
        result: null,
        deadHeat: null,
      })),
    })),
    priceKey: null,
    prices: null,
    suspended: null,
  };
}

/**
 * Inserts rows as ONE JSON parameter read by jsonb_to_recordset: PGlite parses a statement
 * with thousands of bind parameters slowly, and a fresh catalogue is ~30 000 outcomes (3× faster).
 */
async function insertRows(
  tx: Transaction,
  table: string,
  columns: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(/\s+/)[0])
    .join(', ');
  for (let index = 0; index < rows.length; index += INSERT_CHUNK) {
    const chunk = JSON.stringify(rows.slice(index, index + INSERT_CHUNK));
    await tx.execute(
      sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${chunk}::jsonb) AS r(${sql.raw(columns)})`,
    );
  }
}

/**
 * Creates the planned events as they stand at `now` (an event planned in the past starts in
 * play): ids reserved up front, then one multi-row INSERT per table. Plans already over at
 * `now` are dropped. Returns the running events to keep once the transaction commits.
 */
export async function createEvents(
  tx: Transaction,
  seed: string,
  plans: readonly EventPlan[],
  now: number,
): Promise<FeedEvent[]> {
  const shapes = plans.map((plan) => simModuleFor(plan.kind).markets(plan.params));
  const marketCount = shapes.reduce((sum, specs) => sum + specs.length, 0);
  const outcomeCount = shapes.reduce((sum, specs) => sum + specs.reduce((n, spec) => n + spec.outcomes.length, 0), 0);
  // One after the other: a node-postgres transaction is one connection, which runs one query at a time.
  let eventId = await reserveIds(tx, 'events', plans.length);
  let marketId = await reserveIds(tx, 'markets', marketCount);
  let outcomeId = await reserveIds(tx, 'outcomes', outcomeCount);
  const created: { plan: EventPlan; event: FeedEvent }[] = [];
  // Pricing a fresh event is CPU: requests get in every SLICE_MS (a first start fills the book after the listen).
  let sliceStart = performance.now();
  for (const [index, plan] of plans.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    const specs = shapes[index] ?? [];
    const marketIds = specs.map(() => marketId++);
    const outcomeIds = specs.map((spec) => spec.outcomes.map(() => outcomeId++));
    const event = buildFeedEvent(
      seed,
      { id: eventId++, kind: plan.kind, params: plan.params, startsAt: plan.startsAt },
      marketIds,
      outcomeIds,
      specs,
    );
    const first = evaluate(event, now);
    if (first.view.status === 'ended') continue;
    Object.assign(event, first);
    created.push({ plan, event });
  }
  const updatedAt = new Date(now).toISOString();
  await insertRows(
    tx,
    'events',
    EVENT_COLUMNS,
    created.map(({ plan, event }) => ({
      id: event.id,
      competition_id: plan.competition.id,
      sport_id: plan.competition.sportId,
      name: plan.name,
      slug: eventSlug(plan.name, event.id),
      home_team: plan.homeTeam,
      away_team: plan.awayTeam,
      starts_at: new Date(plan.startsAt).toISOString(),
      status: event.view.status,
      is_live: event.view.isLive,
      is_outright: plan.isOutright,
      stats: event.view.stats,
      status_description: event.view.statusDescription,
      updated_at: updatedAt,
    })),
  );
  await insertRows(
    tx,
    'markets',
    MARKET_COLUMNS,
    created.flatMap(({ event }) =>
      event.specs.map((spec, i) => ({
        id: event.markets[i]?.id,
        event_id: event.id,
        type: spec.type,
        name: spec.name,
        is_suspended: event.markets[i]?.suspended ?? false,
        ew_price: spec.ewPrice,
        ew_place: spec.ewPlace,
        line: spec.line,
        sort_order: i,
      })),
    ),
  );
  await insertRows(
    tx,
    'outcomes',
    OUTCOME_COLUMNS,
    created.flatMap(({ event }) =>
      event.specs.flatMap((spec, i) =>
        spec.outcomes.map((outcome, j) => {
          const view = event.markets[i]?.outcomes[j];
          const odds = view?.odds ?? 1;
          toOddsText(odds);
          return {
            id: view?.id,
            market_id: event.markets[i]?.id,
            name: outcome.name,
            fullname: `${spec.name} - ${outcome.name}`,
            odds,
            is_starting_price: outcome.startingPrice ?? false,
            combo_boost_available: outcome.comboBoost ?? false,
            display_fractional: view?.fractional ?? null,
            sort_order: j,
          };
        }),
      ),
    ),
  );
  await insertRows(
    tx,
    'feed_events',
    FEED_COLUMNS,
    created.map(({ plan, event }) => ({
      event_id: event.id,
      stream: plan.stream,
      slot: plan.slot,
      kind: plan.kind,
      params: plan.params,
    })),
  );
  return created.map(({ event }) => event);
}
